/**
 * Path data for the games' pictures (`./*Picture.svelte`): many equal squares or dots as one `<path>`
 * rather than an element each (issue 19: first paint). The start screen draws all five pictures; drawn
 * element by element, from keyed `{#each}` blocks, the Not Made in Germany board alone was 81 squares,
 * and the pictures were about half of the start screen's time from the host's answer to its DOM. A path
 * of closed subpaths is filled and stroked as the separate shapes were.
 *
 * Coordinates are the pictures' own user units (their `viewBox` is 0 0 196 196).
 */

/** One axis-aligned square or rectangle: top-left corner `x`, `y` and its `w`idth and `h`eight. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The path data of `boxes`, each a closed subpath (`M x y h w v h h -w z`). Empty for none. */
export function boxesPath(boxes: readonly Box[]): string {
  return boxes.map((b) => `M${b.x} ${b.y}h${b.w}v${b.h}h${-b.w}z`).join('');
}

/** The path data of circles of radius `r` at `centres`, each a closed subpath of two half-circle arcs. */
export function dotsPath(centres: readonly { readonly x: number; readonly y: number }[], r: number): string {
  return centres.map((c) => `M${c.x - r} ${c.y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`).join('');
}
