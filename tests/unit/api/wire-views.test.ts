/**
 * Views on the WebSocket as patches of the connection's last view (src/api/wire.ts ViewSender and
 * ViewReceiver, issue 19): the first view of a game goes whole, the next ones as what changed, a view that
 * changes nothing not at all; replies of the view methods share the same base; `view` always answers
 * whole (the client's way back after a patch it could not apply).
 */
import { describe, expect, it } from 'vitest';
import { ServerMessageSchema, VIEW_REPLY_METHODS, ViewReceiver, ViewSender, type SessionView } from '../../../src/api';
import { ok } from '../../../src/core/result';
import { createFakeApi } from '../../renderer/fake-api';
import { msg } from '../../../src/i18n/index';

/** Sends `text` through the receiver as the browser bridge does; the view it yields, if any. */
function receive(r: ViewReceiver, text: string): SessionView | null | undefined {
  const m = ServerMessageSchema.parse(JSON.parse(text));
  if (m.t === 'event' && m.event.type === 'view') {
    r.whole(m.event.view);
    return m.event.view;
  }
  if (m.t === 'patch' || (m.t === 'reply' && 'patch' in m)) {
    const v = r.patch(m.patch);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }
  if (m.t === 'reply' && m.result.ok) {
    r.whole(m.result.value as SessionView | null);
    return m.result.value as SessionView | null;
  }
  return undefined;
}

describe('ViewSender and ViewReceiver', () => {
  it('name the methods whose replies are views', () => {
    expect([...VIEW_REPLY_METHODS].sort()).toEqual(
      ['agreeDraw', 'chooseCandidate', 'confirmTakeback', 'connectBoard', 'declineDraw', 'hint', 'newGame', 'offerDraw', 'playMove', 'redo', 'resign', 'resumeGame', 'undo', 'view'].sort(),
    );
  });

  it('send the first view whole, then patches the receiver turns back into the views, events and replies alike', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const sender = new ViewSender();
    const receiver = new ViewReceiver();
    const first = sender.event({ type: 'view', view: fake.view() });
    expect(JSON.parse(first!)).toMatchObject({ t: 'event', event: { type: 'view' } });
    expect(receive(receiver, first!)).toEqual(fake.view());
    const played = await fake.api.playMove('d2');
    const reply = sender.reply(7, 'playMove', played);
    expect(JSON.parse(reply)).toMatchObject({ t: 'reply', id: 7, patch: { moves: { keep: 0, add: [{ notation: 'd2' }] } } });
    expect(receive(receiver, reply)).toEqual(fake.view());
    // The event of the same change after its reply changes nothing: not sent.
    expect(sender.event({ type: 'view', view: fake.view() })).toBeUndefined();
    fake.patch({ lifted: ['d2'] });
    const lifted = sender.event({ type: 'view', view: fake.view() })!;
    expect(JSON.parse(lifted)).toEqual({ t: 'patch', patch: { set: { lifted: ['d2'] } } });
    expect(receive(receiver, lifted)).toEqual(fake.view());
  });

  it('send a view of another game, null, refusals and other replies whole, and `view` whole as a new base', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const sender = new ViewSender();
    const receiver = new ViewReceiver();
    receive(receiver, sender.event({ type: 'view', view: fake.view() })!);
    const other = { ...fake.view()!, id: 'another-game' };
    expect(JSON.parse(sender.reply(1, 'newGame', ok(other)))).toMatchObject({ t: 'reply', id: 1, result: { ok: true, value: { id: 'another-game' } } });
    expect(JSON.parse(sender.reply(2, 'undo', { ok: false, error: { code: 'session/nothing-to-undo', message: msg('core.verbatim', { text: 'no' }) } }))).toMatchObject({ result: { ok: false } });
    expect(JSON.parse(sender.reply(3, 'listPorts', ok([])))).toEqual({ t: 'reply', id: 3, result: { ok: true, value: [] } });
    expect(JSON.parse(sender.reply(4, 'view', ok(other)))).toMatchObject({ t: 'reply', id: 4, result: { ok: true, value: { id: 'another-game' } } });
    expect(JSON.parse(sender.event({ type: 'view', view: null })!)).toEqual({ t: 'event', event: { type: 'view', view: null } });
    expect(JSON.parse(sender.event({ type: 'view', view: other })!)).toMatchObject({ t: 'event', event: { type: 'view' } });
  });

  it('refuse a patch with no base, and lose the base with a patch that cannot be applied', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const receiver = new ViewReceiver();
    expect(receiver.patch({ set: { lifted: [] } })).toEqual({ ok: false, error: 'a patch arrived with no view to apply it to' });
    receiver.whole(fake.view());
    expect(receiver.patch({ set: { turn: 'white' } }).ok).toBe(false);
    expect(receiver.patch({ set: { lifted: [] } }).ok).toBe(false);
    receiver.whole(fake.view());
    expect(receiver.patch({ set: { lifted: ['a1'] } }).ok).toBe(true);
    receiver.reset();
    expect(receiver.patch({}).ok).toBe(false);
  });
});
