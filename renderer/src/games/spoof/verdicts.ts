/**
 * The verdict of each shot for the move list (issue 14: "Spoof says the verdict of each shot (captured,
 * missed, lost, out on neutral ground), not only its physics"): the shots replayed from the start with the
 * same deterministic model the host runs (`resolveShot`), each giving the sheet's verdict in a sentence
 * ("covered 1 man: Stars shoots again"). Worked out once per shot: a longer list reuses the shots it
 * shares with the last one. A game from a custom start, or a shot that does not replay, has no verdicts
 * from there on (the list then shows the shot alone).
 */
import { parseShot, resolveShot, startPosition, type SpoofPosition } from '$games/spoof/index';
import { msg, type Message } from '$i18n';
import { shotWords, spoofOptionsOf } from './view';

interface Memo {
  readonly options: string;
  readonly moves: string[];
  /** `positions[i]` is the position before shot `i`. */
  readonly positions: SpoofPosition[];
  readonly verdicts: Message[];
}
let memo: Memo | undefined;

/**
 * The verdict of each of `moves` (shot notation) in a game under rule options `rawOptions`, by index;
 * `undefined` from the first shot that does not replay.
 */
export function shotVerdicts(rawOptions: unknown, moves: readonly string[]): readonly (Message | undefined)[] {
  const options = JSON.stringify(rawOptions ?? {});
  if (memo === undefined || memo.options !== options) {
    memo = { options, moves: [], positions: [startPosition(spoofOptionsOf(rawOptions))], verdicts: [] };
  }
  const m = memo;
  let same = 0;
  while (same < m.moves.length && same < moves.length && m.moves[same] === moves[same]) same++;
  m.moves.length = same;
  m.verdicts.length = same;
  m.positions.length = same + 1;
  for (let i = same; i < moves.length; i++) {
    const shot = parseShot(moves[i]!);
    const report = shot.ok ? resolveShot(m.positions[i]!, shot.value) : undefined;
    if (report === undefined || !report.ok) break;
    m.moves.push(moves[i]!);
    m.verdicts.push(report.value.outcome.announcement);
    m.positions.push(report.value.position);
  }
  return moves.map((_, i) => m.verdicts[i]);
}

/**
 * Each shot told for the move list (`GameScreen.describePlies`): the man named as the board shows him,
 * by where he stood (his squares or the open; the board draws no numbers), where he went, and the
 * sheet's verdict ("shot a man from the squares right at 1500 mm/s: covered 1 man: Stars shoots again").
 * `undefined` for a shot that does not replay (the list then shows the shot alone).
 */
export function spoofPlies(rawOptions: unknown, moves: readonly string[]): readonly (readonly Message[] | undefined)[] {
  const verdicts = shotVerdicts(rawOptions, moves);
  const m = memo;
  return moves.map((notation, i) => {
    const verdict = verdicts[i];
    const before = m?.positions[i];
    if (verdict === undefined || before === undefined) return undefined;
    const shot = parseShot(notation);
    const man = shot.ok ? before.men.find((x) => x.id === shot.value.man) : undefined;
    const from = man === undefined ? 'unknown' : man.place.kind === 'square' ? 'squares' : man.place.kind === 'open' ? 'open' : 'unknown';
    const said = shotWords(notation, from);
    return said === undefined ? undefined : [msg('moves.spoof.shot-verdict', { shot: said, verdict })];
  });
}
