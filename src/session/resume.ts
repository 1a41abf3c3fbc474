/**
 * A session rebuilt from its journal (resume after a crash or restart): the plies replayed in order, the
 * undone plies that may be redone, and the result. A journal written by another version may hold a ply
 * that no longer replays: the game then resumes before it, with a warning, and loses nothing before it.
 * The journal's format is in `journal.ts`, its fold into a {@link JournalGame} in `journal-fold.ts`.
 */
import type { JournalGame } from './journal-fold';
import { currentPosition, type SessionState } from './state';
import { digitalSpinOffSeed } from './spin';

/**
 * Replays `journalGame` into `s`, a fresh session at the journal's start position.
 * @returns warnings for the user (a ply that does not replay; a digital spin the seed would not draw).
 */
export function replayJournal(s: SessionState, journalGame: JournalGame): string[] {
  const game = s.game;
  const warnings: string[] = [];
  for (const [i, m] of journalGame.moves.entries()) {
    const pos = currentPosition(s);
    const parsed = game.parseMove(m.move);
    const played = parsed.ok ? game.play(pos, parsed.value) : undefined;
    if (!parsed.ok || played === undefined || !played.ok) {
      warnings.push(`ply ${i + 1} (${m.move}) of the journal does not replay; the game resumes before it`);
      break;
    }
    s.plies.push({ move: parsed.value, notation: game.formatMove(parsed.value), seat: game.turn(pos) ?? 0, by: m.by });
    s.positions.push(played.value);
  }
  const off = digitalSpinOffSeed(s);
  if (off !== undefined) {
    warnings.push(`the digital spin of ply ${off} does not follow from the journal's seed; the game goes on from the spins as recorded`);
  }
  s.resumed = true;
  s.redoStack = journalGame.redo.map((r) => ({ notation: r.move, by: r.by }));
  s.redoGroups = s.redoStack.map(() => 1);
  if (journalGame.result !== undefined) {
    const r = journalGame.result;
    s.result = {
      status: r.kind === 'won' ? { kind: 'won', winners: r.winners, reason: r.reason } : { kind: 'draw', reason: r.reason },
      termination: r.termination,
    };
    s.phase = 'finished';
  } else if (game.status(currentPosition(s)).kind !== 'ongoing') {
    s.result = { status: game.status(currentPosition(s)), termination: 'rules' };
    s.phase = 'finished';
  }
  return warnings;
}
