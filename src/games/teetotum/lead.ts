/**
 * Spinning for lead, shared by Archery and Quoits.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Arch: "Spin for lead. The highest spin plays first.";
 * Game of Quoits: "The highest spin leads." The sheet does not say what happens on a tie; the rule
 * option {@link LEAD_TIES} (`leadTies`) decides: by default (issue 7) the tied players spin again,
 * among themselves only, until one is highest; or everyone spins again. "Highest spin" is read as the
 * highest sum of the two numbers; a doublet has no special weight here.
 *
 * Each round every contender spins once, in seat order; after the round the highest sum leads, or
 * the players tied on it (or all) spin another round. The play order is then the leader followed by
 * the other seats in rising seat order, wrapping round (seat order is the order round the table).
 */
import { z } from 'zod';
import type { PlayerIndex } from '../../core/game';
import type { OptionDoc } from '../../core/options';

/** Who spins again when the spin for lead ends in a tie for the highest: the tied players, or everyone. */
export const LEAD_TIES = ['tied-spin-again', 'all-spin-again'] as const;
/** One of {@link LEAD_TIES}. */
export type LeadTies = (typeof LEAD_TIES)[number];

/** The `leadTies` option field (default `tied-spin-again`), shared by Archery and Quoits. */
export const leadTiesSchema = z.enum(LEAD_TIES).default('tied-spin-again');

/**
 * The documentation of `leadTies` for a game whose sheet says `sentence` (quoted verbatim).
 * @param sentence the sheet's sentence on the spin for lead, e.g. `The highest spin leads.`
 */
export function leadTiesDoc(sentence: string): OptionDoc {
  return {
    summary:
      'tied-spin-again (default): when two or more players tie for the highest spin, only they spin again, until one is highest. all-spin-again: everyone spins again.',
    gap: `"${sentence}" does not say what happens when the highest spin is shared; both a spin-off among the tied and a new round for everyone are played at tables.`,
  };
}

/** The spin-off in progress: who is still contending, and the sums spun so far this round. */
export interface LeadState {
  /** Seats still contending for the lead, ascending; everyone at first, then the tied. */
  readonly contenders: readonly PlayerIndex[];
  /** Sums spun this round, one per contender so far, in the order of `contenders`. */
  readonly sums: readonly number[];
}

/** The spin-off at the start of a game of `playerCount` players: everyone contends. */
export function startLead(playerCount: number): LeadState {
  return { contenders: Array.from({ length: playerCount }, (_, i) => i), sums: [] };
}

/** The seat to spin next for lead. */
export function leadSpinner(lead: LeadState): PlayerIndex {
  const s = lead.contenders[lead.sums.length];
  if (s === undefined) throw new Error('leadSpinner: the round is complete (a broken LeadState)');
  return s;
}

/**
 * Records the next contender's spin.
 * @param sum the sum of the two numbers spun.
 * @param ties the `leadTies` option: who spins the next round when this one ends level.
 * @returns `{ leader }` when the spin-off is decided, else `{ lead }` with the next state (a new
 *   round among the tied, or among everyone, when the round ended level).
 */
export function recordLeadSpin(
  lead: LeadState,
  sum: number,
  ties: LeadTies = 'tied-spin-again',
): { readonly leader: PlayerIndex } | { readonly lead: LeadState } {
  const sums = [...lead.sums, sum];
  if (sums.length < lead.contenders.length) return { lead: { contenders: lead.contenders, sums } };
  const top = Math.max(...sums);
  const tied = lead.contenders.filter((_, i) => sums[i] === top);
  if (tied.length === 1) return { leader: tied[0]! };
  return { lead: { contenders: ties === 'all-spin-again' ? lead.contenders : tied, sums: [] } };
}

/** The play order when `leader` leads: the leader, then rising seats, wrapping round. */
export function playOrder(leader: PlayerIndex, playerCount: number): readonly PlayerIndex[] {
  return Array.from({ length: playerCount }, (_, i) => (leader + i) % playerCount);
}

/**
 * Checks a lead state read from untrusted notation.
 * @param ties the `leadTies` option: under `all-spin-again` every seat always contends.
 * @returns `undefined` when it is consistent, else a plain sentence saying what is wrong.
 */
export function leadProblem(lead: LeadState, playerCount: number, ties: LeadTies = 'tied-spin-again'): string | undefined {
  const c = lead.contenders;
  if (c.length < 2) return 'a spin for lead needs at least two contenders';
  if (ties === 'all-spin-again' && c.length !== playerCount) return 'under leadTies: all-spin-again every player spins in each round for lead';
  for (let i = 0; i < c.length; i++) {
    const s = c[i]!;
    if (!Number.isInteger(s) || s < 0 || s >= playerCount) return `seat ${s} is not a seat of a ${playerCount}-player game`;
    if (i > 0 && s <= c[i - 1]!) return 'the contenders for lead must be listed once each, in rising seat order';
  }
  if (lead.sums.length >= c.length) return 'every contender has spun, so the round should have been decided';
  return undefined;
}

/** Writes a lead state as `0=7,1=5,2=?,3=?` (seat = sum spun this round, `?` not yet spun). */
export function formatLead(lead: LeadState): string {
  return lead.contenders.map((s, i) => `${s}=${lead.sums[i] ?? '?'}`).join(',');
}

/**
 * Reads the {@link formatLead} form.
 * @returns the state, or `undefined` when the text is malformed (the caller reports it in context);
 *   a spun sum after a `?` is malformed.
 */
export function parseLead(text: string): LeadState | undefined {
  const contenders: number[] = [];
  const sums: number[] = [];
  let open = false;
  for (const part of text.split(',')) {
    const m = /^(\d)=(\d{1,2}|\?)$/.exec(part);
    if (!m) return undefined;
    contenders.push(Number(m[1]));
    if (m[2] === '?') open = true;
    else if (open) return undefined;
    else sums.push(Number(m[2]));
  }
  return { contenders, sums };
}
