/**
 * The computer player (`src/ai/`): the names of its levels and the one line each game's level offers
 * say about playing against it (`src/ai/offers.ts`, issue 17). Keys: `ai.level.<level>`,
 * `ai.offer.<game>.<level>`.
 */
import type { ParamSpec } from '../kinds';

/** The computer player's messages (see the module docstring). */
export const AI_MESSAGES = {
  'ai.level': { level: ['beginner', 'easy', 'medium', 'hard', 'expert', 'master'] },
  'ai.offer.morris.beginner': {},
  'ai.offer.morris.easy': {},
  'ai.offer.morris.medium': {},
  'ai.offer.morris.hard': {},
  'ai.offer.morris.expert': {},
  'ai.offer.morris.master': {},
  'ai.offer.not-made-in-germany.beginner': {},
  'ai.offer.not-made-in-germany.easy': {},
  'ai.offer.not-made-in-germany.medium': {},
  'ai.offer.not-made-in-germany.hard': {},
  'ai.offer.not-made-in-germany.expert': {},
  'ai.offer.not-made-in-germany.master': {},
  'ai.offer.archery.beginner': {},
  'ai.offer.archery.easy': {},
  'ai.offer.archery.medium': {},
  'ai.offer.archery.master': {},
  'ai.offer.spoof.beginner': {},
  'ai.offer.spoof.easy': {},
  'ai.offer.spoof.medium': {},
  'ai.offer.spoof.hard': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
