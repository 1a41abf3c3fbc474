/**
 * The kiosk page keeps the screen on (kiosk-practice K10: "no sleep"; `renderer/src/kiosk/wake-lock.ts`):
 * it takes a screen wake lock when it starts, takes it again each time the page becomes visible (a
 * browser drops the lock of a hidden page), releases it when it stops, and carries on quietly in a
 * browser that refuses the lock.
 */
import { describe, expect, it } from 'vitest';
import { keepScreenOn } from '../../../renderer/src/kiosk/wake-lock';

/** A page whose visibility the test sets, and a browser whose wake lock it watches. */
function fakes(refuse = false) {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const log: string[] = [];
  const nav = {
    wakeLock: {
      request: async (type: string) => {
        log.push(`request ${type}`);
        if (refuse) throw new DOMException('not allowed', 'NotAllowedError');
        return { release: async () => void log.push('release') };
      },
    },
  };
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, nav: nav as unknown as Navigator, log, show };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('keepScreenOn', () => {
  it('takes the screen lock at once, again when the page is shown again, and releases it when stopped', async () => {
    const f = fakes();
    const stop = keepScreenOn(f.doc, f.nav);
    await settle();
    expect(f.log).toEqual(['request screen']);
    f.show('hidden');
    await settle();
    expect(f.log).toEqual(['request screen']);
    f.show('visible');
    await settle();
    expect(f.log).toEqual(['request screen', 'request screen']);
    stop();
    await settle();
    expect(f.log).toEqual(['request screen', 'request screen', 'release']);
    f.show('visible');
    await settle();
    expect(f.log).toHaveLength(3);
  });

  it('carries on without a lock when the browser refuses it, or has no wake lock at all', async () => {
    const f = fakes(true);
    const stop = keepScreenOn(f.doc, f.nav);
    await settle();
    expect(f.log).toEqual(['request screen']);
    stop();
    await settle();
    expect(f.log).toEqual(['request screen']);
    expect(() => keepScreenOn(f.doc, {} as Navigator)()).not.toThrow();
  });
});
