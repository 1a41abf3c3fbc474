/**
 * Reduced motion, from the system or from the app: `prefers-reduced-motion: reduce`, or the kiosk's own
 * "Less motion" switch (issue 16: in-app "reduced motion" switch, because the operating system's setting
 * is out of a visitor's reach; kiosk-practice K11). The switch puts the class `reduce-motion` on the
 * document element, which `styles.css` treats as the media query; code that animates in JavaScript (the
 * teetotum's whirl, Spoof's slide) asks {@link prefersReducedMotion}.
 */

/** `true` when motion should be reduced: the app's switch is on, or the system asks for it. */
export function prefersReducedMotion(): boolean {
  if (typeof document !== 'undefined' && document.documentElement.classList.contains('reduce-motion')) return true;
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Turns the app's "Less motion" switch on or off. */
export function setReducedMotion(on: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('reduce-motion', on);
}
