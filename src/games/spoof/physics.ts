/**
 * A small kinematic model of men sliding on the board after a flick of the spoof.
 *
 * Why not planck.js: Box2D-style engines damp velocity in proportion to speed (`linearDamping`), so a body
 * never quite stops and its travel is not the v²/2a of a counter under sliding friction; their contacts
 * always push discs apart, while Spoof is about one man sliding up onto another and stopping there
 * ("to cover, or partly cover his opponent's man"). Twelve discs on a flat board are better served by a
 * direct model: Coulomb sliding friction (constant deceleration), a man that rides up over another when it
 * meets it gently and knocks it when it meets it hard, and men that tip off the board's edge. See
 * `docs/games/spoof.md` §Physics.
 *
 * Units: mm, mm/s, mm/s², s. Fixed time step {@link PHYSICS.stepsPerSecond}; every operation is plain IEEE
 * arithmetic in a fixed order, so the same inputs give the same result on every run and machine.
 */
import { BOARD, offBoard, touchesNeutral } from './geometry';

/** Model constants (see `docs/games/spoof.md` §Physics for the reasoning). */
export const PHYSICS = Object.freeze({
  /** Sliding deceleration μg with μ = 0.3 (bone or wood on a varnished board), mm/s². */
  decel: 0.3 * 9810,
  /** Deceleration while riding over another man (climbing it roughly doubles the drag), mm/s². */
  rideDecel: 0.6 * 9810,
  /** Closing speed along the line of centres above which a man knocks another instead of riding onto it, mm/s. */
  knockSpeed: 500,
  /** Coefficient of restitution of a knock (0 = dead, 1 = elastic). */
  restitution: 0.6,
  /** Simulation sub-steps per second (480: a man at full speed moves at most 6.25 mm, under a third of its width). */
  stepsPerSecond: 480,
  /** Animation frames per second; one frame is {@link PHYSICS.stepsPerSecond} / 60 = 8 sub-steps. */
  framesPerSecond: 60,
  /** Fastest flick accepted, mm/s (slides about 1.5 m: off the board from anywhere). */
  maxSpeed: 3000,
  /** Safety bound on one shot's simulated time, s; the model stops well before (see {@link settle}). */
  maxSeconds: 20,
});

/** How the neutral ground takes men (the `neutralTouch` rule option). */
export const NEUTRAL_TOUCH_RULES = ['at-rest', 'in-passing'] as const;
/** One of {@link NEUTRAL_TOUCH_RULES}. */
export type NeutralTouch = (typeof NEUTRAL_TOUCH_RULES)[number];

/** One man in the simulation. Mutable only inside this module's in-place stepping. */
export interface Body {
  /** The man's id, 1..12. */
  readonly id: number;
  /** Centre, mm. */
  x: number;
  y: number;
  /** Velocity, mm/s. */
  vx: number;
  vy: number;
  /** `false` once the man has left play (tipped off the board, or stopped on the neutral ground in passing) or was never in it. */
  active: boolean;
  /** `true` once the man's centre passed the board's edge. */
  fell: boolean;
  /** `true` once the man touched the neutral ground while moving (only tracked under `in-passing`). */
  neutralInPassing: boolean;
  /** `true` once the man has moved during this shot. */
  moved: boolean;
}

/**
 * A shot being simulated: the bodies, which pairs of men overlap (one riding on the other), and the
 * contacts the shot man made. Treat as immutable outside this module: {@link stepFrame} returns a new one.
 */
export interface SimState {
  readonly bodies: readonly Body[];
  /** `overlap[i * n + j]` (i < j, indices into `bodies`) is 1 while men i and j overlap. */
  readonly overlap: Uint8Array;
  /** Index into `bodies` of the man that was shot. */
  readonly shooter: number;
  /** Ids of the men the shot man touched (rode onto or knocked) during the shot, in first-contact order. */
  readonly contacts: readonly number[];
  /** Ids of the men set moving by a knock (they were at rest when struck), in order. */
  readonly knocked: readonly number[];
  /** Sub-steps simulated so far. */
  readonly steps: number;
  /** The neutral-ground rule in force. */
  readonly neutralTouch: NeutralTouch;
  /** `true` when no man moves any more. */
  readonly atRest: boolean;
}

