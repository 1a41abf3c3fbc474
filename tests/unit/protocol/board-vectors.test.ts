/**
 * The shared board-behaviour vectors (`firmware-protocol/vectors/board.json`, `PROTOCOL.md` §13) run
 * against the virtual board's firmware model (`firmware-protocol/virtual-board/firmware.ts`). The C++
 * reference firmware runs the same file (`firmware-protocol/firmware/test/test_board_vectors.cpp`), so
 * the two implementations of the board side are held to one reading of the spec.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { SensorState } from '../../../firmware-protocol/messages';
import { BoardFirmware, type FirmwareConfig } from '../../../firmware-protocol/virtual-board/firmware';

type Step = { readonly at: number; readonly sensor: number; readonly state: string } | { readonly at: number; readonly host: string };
interface Case {
  readonly name: string;
  readonly board?: Partial<FirmwareConfig>;
  readonly initial?: string;
  readonly steps?: readonly Step[];
  readonly until: number;
  readonly expect: readonly string[];
}
const file = JSON.parse(readFileSync(new URL('../../../firmware-protocol/vectors/board.json', import.meta.url), 'utf8')) as { board: FirmwareConfig; cases: Case[] };

const STATE: Readonly<Record<string, SensorState>> = { '.': 'empty', X: 'occupied', N: 'north', S: 'south' };

describe('board behaviour vectors', () => {
  test('there are vectors for boot, debounce, heartbeat, every command and every bad line', () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(20);
  });
  test.each(file.cases)('$name', (c) => {
    // the vector's board has the fields of a FirmwareConfig, by the same names
    const config: FirmwareConfig = { ...file.board, ...c.board };
    const sent: string[] = [];
    const initial = [...(c.initial ?? '')].map((ch) => STATE[ch]!);
    const fw = new BoardFirmware(config, (line) => sent.push(line), initial);
    fw.boot(0);
    for (let t = 1; t <= c.until; t++) {
      for (const s of c.steps ?? []) if (s.at === t && 'sensor' in s) fw.setPhysical(s.sensor, STATE[s.state]!, t);
      fw.tick(t);
      for (const s of c.steps ?? []) if (s.at === t && 'host' in s) fw.receive(s.host, t);
    }
    expect(sent).toEqual(c.expect);
  });
});
