/**
 * Minimum-cost assignment (the Hungarian method, Kuhn–Munkres with potentials, O(n²·m)).
 *
 * Used by the guidance to pair men standing where they should not with the cells that miss a man, so
 * the board shows "move the man from d3 to a7" instead of a lift and a put; the idea (not the code) is
 * Centaur's correction mode, `../shared/background/sensor-board-anchors.md` §B "Recovery when the board
 * does not match": "pair extra→missing squares by Hungarian assignment on Manhattan distance".
 */

/**
 * Finds the assignment of rows to columns with the least total cost.
 *
 * @param cost `cost[i][j]` ≥ 0 for pairing row `i` with column `j`; `Infinity` forbids the pair. All rows
 *   must have the same length. Rows and columns may differ in number.
 * @returns `pairs[i]` = the column given to row `i`, or `-1` when row `i` stays unpaired (more rows than
 *   columns, or only forbidden columns left). At most `min(rows, columns)` rows are paired; among the
 *   assignments of that size avoiding forbidden pairs, the total cost is least.
 */
export function assign(cost: readonly (readonly number[])[]): number[] {
  const n0 = cost.length;
  const m0 = n0 === 0 ? 0 : cost[0]!.length;
  if (n0 === 0 || m0 === 0) return new Array<number>(n0).fill(-1);
  const transpose = n0 > m0;
  const n = transpose ? m0 : n0;
  const m = transpose ? n0 : m0;
  // Forbidden pairs get a cost larger than any finite assignment; they are dropped afterwards.
  let finiteMax = 0;
  for (const row of cost) for (const v of row) if (Number.isFinite(v) && v > finiteMax) finiteMax = v;
  const big = (finiteMax + 1) * (n + 1) + 1;
  const at = (i: number, j: number): number => {
    const v = transpose ? cost[j]![i]! : cost[i]![j]!;
    return Number.isFinite(v) ? v : big;
  };
  // 1-based arrays, column 0 is the virtual start.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0); // p[j] = row matched to column j
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = at(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else {
          minv[j] = minv[j]! - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const pairs = new Array<number>(n0).fill(-1);
  for (let j = 1; j <= m; j++) {
    const i = p[j]!;
    if (i === 0) continue;
    const row = transpose ? j - 1 : i - 1;
    const col = transpose ? i - 1 : j - 1;
    if (Number.isFinite(cost[row]![col]!)) pairs[row] = col;
  }
  return pairs;
}
