/**
 * Read-aloud on the kiosk's history card and how-to page (kiosk-practice K12: "how-to and history
 * available as text + pictures + optional read-aloud"; K11: "all audio captioned"): the museum's
 * recording of the page in the visitor's language when its content pack has one (an `HTMLAudioElement`
 * on a blob URL), else the page's text spoken by the Web Speech API when the system has a voice for the
 * language. The text on the screen is the caption of what is heard: a recording must say the page's text.
 *
 * One reader for the kiosk: starting a reading stops the one before; {@link Reader.stop} is called on
 * leaving the page (the button's `onDestroy`), on the idle reset (`KioskUi.showAttract`) and on "sound
 * off". A kiosk configured without read-aloud (`content.readAloud: false`) never makes a sound.
 *
 * The speech engine and the audio element are the page's (`speechSynthesis`, `Audio`); tests inject
 * doubles of both, since the test browser has neither voices nor an audio output.
 */
import type { Lang } from '$i18n';

/** What the reader is doing: nothing, or reading `key` (a page and game: `howto.morris`). */
export type Reading = { readonly key: string; readonly by: 'recording' | 'voice' } | null;

/** The kiosk's reader (see the module docs). */
export class Reader {
  /** The reading in progress (reactive). */
  reading = $state.raw<Reading>(null);
  /** The system's voices (they may arrive after the page loads: `voiceschanged`). */
  private voices = $state.raw<readonly SpeechSynthesisVoice[]>([]);
  private audio: HTMLAudioElement | undefined;

  constructor() {
    const s = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis;
    if (s === undefined) return;
    const load = () => (this.voices = s.getVoices());
    load();
    s.addEventListener?.('voiceschanged', load);
  }

  /** A voice of the system for `lang` (`de` matches `de-DE`), if there is one. */
  voiceFor(lang: Lang): SpeechSynthesisVoice | undefined {
    return this.voices.find((v) => v.lang.toLowerCase() === lang || v.lang.toLowerCase().startsWith(`${lang}-`));
  }

  /** Plays the recording at `url` (a blob URL of the pack's file) as reading `key`. */
  async playRecording(key: string, url: string): Promise<void> {
    this.stop();
    const audio = new Audio(url);
    this.audio = audio;
    this.reading = { key, by: 'recording' };
    audio.addEventListener('ended', () => this.finished(audio));
    audio.addEventListener('error', () => this.finished(audio));
    try {
      await audio.play();
    } catch {
      this.finished(audio); // no output device, or the page may not play sound
    }
  }

  /** Speaks `text` in `lang` with the system's voice as reading `key` (nothing when there is no voice). */
  speak(key: string, text: string, lang: Lang): void {
    const voice = this.voiceFor(lang);
    if (voice === undefined || typeof speechSynthesis === 'undefined') return;
    this.stop();
    const u = new SpeechSynthesisUtterance(text);
    u.lang = voice.lang;
    u.voice = voice;
    u.addEventListener('end', () => this.reading?.key === key && this.reading.by === 'voice' && (this.reading = null));
    u.addEventListener('error', () => this.reading?.key === key && this.reading.by === 'voice' && (this.reading = null));
    this.reading = { key, by: 'voice' };
    speechSynthesis.speak(u);
  }

  private finished(audio: HTMLAudioElement): void {
    if (this.audio !== audio) return;
    this.audio = undefined;
    this.reading = null;
  }

  /** Stops any reading at once. */
  stop(): void {
    if (this.audio !== undefined) {
      this.audio.pause();
      this.audio.removeAttribute('src');
      this.audio = undefined;
    }
    if (this.reading?.by === 'voice' && typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    this.reading = null;
  }
}
