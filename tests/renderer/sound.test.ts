/**
 * The sounds (issue 14: "Sounds for move, capture, illegal and game over, off by default, with a
 * volume"): which change of the game sounds which (`soundFor`), off by default, the volume kept and
 * used, and the Web Audio tones made at that volume (a recording stand-in for AudioContext).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../src/api/index';
import { isCapture, soundFor } from '../../renderer/src/lib/sounds';
import { SoundSettings } from '../../renderer/src/lib/sound.svelte';

const move = (ply: number, notation: string) => ({ ply, seat: ply % 2, notation, by: 'screen' as const, provisional: false });
const view = (moves: readonly string[], over = false, id = 'g1') =>
  ({ id, game: 'morris', moves: moves.map((n, i) => move(i + 1, n)), status: over ? { kind: 'won', winners: [0], reason: 'x' } : { kind: 'ongoing' } }) as unknown as SessionView;

describe('soundFor', () => {
  it('sounds a ply as a move, a ply that takes a man as a capture, the end of the game as game over', () => {
    expect(soundFor(view([]), view(['d2']))).toBe('move');
    expect(soundFor(view(['a7', 'a1', 'd7', 'd1']), view(['a7', 'a1', 'd7', 'd1', 'g7xa1']))).toBe('capture');
    expect(soundFor(view(['a7']), view(['a7', 'b6'], true))).toBe('over');
  });
  it('is silent for the same game redrawn, a takeback, another game, or no game', () => {
    expect(soundFor(view(['d2']), view(['d2']))).toBeUndefined();
    expect(soundFor(view(['d2', 'a1']), view(['d2']))).toBeUndefined();
    expect(soundFor(view(['d2']), view(['d2', 'a1'], false, 'g2'))).toBeUndefined();
    expect(soundFor(null, view(['d2']))).toBeUndefined();
  });
  it('reads a capture from Morris notation only', () => {
    expect(isCapture('morris', 'd2-d3xb6')).toBe(true);
    expect(isCapture('morris', 'd2-d3')).toBe(false);
    expect(isCapture('quoits', '3+4x')).toBe(false);
  });
});

describe('SoundSettings', () => {
  const gains: number[] = [];
  const freqs: number[] = [];
  class FakeContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    createOscillator() {
      const osc = { type: '', frequency: { value: 0 }, connect: (g: unknown) => g, start: vi.fn(), stop: vi.fn() };
      queueMicrotask(() => freqs.push(osc.frequency.value));
      return osc;
    }
    createGain() {
      return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: (v: number) => gains.push(v) }, connect: (d: unknown) => d };
    }
  }
  beforeEach(() => {
    localStorage.clear();
    gains.length = 0;
    freqs.length = 0;
    vi.stubGlobal('AudioContext', FakeContext);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is off by default and then plays nothing', () => {
    const s = new SoundSettings();
    expect(s.on).toBe(false);
    s.play('move');
    expect(s.played).toEqual([]);
    expect(gains).toEqual([]);
  });

  it('plays each kind at the volume chosen, and keeps the choice for the next visit', async () => {
    const s = new SoundSettings();
    s.set(true, 0.5);
    s.play('capture');
    await Promise.resolve();
    expect(s.played).toEqual([{ kind: 'capture', volume: 0.5 }]);
    // Two notes for a capture, each rising to 0.3 × the volume and falling away.
    expect(gains.filter((g) => g > 0.001)).toEqual([0.15, 0.15]);
    expect(freqs).toEqual([660, 440]);
    expect(new SoundSettings()).toMatchObject({ on: true, volume: 0.5 });
    s.set(true, 0);
    s.play('over');
    expect(s.played).toHaveLength(1);
    s.set(false, 2);
    expect(s.volume).toBe(1);
  });
});
