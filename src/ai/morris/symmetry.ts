/**
 * The 16 symmetries of the Morris board (its lines of three are all alike: "All of the lines are used
 * alike, no distinction being made between the long and the short ones"): the 8 of the square
 * (rotations and reflections) times swapping the outer and inner squares (the middle square stays).
 * Each maps lines to lines and neighbours to neighbours, so it maps positions to positions of equal
 * value; the endgame tables store one position of each class.
 *
 * Also the combinatorial number system used to index sets of men (`rankSet`, `unrankSet`).
 */
import { POINTS, pointIndex } from '../../games/morris/board';

function permutationOf(f: (file: number, rank: number) => [number, number]): Int8Array {
  const out = new Int8Array(24);
  for (let i = 0; i < 24; i++) {
    const name = POINTS[i]!;
    const [file, rank] = f(name.charCodeAt(0) - 97 - 3, name.charCodeAt(1) - 49 - 3);
    const j = pointIndex(String.fromCharCode(97 + file + 3) + String(rank + 4));
    if (j === undefined) throw new Error(`symmetry maps ${name} off the board`);
    out[i] = j;
  }
  return out;
}

/** The 16 symmetries as point permutations (`SYMMETRIES[g][p]` is the image of point `p`); 0 is the identity. */
export const SYMMETRIES: readonly Int8Array[] = (() => {
  const rot = permutationOf((f, r) => [r, -f]);
  const mirror = permutationOf((f, r) => [-f, r]);
  // Outer (offset 3) and inner (offset 1) squares swap; the middle square (offset 2) stays.
  const swap = permutationOf((f, r) => {
    const ring = Math.max(Math.abs(f), Math.abs(r));
    const to = ring === 2 ? 2 : 4 - ring;
    return [(f / ring) * to, (r / ring) * to];
  });
  const compose = (a: Int8Array, b: Int8Array): Int8Array => Int8Array.from(a, (x) => b[x]!);
  const all: Int8Array[] = [Int8Array.from({ length: 24 }, (_, i) => i)];
  const key = (p: Int8Array): string => p.join(',');
  const seen = new Set(all.map(key));
  for (let k = 0; k < all.length; k++) {
    for (const g of [rot, mirror, swap]) {
      const c = compose(all[k]!, g);
      if (!seen.has(key(c))) {
        seen.add(key(c));
        all.push(c);
      }
    }
  }
  if (all.length !== 16) throw new Error(`board invariant: expected 16 symmetries, found ${all.length}`);
  return all;
})();

/** `BYTE_MAP[(g * 3 + k) * 256 + v]`: the image under symmetry `g` of the bits `v` of byte `k` of a bitboard. */
const BYTE_MAP: Int32Array = (() => {
  const out = new Int32Array(16 * 3 * 256);
  for (let g = 0; g < 16; g++) {
    const perm = SYMMETRIES[g]!;
    for (let k = 0; k < 3; k++) {
      for (let v = 0; v < 256; v++) {
        let img = 0;
        for (let bit = 0; bit < 8; bit++) if ((v >>> bit) & 1) img |= 1 << perm[k * 8 + bit]!;
        out[(g * 3 + k) * 256 + v] = img;
      }
    }
  }
  return out;
})();

/** The image of bitboard `bb` under symmetry `g` (0..15). */
export function transform(g: number, bb: number): number {
  const base = g * 768;
  return BYTE_MAP[base + (bb & 255)]! | BYTE_MAP[base + 256 + ((bb >>> 8) & 255)]! | BYTE_MAP[base + 512 + ((bb >>> 16) & 255)]!;
}

/** `BINOMIAL[n * 8 + k]` = C(n, k) for n ≤ 24, k ≤ 7. */
export const BINOMIAL: Int32Array = (() => {
  const out = new Int32Array(25 * 8);
  for (let n = 0; n <= 24; n++) {
    out[n * 8] = 1;
    for (let k = 1; k < 8; k++) out[n * 8 + k] = n === 0 ? 0 : out[(n - 1) * 8 + k - 1]! + out[(n - 1) * 8 + k]!;
  }
  return out;
})();

/** C(n, k) for n ≤ 24, k ≤ 7. */
export function binomial(n: number, k: number): number {
  return BINOMIAL[n * 8 + k]!;
}

/**
 * The rank of a set of points among the sets of its size (combinatorial number system: the points
 * p1 < p2 < … < pk give C(p1, 1) + C(p2, 2) + … + C(pk, k)), 0 ≤ rank < C(24, k).
 */
export function rankSet(bb: number): number {
  let r = 0;
  let i = 1;
  while (bb !== 0) {
    const low = bb & -bb;
    bb ^= low;
    r += BINOMIAL[(31 - Math.clz32(low)) * 8 + i]!;
    i++;
  }
  return r;
}

/** The set of `k` points (as a bitboard over points 0..n-1) of rank `r` ({@link rankSet}'s inverse). */
export function unrankSet(r: number, k: number, n = 24): number {
  let bb = 0;
  let p = n - 1;
  for (let i = k; i >= 1; i--) {
    while (BINOMIAL[p * 8 + i]! > r) p--;
    bb |= 1 << p;
    r -= BINOMIAL[p * 8 + i]!;
    p--;
  }
  return bb;
}
