/**
 * The move list's account of the teetotum games (issue 14: "Move lists that tell what happened ... the
 * spin for lead says who won it"): a game's plies replayed from its start with the game's own rules
 * (the same `setup`/`play` the host runs), so that each ply can be told with the positions either side
 * of it, and the words for a spin for lead. Replays are remembered per game (its options, seats and
 * plies): a longer list replays only the plies it adds. A game that does not replay from its start (a
 * custom start position) gives no positions from the first ply that fails, and its list then shows each
 * ply's own description.
 */
import type { SessionView } from '$api';
import type { Game } from '$core/game';
import { msg, type Message } from '$i18n';
import type { LeadState } from '$games/teetotum/lead';
import { readSpin, spinWords } from './spin-view';

/** The positions either side of one ply. */
export interface PlyStep<P> {
  readonly before: P;
  readonly after: P;
}

interface Memo<P> {
  readonly key: string;
  readonly moves: string[];
  readonly steps: PlyStep<P>[];
}

/**
 * A replayer for one game: `(view) => steps`, where `steps[i]` is ply `i`'s positions, `undefined` from
 * the first ply that does not replay, or for every ply when the last position is not the view's.
 * @param game the game's rules; @param optionsOf the view's raw options read as the game's options.
 */
export function replayer<P, M, O>(game: Game<P, M, O>, optionsOf: (raw: unknown) => O): (view: Pick<SessionView, 'options' | 'seats' | 'moves' | 'position'>) => readonly (PlyStep<P> | undefined)[] {
  let memo: Memo<P> | undefined;
  return (view) => {
    const key = `${JSON.stringify(view.options ?? {})}|${view.seats.length}`;
    if (memo === undefined || memo.key !== key) memo = { key, moves: [], steps: [] };
    const m = memo;
    const moves = view.moves.map((v) => v.notation);
    let same = 0;
    while (same < m.moves.length && same < moves.length && m.moves[same] === moves[same]) same++;
    m.moves.length = same;
    m.steps.length = same;
    let pos: P;
    if (same > 0) pos = m.steps[same - 1]!.after;
    else {
      const start = game.setup(optionsOf(view.options), view.seats.length);
      if (!start.ok) return moves.map(() => undefined);
      pos = start.value;
    }
    for (let i = same; i < moves.length; i++) {
      const mv = game.parseMove(moves[i]!);
      const next: ReturnType<typeof game.play> | undefined = mv.ok ? game.play(pos, mv.value) : undefined;
      if (next === undefined || !next.ok) break;
      m.moves.push(moves[i]!);
      m.steps.push({ before: pos, after: next.value });
      pos = next.value;
    }
    const last = m.steps[m.steps.length - 1];
    if (m.steps.length === moves.length && last !== undefined && game.formatPosition(last.after) !== view.position) return moves.map(() => undefined);
    return moves.map((_, i) => m.steps[i]);
  };
}

/**
 * A spin for lead in the move list: "spun 5 and 6 for lead", then, when the spin decided it, "Blue won
 * the spin for lead.", or when it ended a round in a tie, "a tie: Blue and Green spin again".
 * @param after the spin for lead still going on after the spin (`undefined` once it is decided);
 * @param leader the seat that leads, when decided.
 */
export function leadSpinEvents(game: string, notation: string, after: LeadState | undefined, leader: number | undefined): Message[] {
  const s = readSpin(notation);
  if (s === undefined) return [];
  const out: Message[] = [msg('moves.lead.spun', { spin: spinWords(s), hand: s.hand ? 'yes' : 'no' })];
  if (after === undefined && leader !== undefined) out.push(msg('play.lead.won', { seat: { game, seat: leader } }));
  else if (after !== undefined && after.sums.length === 0) out.push(msg('moves.lead.tie', { seats: after.contenders.map((seat) => ({ game, seat })) }));
  return out;
}
