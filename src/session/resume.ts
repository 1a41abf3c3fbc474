/**
 * A session rebuilt from its journal (resume after a crash or restart): the plies replayed in order, the
 * undone plies that may be redone, and the result. A journal written by another version may hold a ply
 * that no longer replays: the game then resumes before it, with a warning, and loses nothing before it.
 * The journal's format is in `journal.ts`, its fold into a {@link JournalGame} in `journal-fold.ts`.
 */
import type { JournalGame } from './journal-fold';
import { currentPosition, type SessionState } from './state';
import { digitalSpinOffSeed } from './spin';
import { msg, type Message } from '../i18n/index';

/**
 * Replays `journalGame` into `s`, a fresh session at the journal's start position.
 * @returns warnings for the user (a ply that does not replay; a digital spin the seed would not draw).
 */
export function replayJournal(s: SessionState, journalGame: JournalGame): Message[] {
  const game = s.game;
  const warnings: Message[] = [];
  for (const [i, m] of journalGame.moves.entries()) {
    const pos = currentPosition(s);
    const parsed = game.parseMove(m.move);
    const played = parsed.ok ? game.play(pos, parsed.value) : undefined;
    if (!parsed.ok || played === undefined || !played.ok) {
      warnings.push(msg('session.replay-stopped', { ply: i + 1, move: m.move }));
      break;
    }
    s.plies.push({ move: parsed.value, notation: game.formatMove(parsed.value), seat: game.turn(pos) ?? 0, by: m.by });
    s.positions.push(played.value);
  }
  const off = digitalSpinOffSeed(s);
  if (off !== undefined) {
    warnings.push(msg('session.spin-off-seed', { ply: off }));
  }
  s.resumed = true;
  s.redoStack = journalGame.redo.map((r) => ({ notation: r.move, by: r.by }));
  s.redoGroups = s.redoStack.map(() => 1);
  if (journalGame.result !== undefined) {
    const r = journalGame.result;
    s.result = {
      status: r.kind === 'won' ? { kind: 'won', winners: r.winners, reason: reasonOf(r.reason) } : { kind: 'draw', reason: reasonOf(r.reason) },
      termination: r.termination,
    };
    s.phase = 'finished';
  } else if (game.status(currentPosition(s)).kind !== 'ongoing') {
    s.result = { status: game.status(currentPosition(s)), termination: 'rules' };
    s.phase = 'finished';
  }
  return warnings;
}

/** A journalled result's reason: a message, or the sentence an earlier version wrote (shown as it is). */
function reasonOf(reason: string | Message): Message {
  return typeof reason === 'string' ? msg('core.verbatim', { text: reason }) : reason;
}
