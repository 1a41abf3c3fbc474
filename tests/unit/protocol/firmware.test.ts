/**
 * The board-side state machine (`firmware-protocol/virtual-board/firmware.ts`), checked against what
 * `PROTOCOL.md` asks of a board: §3 (what it sends when), §5 (commands), §6 (errors), §12 (debounce).
 */
import { describe, expect, test } from 'vitest';
import { decode, encode, withChecksum } from '../../../firmware-protocol/codec';
import type { BoardMessage, Message } from '../../../firmware-protocol/messages';
import { BoardFirmware, DEFAULT_SETTINGS, type FirmwareConfig } from '../../../firmware-protocol/virtual-board/firmware';

const config: FirmwareConfig = {
  sensorCount: 4,
  sensorKind: 'reed',
  boardId: 'T1',
  model: 'test',
  firmware: '1.0.0',
  ledCount: 4,
  colours: ['red', 'green'],
  buttons: ['done', 'spin'],
  settings: DEFAULT_SETTINGS,
  diagnostics: true,
};

function board(c: Partial<FirmwareConfig> = {}): { fw: BoardFirmware; out: Message[] } {
  const out: Message[] = [];
  const fw = new BoardFirmware({ ...config, ...c }, (line) => {
    const r = decode(line);
    if (!r.ok) throw new Error(`the board sent an undecodable line: ${line} (${r.error.message})`);
    out.push(r.value);
  });
  return { fw, out };
}

const types = (ms: Message[]): string[] => ms.map((m) => m.type);

describe('boot', () => {
  test('sends HELLO with sequence 0, then a SNAP, numbering every line', () => {
    const { fw, out } = board();
    fw.boot(1000);
    expect(types(out)).toEqual(['hello', 'snapshot']);
    expect(out.map((m) => m.seq)).toEqual([0, 1]);
    const hello = out[0] as Extract<BoardMessage, { type: 'hello' }>;
    expect(hello).toMatchObject({ boardId: 'T1', sensorCount: 4, sensorKind: 'reed', ledCount: 4, buttons: ['done', 'spin'] });
    expect(out[1]).toMatchObject({ t: 0, sensors: ['empty', 'empty', 'empty', 'empty'] });
  });
});

describe('scanning and debounce', () => {
  test('a change held for the debounce time gives EV then SNAP in the same scan', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.setPhysical(2, 'occupied', 5);
    fw.tick(34);
    expect(out).toEqual([]); // 29 ms held: not yet
    fw.tick(40);
    expect(types(out)).toEqual(['change', 'snapshot']);
    expect(out[0]).toMatchObject({ sensor: 2, state: 'occupied', t: 40 });
    expect(out[1]).toMatchObject({ sensors: ['empty', 'empty', 'occupied', 'empty'] });
    expect(out[1]!.seq).toBe(out[0]!.seq + 1);
  });

  test('contact bounce shorter than the debounce is never reported', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    for (let t = 1; t < 200; t += 4) fw.setPhysical(1, t % 8 === 1 ? 'occupied' : 'empty', t);
    fw.tick(300);
    expect(out.filter((m) => m.type === 'change')).toEqual([]);
  });

  test('two sensors changing in one scan share one SNAP', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.setPhysical(0, 'occupied', 1);
    fw.setPhysical(3, 'occupied', 2);
    fw.tick(40);
    expect(types(out)).toEqual(['change', 'change', 'snapshot']);
  });

  test('sends a SNAP heartbeat whenever hb ms pass without one', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.tick(3500);
    expect(out.map((m) => (m.type === 'snapshot' ? m.t : -1))).toEqual([1000, 2000, 3000]);
  });
});

