/**
 * The app's sounds (issue 14: "Sounds for move, capture, illegal and game over, off by default, with a
 * volume"): short tones made with the Web Audio API (no sound files), one per {@link SoundKind}, at the
 * volume chosen. Off until a person turns them on; the choice and the volume are kept in the browser
 * (`localStorage`, key `parlour.sound`). A browser without Web Audio, or one that refuses to start it,
 * stays silent without an error.
 */
import { SOUND_KINDS, type SoundKind } from './sounds';

/** The tones of each sound: frequency (Hz) and start and length (ms) of each note. */
const TONES: Readonly<Record<SoundKind, readonly { hz: number; at: number; ms: number }[]>> = {
  move: [{ hz: 520, at: 0, ms: 70 }],
  capture: [
    { hz: 660, at: 0, ms: 70 },
    { hz: 440, at: 80, ms: 110 },
  ],
  illegal: [{ hz: 180, at: 0, ms: 160 }],
  over: [
    { hz: 523, at: 0, ms: 140 },
    { hz: 659, at: 150, ms: 140 },
    { hz: 784, at: 300, ms: 260 },
  ],
};

const KEY = 'parlour.sound';

/** Sound on or off and its volume, reactive. */
export class SoundSettings {
  /** Off by default. */
  on = $state(false);
  /** 0 (silent) to 1 (full), default 0.6. */
  volume = $state(0.6);
  /** The sounds played so far (kind, volume): what a test or a screen reader log can read. */
  played = $state.raw<readonly { kind: SoundKind; volume: number }[]>([]);
  private context: AudioContext | undefined;

  constructor() {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { on?: unknown; volume?: unknown } | null;
      if (saved !== null && typeof saved.on === 'boolean') this.on = saved.on;
      if (saved !== null && typeof saved.volume === 'number' && saved.volume >= 0 && saved.volume <= 1) this.volume = saved.volume;
    } catch {
      // No storage, or something else there: the defaults.
    }
  }

  /** Turns the sounds on or off and keeps the choice. */
  set(on: boolean, volume = this.volume): void {
    this.on = on;
    this.volume = Math.max(0, Math.min(1, volume));
    try {
      localStorage.setItem(KEY, JSON.stringify({ on: this.on, volume: this.volume }));
    } catch {
      // Not kept: the choice lasts until the page is closed.
    }
  }

  /** Plays `kind` when the sounds are on (and the volume above zero). */
  play(kind: SoundKind): void {
    if (!this.on || this.volume <= 0 || !SOUND_KINDS.includes(kind)) return;
    this.played = [...this.played.slice(-19), { kind, volume: this.volume }];
    const Ctx = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (Ctx === undefined) return;
    try {
      this.context ??= new Ctx();
      const ctx = this.context;
      void ctx.resume?.();
      const t0 = ctx.currentTime;
      for (const tone of TONES[kind]) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = tone.hz;
        const start = t0 + tone.at / 1000;
        const end = start + tone.ms / 1000;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, 0.3 * this.volume), start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start);
        osc.stop(end + 0.02);
      }
    } catch {
      // Web Audio refused (no device, a policy): silent.
    }
  }
}

/** The app's one sound settings object. */
export const sound = new SoundSettings();
