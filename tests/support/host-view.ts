/**
 * Waiting on a host's view in the host-level integration tests: poll `host.view()` until a predicate
 * holds. Generous limits: this is no timing assertion, only the end of a wait for something that must
 * happen (a move committed, the board reconnected).
 */
import type { Host } from '../../host/host';
import type { SessionView } from '../../host/types';
import { said } from '../unit/support/text';

/**
 * Polls `host.view()` every 20 ms until `pred` holds, and returns that view.
 * @throws Error after `ms` (default 8000), naming what was awaited and showing the last view in short.
 */
export async function untilView(host: Host, pred: (v: SessionView) => boolean, ms = 8000, what = 'the view'): Promise<SessionView> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await host.view();
    if (r.ok && r.value !== null && pred(r.value)) return r.value;
    if (Date.now() > end) {
      const v = r.ok ? r.value : null;
      const short = v === null ? r : { phase: v.phase, board: v.board.state, moves: v.moves.map((m) => m.notation), guidance: said(v.guidance), takeback: v.takeback };
      throw new Error(`timed out waiting for ${what}; last view: ${JSON.stringify(short)}`);
    }
    await new Promise((res) => setTimeout(res, 20));
  }
}
