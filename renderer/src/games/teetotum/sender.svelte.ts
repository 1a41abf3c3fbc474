/**
 * One move at a time from a teetotum screen: while a move (a spin, an arrow) is on its way to the host,
 * `sending` is `true` and further sends are dropped, so a double click cannot send a move twice.
 */

/** Sends moves through the screen's `onmove`, one at a time. */
export class MoveSender {
  /** `true` while a move is on its way (the screen disables its buttons). */
  sending = $state(false);

  /**
   * @param onmove the screen's current `onmove` prop (a getter: props may change).
   * @param after called once each send is done, accepted or not (e.g. to clear a preview).
   */
  constructor(
    private readonly onmove: () => (notation: string) => Promise<unknown>,
    private readonly after?: () => void,
  ) {}

  /** Sends `notation` unless a move is already on its way. */
  send = async (notation: string): Promise<void> => {
    if (this.sending) return;
    this.sending = true;
    try {
      await this.onmove()(notation);
    } finally {
      this.sending = false;
      this.after?.();
    }
  };
}
