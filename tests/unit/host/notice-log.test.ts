/**
 * `host/notice-log.ts`: the notices kept for a page that opens later, while they hold.
 */
import { describe, expect, it } from 'vitest';
import { MAX_KEPT, NoticeLog } from '../../../host/notice-log';
import { msg } from '../../../src/i18n/index';

const m = msg('core.verbatim', { text: 'x' });
const codes = (log: NoticeLog) => log.list().map((n) => n.code);

describe('the kept notices', () => {
  it('drop one a later notice makes untrue, and passing ones once a ply is played', () => {
    const log = new NoticeLog();
    log.add('warning', 'board/disconnected', m);
    log.add('warning', 'session/takeback', m);
    log.add('info', 'board/reconnected', m);
    expect(codes(log)).toEqual(['session/takeback', 'board/reconnected']);
    log.played();
    expect(codes(log)).toEqual(['board/reconnected']);
  });

  it('forget those older than a new game, and those of a code whose cause is gone', () => {
    const log = new NoticeLog();
    log.add('info', 'journal/resumed', m);
    log.add('warning', 'settings/language', m);
    const first = log.nextId;
    const aside = log.add('warning', 'journal/set-aside', m);
    expect(aside.id).toBe(first);
    log.forgetBefore(first);
    expect(codes(log)).toEqual(['journal/set-aside']);
    log.add('warning', 'settings/language', m);
    log.forget('settings/language');
    expect(codes(log)).toEqual(['journal/set-aside']);
  });

  it(`keep at most ${MAX_KEPT}, the oldest going first, with ids counting up`, () => {
    const log = new NoticeLog();
    for (let i = 0; i < MAX_KEPT + 5; i++) log.add('info', `c/${i}`, m);
    const kept = log.list();
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]!.code).toBe('c/5');
    expect(kept.map((n) => n.id)).toEqual(Array.from({ length: MAX_KEPT }, (_, i) => i + 6));
  });

  it('forget one a person dismissed, and nothing for an id not kept', () => {
    const log = new NoticeLog();
    const resumed = log.add('info', 'journal/resumed', m);
    log.add('warning', 'journal/set-aside', m);
    log.dismiss(resumed.id);
    expect(codes(log)).toEqual(['journal/set-aside']);
    log.dismiss(resumed.id);
    log.dismiss(999);
    expect(codes(log)).toEqual(['journal/set-aside']);
  });
});
