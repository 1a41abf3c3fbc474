/**
 * The translations of the rule sheets' sentences, `quote.<game>.<topic>` (the `id` of a `RuleCitation`).
 * A quotation itself stays verbatim English in every language, as the historical source it is; the
 * catalogue's English entry is that verbatim sentence (a test holds it to the game's table), and every
 * other language gives its translation, shown beside the quotation.
 */
import type { ParamSpec } from '../kinds';

/** `quote.<game>.<topic>` for every topic. */
function quotes<G extends string, T extends string>(game: G, topics: readonly T[]) {
  const out: Record<string, ParamSpec> = {};
  for (const t of topics) out[`quote.${game}.${t}`] = {};
  return out as { readonly [K in `quote.${G}.${T}`]: Record<never, never> };
}

/** The quotation translations (see the module docstring). */
export const QUOTE_MESSAGES = {
  ...quotes('morris', ['implements', 'board', 'object', 'lines', 'turns', 'placing', 'blocking', 'doubleThreat', 'capture', 'moving', 'alongLines', 'everyRow', 'losing']),
  ...quotes('not-made-in-germany', ['alternate', 'step', 'own', 'leap', 'chain', 'ornament', 'spell']),
  ...quotes('archery', ['implements', 'object', 'moves', 'lead', 'entry', 'advance', 'miss', 'beyond', 'rings', 'line', 'stop', 'share', 'end', 'count', 'win']),
  ...quotes('quoits', ['implements', 'sets', 'setPlayers', 'turns', 'lead', 'sum', 'pitch', 'follow', 'rounds', 'count', 'nearest', 'collision', 'anew', 'oneGame']),
  ...quotes('spoof', ['firstShot', 'ownMen', 'cover', 'capacity', 'takesPlace', 'unsuccessful', 'loses', 'squaresSameSide', 'squaresOpponents', 'leaveSquares', 'knockedOut', 'onlySpoof', 'several', 'neutral', 'offBoard', 'alternate', 'coverOwn']),
} as const satisfies Readonly<Record<string, ParamSpec>>;
