/**
 * The words of the teetotum games' and Spoof's own screens (renderer/src/games/{archery,quoits,spoof}/,
 * teetotum/): the turn's instruction, the result, the choices of arrow, where a pitch goes, and the move
 * list's account of each ply (issue 14: "Move lists that tell what happened"). Keys:
 * `moves.<game>.<what>`; `moves.spin.*` and `moves.lead.*` are shared by Archery and Quoits.
 *
 * Parameters named `computer`, `board`, `past`, `tie`, `hand`, `known` are yes/no choices; places on
 * the archery line are numbers (`space`), the target's rings a closed choice (`ring`).
 */
import type { ParamSpec } from '../kinds';

const YES_NO = ['yes', 'no'] as const;
/** The target's rings, outside in: `src/games/archery/rules.ts` ringName. */
const RING = ['outer', 'second', 'third', 'bull'] as const;
/** The eight compass words of a Spoof heading as seen on screen (renderer/src/games/spoof/view.ts). */
const DIRECTION = ['right', 'up_right', 'up', 'up_left', 'left', 'down_left', 'down', 'down_right'] as const;

/** The messages of these screens (see the module docstring). */
export const MOVES_MESSAGES = {
  // a spin, anywhere: "3 and 4" / "double 3"
  'moves.spin.words': { a: 'number', b: 'number', doublet: YES_NO },
  // a spin in the move list: "spun 3 and 4 (by hand)"
  'moves.spin.spun': { spin: 'message', hand: YES_NO },
  // the teetotum's caption: "Blue spun double 4: 8, a doublet."; its button while it whirls, and at rest unspun
  'moves.spin.caption': { who: 'text', named: YES_NO, spin: 'message', sum: 'number', doublet: YES_NO, hand: YES_NO },
  'moves.spin.skip': {},
  // the spin button's line: "Blue: Spin for lead"
  'moves.spin.who-purpose': { who: 'text', purpose: 'text' },
  'moves.spin.teetotum': {},
  // the spin for lead in the move list
  'moves.lead.spun': { spin: 'message', hand: YES_NO },
  'moves.lead.tie': { seats: 'seats-and' },
  // results shared by Archery and Quoits
  'moves.result.tie-reason': { reason: 'message' },
  'moves.result.win-reason': { winners: 'seats-and', n: 'number', reason: 'message' },

  // Archery
  'moves.archery.choice': { from: ['flag', 'space'], space: 'number', many: 'number' },
  'moves.archery.lands': { where: ['miss', 'ring', 'space'], space: 'number', ring: RING, n: 'number' },
  'moves.archery.lead': { seat: 'seat', computer: YES_NO, tie: YES_NO },
  'moves.archery.spin': { seat: 'seat', computer: YES_NO },
  'moves.archery.computer-moves': { seat: 'seat', spin: 'message', sum: 'number' },
  'moves.archery.only-choice': { seat: 'seat', spin: 'message', sum: 'number', from: ['flag', 'space'], space: 'number', board: YES_NO },
  'moves.archery.choose': { seat: 'seat', spin: 'message', sum: 'number', board: YES_NO },
  'moves.archery.wins': { seat: 'seat', best: 'number', known: YES_NO },
  'moves.archery.tie': { seats: 'seats-and', best: 'number', known: YES_NO },
  'moves.archery.arrow': { from: ['flag', 'space'], space: 'number', where: ['miss', 'ring', 'space'], to: 'number', ring: RING, n: 'number' },
  'moves.archery.counter': { which: ['count', 'flag'] },

  // Quoits
  'moves.quoits.space': { kind: ['hub', 'doublet', 'number'], value: 'number' },
  'moves.quoits.space-ref': { kind: ['hub', 'doublet', 'number'], value: 'number' },
  'moves.quoits.set': { set: ['a', 'b'] },
  'moves.quoits.onto': { set: ['a', 'b', 'other'] },
  'moves.quoits.goes': { past: YES_NO, to: 'text' },
  'moves.quoits.fate': { past: YES_NO, fate: ['set_back', 'forward', 'removed'], to: 'text' },
  'moves.quoits.bumps': { past: YES_NO, where: 'text', owner: 'seat', fate: 'message' },
  'moves.quoits.hits': { past: YES_NO, where: 'text', owner: 'seat', fate: 'message' },
  'moves.quoits.last': { seat: 'seat', spin: 'message', outcome: 'message' },
  'moves.quoits.preview': { a: 'number', b: 'number', outcome: 'message' },
  'moves.quoits.pitch': { spin: 'message', hand: YES_NO, outcome: 'message' },
  'moves.quoits.cleared': { game: 'number' },
  'moves.quoits.sync': {},
  'moves.quoits.scored': { seat: 'seat', computer: YES_NO },
  'moves.quoits.lead': { seat: 'seat', computer: YES_NO, tie: YES_NO },
  'moves.quoits.round': { round: 'number', seat: 'seat', computer: YES_NO, set: 'text' },
  'moves.quoits.wins': { seat: 'seat', best: 'number', known: YES_NO },
  'moves.quoits.tie': { seats: 'seats-and', best: 'number', known: YES_NO },
  'moves.quoits.counter': { which: ['total', 'pitched'] },
  'moves.quoits.purpose': { which: ['pitch', 'lead'] },

  // Not Made in Germany's move descriptions and counter (renderer/src/games/not-made-in-germany/index.ts)
  'moves.nmig.move': { kind: ['step', 'jump', 'chain'], from: 'cell', by: 'cells-and', to: 'cell' },
  'moves.nmig.pass': {},
  'moves.nmig.home': {},

  // Spoof
  'moves.spoof.direction': { dir: DIRECTION },
  'moves.spoof.shot': { from: ['squares', 'open', 'unknown'], dir: 'message', speed: 'number' },
  'moves.spoof.shot-verdict': { shot: 'message', verdict: 'message' },
  'moves.spoof.man': { seat: 'seat', n: 'number', out: YES_NO, can: YES_NO },
  'moves.spoof.board': { turn: 'message', known: YES_NO },
  'moves.spoof.drawing': { turn: 'message' },
  'moves.spoof.announce': { seat: 'seat', verdict: 'message', result: 'message', over: YES_NO },
  'moves.spoof.not-aiming': {},
  'moves.spoof.strength': { pct: 'number', speed: 'number' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
