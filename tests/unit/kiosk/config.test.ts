/**
 * The kiosk configuration gate (src/kiosk/config.ts, validate.ts; issue 16: "one JSON file validated by a
 * schema ... an invalid file is refused with a message naming each fault").
 */
import { describe, expect, it } from 'vitest';
import { defaultKioskConfig, attractOrder, publicConfig, strengthOf } from '../../../src/kiosk/config';
import { parseKioskConfig, readKioskConfig } from '../../../src/kiosk/validate';
import { format } from '../../../src/i18n/index';

/** The faults of a refused configuration, as English lines (what the staff screen and the log show). */
function faultLines(raw: unknown): string[] {
  const r = parseKioskConfig(raw);
  if (r.ok) throw new Error('expected the configuration to be refused');
  return r.error.map((f) => format(f.problem, 'en'));
}

describe('the kiosk configuration', () => {
  it('is complete from an empty file: every game, English and German, 90 + 20 s, a restart at 03:00, no PIN', () => {
    const r = parseKioskConfig({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(defaultKioskConfig());
    expect(r.value.games.map((g) => g.game)).toEqual(['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof']);
    expect(r.value.games.every((g) => g.strength === 'easy')).toBe(true);
    expect(r.value.languages).toEqual({ offered: ['en', 'de'], default: 'en' });
    expect(r.value.idle).toEqual({ quietSeconds: 90, countdownSeconds: 20 });
    expect(r.value.nightlyRestart).toBe('03:00');
    expect(r.value.staff).toMatchObject({ pinHash: null, gestureTaps: 5, gestureSeconds: 3, wrongPinLimit: 5 });
    expect(r.value.attract.secondsPerGame).toBeLessThanOrEqual(60);
  });

  it('fills in what a section leaves out and keeps what it names', () => {
    const r = parseKioskConfig({ idle: { quietSeconds: 2 }, games: [{ game: 'morris', strength: 'beginner' }, { game: 'spoof' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.idle).toEqual({ quietSeconds: 2, countdownSeconds: 20 });
    expect(strengthOf(r.value, 'morris')).toBe('beginner');
    expect(strengthOf(r.value, 'spoof')).toBe('easy');
    expect(attractOrder(r.value)).toEqual(['morris', 'spoof']);
  });

  it('names every fault of a bad file, each with its path', () => {
    const lines = faultLines({
      idle: { quietSeconds: 'ninety', countdownSecond: 20 },
      games: [{ game: 'morris', strength: 'grandmaster' }],
      nightlyRestart: '3 am',
      staff: { pinHash: 'secret' },
      attract: { secondsPerGame: 120 },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'idle.quietSeconds: a number is needed here',
        'idle: unknown setting countdownSecond (check the spelling)',
        'games[0].strength: must be one of beginner, easy, medium, hard, expert, master',
        'nightlyRestart: must be a time of day as HH:MM, e.g. 03:00, or null',
        'staff.pinHash: is not a PIN hash made by `parlour kiosk pin`',
        'attract.secondsPerGame: must be at most 60',
      ]),
    );
    expect(lines).toHaveLength(6);
  });

  it('refuses what only the games can judge, and sections that do not agree', () => {
    const lines = faultLines({
      games: [
        { game: 'morris', options: { flying: 'often' } },
        { game: 'spoof', short: { options: { shotLimit: -1 } } },
        { game: 'morris' },
        { game: 'not-made-in-germany', short: { start: 'FDNALGNEF/9/9/9/9/9/9/9/fgermanyf' } },
      ],
      attract: { order: ['quoits'] },
      languages: { offered: ['de'], default: 'en' },
      board: { kind: 'virtual', game: 'spoof' },
    });
    expect(lines[0]).toMatch(/^games\[0\]\.options: Nine Men's Morris refuses it: .*flying/);
    expect(lines[1]).toMatch(/^games\[1\]\.short: Spoof refuses it: .*shotLimit/);
    expect(lines).toContain("games[2].game: Nine Men's Morris is offered twice");
    expect(lines.some((l) => l.startsWith('games[3].short: Not Made in Germany refuses it: '))).toBe(true);
    expect(lines).toContain('attract.order[0]: Quoits is not among the games offered');
    expect(lines).toContain('languages.default: en is not among the languages offered');
    expect(lines).toContain('board.game: Spoof cannot be played on a sensor board');
    expect(lines).toHaveLength(7);
  });

  it('says in German what is wrong, for a German-speaking technician', () => {
    const r = parseKioskConfig({ idle: { quietSeconds: 0 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(format(r.error[0]!.problem, 'de')).toBe('idle.quietSeconds: muss mindestens 1 sein');
  });

  it('reports text that is not JSON as one fault that says where it breaks, in the staff\'s language', () => {
    const cut = readKioskConfig('{ "idle": ');
    expect(cut.ok).toBe(false);
    if (cut.ok) return;
    expect(cut.error).toHaveLength(1);
    expect(format(cut.error[0]!.problem, 'en')).toBe('the file is not valid JSON: the text ends on line 1 before the JSON is complete');
    // A hand edit that left a key unquoted on line 3 (a German staff screen showed V8's English here).
    const unquoted = readKioskConfig('{\n  "format": 1,\n  idle: {}\n}\n');
    expect(unquoted.ok).toBe(false);
    if (unquoted.ok) return;
    expect(format(unquoted.error[0]!.problem, 'en')).toBe('the file is not valid JSON: the fault is at line 3, column 3');
    expect(format(unquoted.error[0]!.problem, 'de')).toBe('die Datei ist kein gültiges JSON: der Fehler steht in Zeile 3, Spalte 3');
  });

  it('keeps the PIN hash out of what the renderer sees', () => {
    const hash = '$scrypt$ln=14,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
    const r = parseKioskConfig({ staff: { pinHash: hash } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pub = publicConfig(r.value);
    expect(pub.staff.pinSet).toBe(true);
    expect(JSON.stringify(pub)).not.toContain('scrypt');
  });
});
