/**
 * `parlour simulate`: runs the virtual board on a socat pseudo-terminal and plays a sensor script.
 * Spec: `firmware-protocol/PROTOCOL.md` §10 (sensor scripts) and §11 (virtual board).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EXIT, UsageError, type CommandIO, type Command } from '../command';
import { argumentsProblem } from '../args';
import { USAGE } from '../help';
import { msg } from '../../src/i18n/index';
import { loadProfile } from '../../firmware-protocol/profile-files';
import { createVirtualBoard } from '../../firmware-protocol/virtual-board/virtual-board';
import { parseScript, planScript } from '../../firmware-protocol/virtual-board/script';
import { startPtyBoard } from '../../firmware-protocol/virtual-board/pty';
import { SENSOR_KINDS, type SensorKind } from '../../firmware-protocol/messages';

async function run(argv: readonly string[], io: CommandIO): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        profile: { type: 'string' },
        script: { type: 'string' },
        link: { type: 'string' },
        kind: { type: 'string', default: 'reed' },
        id: { type: 'string' },
        initial: { type: 'string' },
        delay: { type: 'string', default: '0' },
        once: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw argumentsProblem(e);
  }
  if (values.profile === undefined) throw new UsageError(msg('cli.usage.required', { flag: '--profile' }));
  if (!(SENSOR_KINDS as readonly string[]).includes(values.kind)) throw new UsageError(msg('cli.usage.kind', { got: JSON.stringify(values.kind) }));
  const delay = Number(values.delay);
  if (!Number.isInteger(delay) || delay < 0) throw new UsageError(msg('cli.usage.count', { flag: '--delay', least: 'zero', unit: 'ms', got: JSON.stringify(values.delay) }));
  if (values.id !== undefined && !/^[A-Za-z0-9._-]{1,32}$/.test(values.id)) {
    throw new UsageError(msg('cli.usage.board-id'));
  }
  const kind = values.kind as SensorKind;

  const profile = loadProfile(values.profile);
  if (!profile.ok) {
    io.err(`parlour simulate: ${profile.error.message}\n`);
    return EXIT.failure;
  }
  let scriptText = '';
  if (values.script !== undefined) {
    try {
      scriptText = readFileSync(values.script === '-' ? 0 : values.script, 'utf8');
    } catch (e) {
      io.err(`parlour simulate: cannot read script ${values.script}: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
  }
  // Check the script's syntax before touching any device; its `initial` lines add to --initial.
  const script = parseScript(scriptText);
  if (!script.ok) {
    io.err(`parlour simulate: ${script.error.message}\n`);
    return EXIT.failure;
  }
  const initial = values.initial === undefined ? [] : values.initial.split(',').filter((c) => c.length > 0);
  for (const c of script.value.initial ?? []) if (!initial.includes(c)) initial.push(c);
  let board;
  try {
    board = createVirtualBoard({ profile: profile.value, sensorKind: kind, initial, ...(values.id === undefined ? {} : { boardId: values.id }) });
  } catch (e) {
    io.err(`parlour simulate: ${(e as Error).message}\n`);
    return EXIT.failure;
  }
  // Check the script against the board before touching any device.
  const plan = planScript(script.value, { profile: profile.value, sensorKind: kind, initial: board.physical() });
  if (!plan.ok) {
    const missing = [...plan.error.message.matchAll(/there is no man on (\S+)/g)].map((m) => m[1]!);
    const hint =
      missing.length === 0
        ? ''
        : `\nhint: start the board with those men, with --initial ${[...new Set(missing)].join(',')} or a first script line "initial ${[...new Set(missing)].join(' ')}", or place each man first\n`;
    io.err(`parlour simulate: ${plan.error.message}${hint === '' ? '\n' : hint}`);
    return EXIT.failure;
  }

  const started = await startPtyBoard(board, values.link === undefined ? {} : { hostLink: values.link });
  if (!started.ok) {
    io.err(`parlour simulate: ${io.tr.say(started.error.message)}\n`);
    board.stop();
    return EXIT.failure;
  }
  const pty = started.value;
  io.out(`${pty.pair.hostPath}\n`);
  io.err(
    `virtual board ${board.boardId}: ${profile.value.sensorCount} ${kind} sensors (${profile.value.name}); ` +
      `host end ${pty.pair.hostPath}; script ${plan.value.events.length} events over ${plan.value.durationMs} ms\n`,
  );

  let socatGone = false;
  const ended = new Promise<'signal' | 'socat' | 'device'>((resolveEnd) => {
    io.signal.addEventListener('abort', () => resolveEnd('signal'), { once: true });
    void pty.pair.exited.then(() => {
      socatGone = true;
      resolveEnd('socat');
    });
    void pty.attached.closed.then(() => resolveEnd('device'));
  });
  const playing = (async () => {
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (io.signal.aborted) return;
    await board.run(script.value, { signal: io.signal });
    io.err(`script ended\n`);
  })();
  const how = values.once ? await Promise.race([playing.then(() => 'script' as const), ended]) : await ended;
  board.stop();
  await pty.stop();
  if (how === 'socat' || how === 'device') {
    io.err(`parlour simulate: ${socatGone ? 'socat exited' : "the board's end of the pseudo-terminal closed"}; the virtual board is gone\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}

/** The `simulate` command. */
export const simulateCommand: Command = {
  name: 'simulate',
  summary: msg('cli.help.simulate.summary'),
  usage: USAGE.simulate,
  run,
};
