/**
 * Session views sent as what changed (src/api/view-patch.ts, issue 19: "send what changed, not
 * everything ... validate the envelope and the parts that changed"): a patch turns the last view into the
 * next exactly, over any walk of a real Morris game; it carries only what changed (a man lifted does not
 * resend the history); unchanged fields keep their identity; and a patch that would make an invalid view
 * is refused with where and why.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyViewPatch, diffViews, isEmptyPatch, type SessionView } from '../../../src/api';
import { createFakeApi } from '../../renderer/fake-api';

/** What crossing the wire does to a value. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

async function startedGame() {
  const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'], board: { kind: 'virtual' } });
  const first = fake.view()!;
  return { fake, first };
}

describe('diffViews and applyViewPatch', () => {
  it('turn each view of a random walk (moves, undo, redo, board changes) into the next, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }), async (steps) => {
        const { fake, first } = await startedGame();
        let base: SessionView = wire(first);
        for (const step of steps) {
          const v = fake.view()!;
          const kind = step % 6;
          if (kind <= 2 && v.legalMoves.length > 0) await fake.api.playMove(v.legalMoves[step % v.legalMoves.length]!.notation);
          else if (kind === 3) await fake.api.undo();
          else if (kind === 4) await fake.api.redo();
          else {
            const odd = Math.floor(step / 6) % 2 === 1;
            fake.patch({ lifted: odd ? ['d2'] : [], termination: odd ? 'rules' : undefined });
          }
          const next = fake.view()!;
          const patch = diffViews(base, next);
          expect(patch).toBeDefined();
          const applied = applyViewPatch(base, wire(patch));
          expect(applied).toEqual({ ok: true, value: wire(next) });
          base = applied.ok ? applied.value : base;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('sends only what changed: a man lifted is one field, a ply keeps the history and adds one', async () => {
    const { fake, first } = await startedGame();
    for (const c of ['d2', 'b6', 'f4', 'a7']) await fake.api.playMove(c);
    const before = fake.view()!;
    fake.patch({ lifted: ['d2'] });
    const lifted = fake.view()!;
    expect(diffViews(before, lifted)).toEqual({ set: { lifted: ['d2'] } });
    expect(diffViews(lifted, lifted)).toEqual({});
    expect(isEmptyPatch(diffViews(lifted, lifted)!)).toBe(true);
    await fake.api.playMove('g7');
    const played = diffViews(lifted, fake.view()!)!;
    expect(played.moves).toEqual({ keep: 4, add: [{ ply: 5, seat: 0, notation: 'g7', by: 'screen', provisional: false }] });
    await fake.api.undo();
    expect(diffViews(fake.view()!, lifted)?.moves).toBeUndefined();
    // Another game's view cannot be a patch of this one.
    expect(diffViews(first, { ...first, id: 'another-game' })).toBeUndefined();
  });

  it('keeps the identity of every field the patch does not touch', async () => {
    const { fake, first } = await startedGame();
    fake.patch({ lifted: ['a7'] });
    const r = applyViewPatch(first, wire(diffViews(first, fake.view()!)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lifted).toEqual(['a7']);
    for (const f of ['moves', 'legalMoves', 'contents', 'seats', 'board', 'settings'] as const) expect(r.value[f], f).toBe(first[f]);
  });

  it('refuses a patch that would make an invalid view, saying where and why', async () => {
    const { first } = await startedGame();
    const refused: [unknown, RegExp][] = [
      [{ set: { turn: 'white' } }, /^patch\.set\.turn: /],
      [{ set: { legalMoves: [{ notation: 'd2' }] } }, /^patch\.set\.legalMoves/],
      [{ unset: ['position'] }, /position cannot be absent/],
      [{ moves: { keep: 3, add: [] } }, /3 plies kept of a history of 0/],
      [{ moves: { keep: 0, add: [{ ply: 1 }] } }, /^patch\.moves\.add/],
      [{ sets: {} }, /^patch: /],
      ['not a patch', /^patch: /],
    ];
    for (const [patch, why] of refused) {
      const r = applyViewPatch(first, patch);
      expect(r.ok, JSON.stringify(patch)).toBe(false);
      if (!r.ok) expect(r.error).toMatch(why);
    }
  });

  it('ignores fields this version does not know, as the whole view schema does', async () => {
    const { first } = await startedGame();
    const r = applyViewPatch(first, { set: { fromTheFuture: 1, __proto__: { admin: true } }, unset: ['alsoUnknown'] });
    expect(r).toEqual({ ok: true, value: first });
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });
});