describe('commands', () => {
  const host = (m: Message): string => encode(m);

  test('HELLO?, SNAP? and PING are answered', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.receive(host({ type: 'hello-request', seq: 7 }), 1);
    fw.receive(host({ type: 'snapshot-request', seq: 8 }), 2);
    fw.receive(host({ type: 'ping', seq: 9 }), 3);
    expect(types(out)).toEqual(['hello', 'snapshot', 'ack']);
    expect(out[2]).toMatchObject({ id: 9, command: 'PING' });
  });

  test('LED sets the whole state and is ACKed; a colour the board lacks is NAKed and changes nothing', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.receive(host({ type: 'leds', seq: 1, leds: [{ colour: 'green', blink: false }, null, { colour: 'red', blink: true }] }), 1);
    expect(fw.leds).toEqual([{ colour: 'green', blink: false }, null, { colour: 'red', blink: true }, null]);
    fw.receive(host({ type: 'leds', seq: 2, leds: [{ colour: 'blue', blink: false }] }), 2);
    fw.receive(host({ type: 'leds', seq: 3, leds: [null, null, null, null, null] }), 3);
    expect(out.map((m) => `${m.type}:${'id' in m ? m.id : ''}`)).toEqual(['ack:1', 'nak:2', 'nak:3']);
    expect(fw.leds[0]).toEqual({ colour: 'green', blink: false });
    fw.receive(host({ type: 'leds', seq: 4, leds: [] }), 4);
    expect(fw.leds).toEqual([null, null, null, null]);
  });

  test('CFG changes the settings (the heartbeat follows hb)', () => {
    const { fw, out } = board();
    fw.boot(0);
    fw.receive(host({ type: 'config', seq: 1, settings: { heartbeatMs: 200 } }), 0);
    expect(fw.settings).toEqual({ ...DEFAULT_SETTINGS, heartbeatMs: 200 });
    out.length = 0;
    fw.tick(1000);
    expect(out.filter((m) => m.type === 'snapshot')).toHaveLength(5);
  });

  test('DIAG streams RAW values of every sensor, and is refused by a board without diagnostics', () => {
    const { fw, out } = board();
    fw.boot(0);
    fw.receive(host({ type: 'diagnostics', seq: 1, on: true }), 0);
    out.length = 0;
    fw.tick(250);
    const raws = out.filter((m) => m.type === 'raw');
    expect(raws.length).toBeGreaterThanOrEqual(2);
    expect(raws[0]).toMatchObject({ first: 0, values: [0, 0, 0, 0] });
    const plain = board({ diagnostics: false });
    plain.fw.boot(0);
    plain.fw.receive(host({ type: 'diagnostics', seq: 5, on: true }), 0);
    expect(plain.out.at(-1)).toMatchObject({ type: 'nak', id: 5, reason: 'UNSUPPORTED' });
  });

  test('bad host lines: CRC -> ERR HOSTCRC, unknown word -> NAK UNKNOWN, bad field -> NAK BADARG, echo ignored', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.receive('PING 0001*0000', 1);
    fw.receive(withChecksum('DANCE 0002'), 1);
    fw.receive(withChecksum('CFG 0003 scan=99'), 1);
    fw.receive('garbage', 1);
    fw.receive(encode({ type: 'snapshot', seq: 4, t: 0, sensors: ['empty'] }), 1);
    expect(out).toEqual([
      expect.objectContaining({ type: 'error', code: 'HOSTCRC' }),
      expect.objectContaining({ type: 'nak', id: 2, command: 'DANCE', reason: 'UNKNOWN' }),
      expect.objectContaining({ type: 'nak', id: 3, command: 'CFG', reason: 'BADARG' }),
      expect.objectContaining({ type: 'error', code: 'HOSTLINE' }),
    ]);
    expect(fw.settings.scanMs).toBe(10);
  });
});

describe('buttons, faults and silence', () => {
  test('a press sends BTN at once; ERR carries the sensor; a silent board still numbers its lines', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    fw.press('done', 5);
    fw.reportError('STUCK', 2, 6);
    fw.setSilent(true);
    fw.tick(2000);
    fw.setSilent(false);
    fw.tick(3000);
    expect(types(out)).toEqual(['button', 'error', 'snapshot']);
    expect(out[1]).toMatchObject({ code: 'STUCK', sensor: 2 });
    expect(out[2]!.seq - out[1]!.seq).toBeGreaterThan(1); // the lines lost while silent show as a gap
  });
});

describe('chatter detection', () => {
  test('a sensor flapping faster than any hand is reported STUCK once, and the changes still go out', () => {
    const { fw, out } = board();
    fw.boot(0);
    out.length = 0;
    for (let k = 0; k < 30; k++) {
      fw.setPhysical(2, k % 2 === 0 ? 'occupied' : 'empty', 100 + k * 50);
      fw.tick(100 + k * 50 + 40);
    }
    const stuck = out.filter((m) => m.type === 'error');
    expect(stuck).toEqual([expect.objectContaining({ code: 'STUCK', sensor: 2 })]);
    expect(out.filter((m) => m.type === 'change')).toHaveLength(30);
  });

  test('a person moving men at a lively pace is not', () => {
    const { fw, out } = board();
    fw.boot(0);
    for (let k = 0; k < 40; k++) {
      fw.setPhysical(k % 4, k % 8 < 4 ? 'occupied' : 'empty', 100 + k * 150);
      fw.tick(100 + k * 150 + 40);
    }
    expect(out.filter((m) => m.type === 'error')).toEqual([]);
  });
});
