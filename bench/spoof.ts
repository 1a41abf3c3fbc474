/**
 * Spoof benchmarks: how fast the physics model simulates shots (what the computer player's search and
 * the 60 fps animation rest on), how long the computer player takes to choose, a whole computer game,
 * and each level against a visitor (`./spoof-levels.ts`).
 */
import { ratePerSecond, type BenchSuite, type Figure } from './harness';
import {
  DEFAULT_OPTIONS,
  PHYSICS,
  beginShot,
  makeShot,
  resolveShot,
  settle,
  spoof,
  startPosition,
  stepFrame,
  type Shot,
} from '../src/games/spoof';
import { aimNoise, chooseShot } from '../src/ai/spoof';
import { LEVELS } from '../src/ai/levels';
import { unwrap } from '../src/core/result';
import { spoofLevelFigures } from './spoof-levels';

/** `npm run bench -- --only spoof`. */
export const spoofSuite: BenchSuite = {
  name: 'spoof',
  async run(): Promise<readonly Figure[]> {
    const start = startPosition(DEFAULT_OPTIONS);
    // A fixed mix of shots: short and long slides, into the open, into men and off the board.
    const shots: Shot[] = [];
    for (let k = 0; k < 64; k++) shots.push(makeShot(1 + (k % 6), 45 + ((k * 37) % 90), 400 + ((k * 211) % 2400)));
    let i = 0;
    const simRate = ratePerSecond(() => {
      settle(unwrap(beginShot(start, shots[i++ % shots.length]!)));
    });
    i = 0;
    const playRate = ratePerSecond(() => {
      unwrap(resolveShot(start, shots[i++ % shots.length]!));
    });
    // Frames: the cost of one 60 fps animation frame (8 sub-steps plus a copy of the state).
    const longShot = unwrap(beginShot(start, makeShot(3, 90, 2000)));
    let sim = longShot;
    const frameRate = ratePerSecond(() => {
      sim = sim.atRest ? longShot : stepFrame(sim);
    });
    // The computer player's decision time at medium, on the position after two opening shots.
    let pos = start;
    pos = unwrap(spoof.play(pos, makeShot(2, 80, 1100)));
    pos = unwrap(spoof.play(pos, makeShot(9, 265, 1200)));
    const decideRate = ratePerSecond(() => {
      chooseShot(pos, { aim: aimNoise(LEVELS.medium.noise), seed: 1 });
    }, 2000, 200);
    // A whole hard-v-hard game.
    const t0 = performance.now();
    let g = startPosition({ ...DEFAULT_OPTIONS, shotLimit: 600 });
    let plies = 0;
    while (spoof.status(g).kind === 'ongoing') {
      const d = chooseShot(g, { aim: aimNoise(LEVELS.hard.noise), seed: plies })!;
      g = unwrap(spoof.play(g, d.played));
      plies++;
    }
    const gameMs = performance.now() - t0;
    return [
      { name: 'spoof.shots-simulated', value: simRate, unit: 'shots/s' },
      { name: 'spoof.substeps', value: simRate * avgSteps(start, shots), unit: 'substeps/s' },
      { name: 'spoof.shots-judged', value: playRate, unit: 'shots/s' },
      { name: 'spoof.frame', value: 1000 / frameRate, unit: `ms/frame (budget ${(1000 / PHYSICS.framesPerSecond).toFixed(1)})` },
      { name: 'spoof.ai-decision-medium', value: 1000 / decideRate, unit: 'ms' },
      { name: 'spoof.ai-game-hard', value: gameMs / plies, unit: `ms/shot over ${plies} shots` },
      ...spoofLevelFigures(),
    ];
  },
};

function avgSteps(start: ReturnType<typeof startPosition>, shots: readonly Shot[]): number {
  let n = 0;
  for (const s of shots) n += settle(unwrap(beginShot(start, s))).steps;
  return n / shots.length;
}
