/**
 * Game-specific reasons for a refused board change, so guidance can say "that man stands in a mill and
 * may not be taken" instead of only "the board matches no legal move" (issue 4 §2).
 *
 * An explainer reads the move a changed board seems to show, in the game's own notation, and asks the
 * game's `play` why it refuses it: the reason is then the rules engine's, quoting its rule sheet. Games
 * without an explainer get the generic reasons of `match.ts`.
 */
import type { CellContents, GameId, MoveError, PlayerIndex } from '../core/game';
import { msg, type Message } from '../i18n/index';
import { diffReading } from './reading';
import type { Explainer, InferenceGame } from './match';

function ownerOf(contents: CellContents, cell: string): PlayerIndex | undefined {
  const o = contents[cell] ?? [];
  return o[o.length - 1];
}

/** Tries a move given in notation; returns the game's refusal, or `undefined` if it parses badly or is legal. */
function refusalOf<P, M>(game: InferenceGame<P, M>, pos: P, notation: string): MoveError | undefined {
  const m = game.parseMove(notation);
  if (!m.ok) return undefined;
  const r = game.play(pos, m.value);
  return r.ok ? undefined : r.error;
}

/** The men that some legal move of `pos` may capture (cells written after `x` in Morris notation). */
function takeable<P, M>(game: InferenceGame<P, M>, pos: P): string[] {
  const out = new Set<string>();
  for (const m of game.legalMoves(pos)) {
    const parts = game.formatMove(m).split('x').slice(1);
    for (const p of parts) out.add(p);
  }
  return [...out];
}

function millSentence(others: readonly string[]): Message {
  return msg('inference.in-mill', { others, n: others.length });
}

/**
 * Morris (`001_08482469b23ea4ed.txt`, Game of Morrice): "he captures and removes One of his opponent's
 * men front the board, but must, if possible, take one that will not break his rows." A lifted man of
 * the opponent is tried as the capture of a legal capturing move; a lifted own man as a move to each
 * vacant point; a settled change as the placement or move it shows.
 */
export const morrisExplainer: Explainer<unknown, unknown> = {
  explainLift(game, pos, cell) {
    const physical = game.physical!;
    const contents = physical.contents(pos);
    const turn = game.turn(pos);
    const who = ownerOf(contents, cell);
    if (turn === undefined || who === undefined) return undefined;
    if (who !== turn) {
      const capturing = game.legalMoves(pos).map((m) => game.formatMove(m)).filter((n) => n.includes('x'));
      const first = capturing[0];
      if (first === undefined) return undefined;
      const e = refusalOf(game, pos, `${first.split('x')[0]}x${cell}`);
      if (e?.code === 'morris/capture-breaks-row') return { code: 'inference/untakeable', reason: millSentence(takeable(game, pos)) };
      return e === undefined ? undefined : { code: e.code, reason: e.message };
    }
    for (const v of physical.cells) {
      if ((contents[v] ?? []).length > 0) continue;
      const e = refusalOf(game, pos, `${cell}-${v}`);
      if (e?.code === 'morris/must-place') return { code: 'inference/must-place', reason: e.message };
    }
    return { code: 'inference/cannot-move', reason: msg('inference.cannot-move', { cell }) };
  },
  explainChange(game, pos, target, reading) {
    const physical = game.physical!;
    const turn = game.turn(pos);
    if (turn === undefined) return undefined;
    const diff = diffReading(reading, target, physical.cells, { kind: 'reed' });
    const own = diff.missing.filter((c) => ownerOf(target, c) === turn);
    const caps = diff.missing.filter((c) => ownerOf(target, c) !== turn).map((c) => `x${c}`).join('');
    if (diff.extra.length !== 1 || own.length > 1) return undefined;
    const to = diff.extra[0]!;
    const notation = own.length === 0 ? `${to}${caps}` : `${own[0]}-${to}${caps}`;
    const e = refusalOf(game, pos, notation);
    if (e === undefined) return undefined;
    if (e.code === 'morris/capture-breaks-row') return { code: 'inference/untakeable', reason: millSentence(takeable(game, pos)) };
    return { code: e.code, reason: e.message };
  },
};

/** The explainer of a game, if it has one. */
export function explainerFor(id: GameId): Explainer<unknown, unknown> | undefined {
  return id === 'morris' ? morrisExplainer : undefined;
}
