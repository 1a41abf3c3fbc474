/**
 * The shared board-behaviour vectors (`firmware-protocol/vectors/board.json`, `PROTOCOL.md` §13) run
 * against the virtual board's firmware model (`firmware-protocol/virtual-board/firmware.ts`). The C++
 * reference firmware runs the same file (`firmware-protocol/firmware/test/test_board_vectors.cpp`), so
 * the two implementations of the board side are held to one reading of the spec.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { BoardSettings, LedColour, SensorKind, SensorState } from '../../../firmware-protocol/messages';
import { BoardFirmware, type FirmwareConfig } from '../../../firmware-protocol/virtual-board/firmware';

interface VectorBoard {
  readonly model: string;
  readonly boardId: string;
  readonly firmware: string;
  readonly sensorCount: number;
  readonly sensorKind: SensorKind;
  readonly ledCount: number;
  readonly colours: readonly LedColour[];
  readonly buttons: readonly string[];
  readonly settings: BoardSettings;
  readonly diagnostics: boolean;
}
type Step = { readonly at: number; readonly sensor: number; readonly state: string } | { readonly at: number; readonly host: string };
interface Case {
  readonly name: string;
  readonly board?: Partial<VectorBoard>;
  readonly initial?: string;
  readonly steps?: readonly Step[];
  readonly until: number;
  readonly expect: readonly string[];
}
const file = JSON.parse(readFileSync(new URL('../../../firmware-protocol/vectors/board.json', import.meta.url), 'utf8')) as { board: VectorBoard; cases: Case[] };

const STATE: Readonly<Record<string, SensorState>> = { '.': 'empty', X: 'occupied', N: 'north', S: 'south' };

describe('board behaviour vectors', () => {
  test('there are vectors for boot, debounce, heartbeat, every command and every bad line', () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(20);
  });
  test.each(file.cases)('$name', (c) => {
    const b = { ...file.board, ...c.board };
    const config: FirmwareConfig = { ...b };
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