/** A man as the simulation takes it in: id, centre (mm), and whether it takes part (men out of play do not). */
export interface SimMan {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly inPlay: boolean;
}

/**
 * Starts the simulation of a flick.
 * @param men every man, in a fixed order (ids 1..12).
 * @param shooterId the man flicked.
 * @param headingDeg direction, degrees counter-clockwise from +x (90 = towards the Plain end).
 * @param speed initial speed given by the spoof, mm/s.
 * @throws Error when `shooterId` is not among `men` or is out of play (a programmer bug: `play` checks first).
 */
export function startShot(men: readonly SimMan[], shooterId: number, headingDeg: number, speed: number, neutralTouch: NeutralTouch): SimState {
  const shooter = men.findIndex((m) => m.id === shooterId);
  if (shooter < 0 || !men[shooter]!.inPlay) throw new Error(`startShot: man ${shooterId} is not in play`);
  const rad = (headingDeg * Math.PI) / 180;
  const bodies: Body[] = men.map((m, i) => ({
    id: m.id,
    x: m.x,
    y: m.y,
    vx: i === shooter ? speed * Math.cos(rad) : 0,
    vy: i === shooter ? speed * Math.sin(rad) : 0,
    active: m.inPlay,
    fell: false,
    neutralInPassing: false,
    moved: false,
  }));
  const n = bodies.length;
  const overlap = new Uint8Array(n * n);
  const touch = (2 * BOARD.manRadius) ** 2;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      if (a.active && b.active && (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < touch) overlap[i * n + j] = 1;
    }
  }
  return { bodies, overlap, shooter, contacts: [], knocked: [], steps: 0, neutralTouch, atRest: speed <= 0 };
}

/** Mutable working copy used by the stepping loop. */
interface Work {
  bodies: Body[];
  overlap: Uint8Array;
  shooter: number;
  contacts: number[];
  knocked: number[];
  steps: number;
  neutralTouch: NeutralTouch;
  atRest: boolean;
}

function copy(s: SimState): Work {
  return {
    bodies: s.bodies.map((b) => ({ ...b })),
    overlap: s.overlap.slice(),
    shooter: s.shooter,
    contacts: [...s.contacts],
    knocked: [...s.knocked],
    steps: s.steps,
    neutralTouch: s.neutralTouch,
    atRest: s.atRest,
  };
}

function riding(w: Work, i: number): boolean {
  const n = w.bodies.length;
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    const k = i < j ? i * n + j : j * n + i;
    if (w.overlap[k] === 1) return true;
  }
  return false;
}

/** One fixed sub-step of 1/{@link PHYSICS.stepsPerSecond} s, in place. */
function substep(w: Work): void {
  const dt = 1 / PHYSICS.stepsPerSecond;
  const bodies = w.bodies;
  const n = bodies.length;
  const movedNow = new Uint8Array(n);
  // 1. Slide: exact constant-deceleration kinematics over the step, so a lone man travels exactly v0²/2a.
  for (let i = 0; i < n; i++) {
    const b = bodies[i]!;
    if (!b.active || (b.vx === 0 && b.vy === 0)) continue;
    b.moved = true;
    movedNow[i] = 1;
    const a = riding(w, i) ? PHYSICS.rideDecel : PHYSICS.decel;
    const s = Math.sqrt(b.vx * b.vx + b.vy * b.vy);
    const ux = b.vx / s;
    const uy = b.vy / s;
    if (s <= a * dt) {
      const d = (s * s) / (2 * a);
      b.x += ux * d;
      b.y += uy * d;
      b.vx = 0;
      b.vy = 0;
    } else {
      const d = s * dt - 0.5 * a * dt * dt;
      b.x += ux * d;
      b.y += uy * d;
      const s2 = s - a * dt;
      b.vx = ux * s2;
      b.vy = uy * s2;
    }
    // 2. The edge: a man whose centre passes the edge tips off the board.
    if (offBoard(b.x, b.y)) {
      b.active = false;
      b.fell = true;
      b.vx = 0;
      b.vy = 0;
      for (let j = 0; j < n; j++) if (j !== i) w.overlap[i < j ? i * n + j : j * n + i] = 0;
      continue;
    }
    // 3. Neutral ground in passing: the man stops where it first touches it.
    if (w.neutralTouch === 'in-passing' && touchesNeutral(b.x, b.y)) {
      b.neutralInPassing = true;
      b.active = false;
      b.vx = 0;
      b.vy = 0;
      for (let j = 0; j < n; j++) if (j !== i) w.overlap[i < j ? i * n + j : j * n + i] = 0;
    }
  }
  // 4. Contacts: a new contact either knocks (hard) or starts a ride (gentle).
  const touch = 2 * BOARD.manRadius;
  for (let i = 0; i < n; i++) {
    const a = bodies[i]!;
    if (!a.active) continue;
    for (let j = i + 1; j < n; j++) {
      const b = bodies[j]!;
      if (!b.active || (movedNow[i] === 0 && movedNow[j] === 0)) continue; // neither moved: nothing changed
      const k = i * n + j;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 >= touch * touch) {
        w.overlap[k] = 0;
        continue;
      }
      if (w.overlap[k] === 1) continue; // already riding: no new interaction
      const d = Math.sqrt(d2);
      const nx = d > 0 ? dx / d : 1;
      const ny = d > 0 ? dy / d : 0;
      const closing = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny;
      if (i === w.shooter || j === w.shooter) {
        const other = i === w.shooter ? b.id : a.id;
        if (!w.contacts.includes(other)) w.contacts.push(other);
      }
      if (closing > PHYSICS.knockSpeed) {
        const aStill = a.vx === 0 && a.vy === 0;
        const bStill = b.vx === 0 && b.vy === 0;
        const impulse = ((1 + PHYSICS.restitution) / 2) * closing;
        a.vx -= impulse * nx;
        a.vy -= impulse * ny;
        b.vx += impulse * nx;
        b.vy += impulse * ny;
        const push = (touch - d) / 2;
        a.x -= push * nx;
        a.y -= push * ny;
        b.x += push * nx;
        b.y += push * ny;
        if (aStill && !w.knocked.includes(a.id)) w.knocked.push(a.id);
        if (bStill && !w.knocked.includes(b.id)) w.knocked.push(b.id);
      } else {
        w.overlap[k] = 1;
      }
    }
  }
  w.steps++;
  let moving = false;
  for (const b of bodies) if (b.active && (b.vx !== 0 || b.vy !== 0)) moving = true;
  if (!moving || w.steps >= PHYSICS.maxSeconds * PHYSICS.stepsPerSecond) {
    for (const b of bodies) {
      b.vx = 0;
      b.vy = 0;
    }
    w.atRest = true;
  }
}

function freeze(w: Work): SimState {
  return {
    bodies: w.bodies,
    overlap: w.overlap,
    shooter: w.shooter,
    contacts: w.contacts,
    knocked: w.knocked,
    steps: w.steps,
    neutralTouch: w.neutralTouch,
    atRest: w.atRest,
  };
}

/**
 * Advances the simulation by one animation frame (1/60 s = 8 sub-steps), for drawing at 60 fps.
 * Returns a new state; `sim` is not changed. At rest, returns `sim` itself.
 */
export function stepFrame(sim: SimState): SimState {
  if (sim.atRest) return sim;
  const w = copy(sim);
  const perFrame = PHYSICS.stepsPerSecond / PHYSICS.framesPerSecond;
  for (let k = 0; k < perFrame && !w.atRest; k++) substep(w);
  return freeze(w);
}

/**
 * Runs the simulation until every man is at rest. The result is the same as calling {@link stepFrame}
 * until `atRest` (both run the same sub-steps). Always ends: each moving man loses at least
 * {@link PHYSICS.decel} × dt of speed per step and knocks do not add energy (restitution ≤ 1); the
 * {@link PHYSICS.maxSeconds} bound is a safety net that stops every man if it were ever reached.
 */
export function settle(sim: SimState): SimState {
  if (sim.atRest) return sim;
  const w = copy(sim);
  while (!w.atRest) substep(w);
  return freeze(w);
}

/** Where a lone man flicked at `speed` mm/s comes to rest on open board: v²/2a, mm. */
export function slideDistance(speed: number): number {
  return (speed * speed) / (2 * PHYSICS.decel);
}

/** The flick speed (mm/s) that makes a lone man slide `distance` mm on open board before it stops. */
export function speedForDistance(distance: number): number {
  return Math.sqrt(2 * PHYSICS.decel * Math.max(0, distance));
}
