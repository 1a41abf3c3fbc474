/**
 * Finding boards: listing serial ports, recognising Parlour boards by their HELLO, and a
 * {@link LinkSource} that reconnects to a board by its id wherever it reappears.
 * No Electron import. Source: `../shared/background/sensor-board-protocols.md` §2.5 (match by id,
 * not by path; "The Certabo and ChessLink transports reopen the same path and fail when the device
 * comes back as `ttyUSB1`").
 */
import { SerialPort } from 'serialport';
import { err, ok, type Result } from '../../src/core/result';
import type { BoardHello, LineLink, LinkError, LinkSource } from '../../src/board/types';
import { decode, encode } from '../codec';
import { openSerialLink, type SerialLinkOptions } from './serial-link';
import { msg } from '../../src/i18n/index';

/** One serial port as the OS lists it. USB ids are 4 lower-case hex digits when known. */
export interface PortInfo {
  readonly path: string;
  readonly vendorId?: string;
  readonly productId?: string;
  readonly serialNumber?: string;
  readonly manufacturer?: string;
}

/**
 * Lists the serial ports (on Linux via udev; pseudo-terminals are not listed).
 * @returns the ports, or `serial/list-failed` when the OS query fails (e.g. no udevadm).
 */
export async function listPorts(): Promise<Result<readonly PortInfo[], LinkError>> {
  try {
    const ports = await SerialPort.list();
    return ok(
      ports.map((p) => ({
        path: p.path,
        ...(p.vendorId ? { vendorId: p.vendorId.toLowerCase() } : {}),
        ...(p.productId ? { productId: p.productId.toLowerCase() } : {}),
        ...(p.serialNumber ? { serialNumber: p.serialNumber } : {}),
        ...(p.manufacturer ? { manufacturer: p.manufacturer } : {}),
      })),
    );
  } catch (e) {
    return err({ code: 'serial/list-failed', message: msg('serial.list-failed', { why: e instanceof Error ? e.message : String(e) }) });
  }
}

/** Ports worth probing for a board: USB serial devices (ttyACM, ttyUSB, cu.usbmodem, COM with a USB id). */
export function isCandidatePort(p: PortInfo): boolean {
  return p.vendorId !== undefined || /ttyACM|ttyUSB|usbmodem|usbserial/i.test(p.path);
}

/**
 * Opens `path`, waits for a HELLO (asking with HELLO? after `askAfterMs`), and closes the port again.
 * @returns the board's HELLO, `undefined` when nothing that speaks the protocol answered within
 *   `timeoutMs`, or the open error (permission, busy, missing).
 */
export async function probePort(
  path: string,
  options: SerialLinkOptions & { readonly timeoutMs?: number; readonly askAfterMs?: number } = {},
): Promise<Result<BoardHello | undefined, LinkError>> {
  const opened = await openSerialLink(path, options);
  if (!opened.ok) return opened;
  const link = opened.value;
  const hello = await new Promise<BoardHello | undefined>((resolveHello) => {
    let seq = 0;
    const ask = (): void => link.write(encode({ type: 'hello-request', seq: seq++ }));
    const asker = setInterval(ask, 1000);
    const first = setTimeout(ask, options.askAfterMs ?? 1500);
    const give = setTimeout(() => done(undefined), options.timeoutMs ?? 4000);
    const done = (h: BoardHello | undefined): void => {
      clearInterval(asker);
      clearTimeout(first);
      clearTimeout(give);
      resolveHello(h);
    };
    link.onLine((line) => {
      const r = decode(line);
      if (!r.ok) return;
      if (r.value.type === 'hello') {
        const { type: _t, seq: _s, ...h } = r.value;
        done(h);
      } else ask(); // a running board that did not reset: ask at once
    });
    link.onClose(() => done(undefined));
  });
  await link.close();
  return ok(hello);
}

/** A Parlour board found on a port. */
export interface FoundBoard {
  readonly port: PortInfo;
  readonly hello: BoardHello;
}

/**
 * Probes every candidate port (see {@link isCandidatePort}) one after another and returns the
 * Parlour boards found, with the problems met on the others (permission, busy) so the UI can show them.
 */
export async function findBoards(options: { readonly timeoutMs?: number } = {}): Promise<{
  readonly boards: readonly FoundBoard[];
  readonly problems: readonly LinkError[];
}> {
  const listed = await listPorts();
  if (!listed.ok) return { boards: [], problems: [listed.error] };
  const boards: FoundBoard[] = [];
  const problems: LinkError[] = [];
  for (const port of listed.value.filter(isCandidatePort)) {
    const r = await probePort(port.path, options);
    if (!r.ok) problems.push(r.error);
    else if (r.value !== undefined) boards.push({ port, hello: r.value });
  }
  return { boards, problems };
}

/** Options of {@link serialLinkSource}. */
export interface SerialSourceOptions extends SerialLinkOptions {
  /** The port to try first (the one the board was last seen on). */
  readonly path?: string;
  /**
   * Also try the other candidate ports from {@link listPorts} (default true): the board may come back
   * under another name. The connection closes any port whose HELLO carries a different board id.
   * `false` keeps to `path` alone (`parlour monitor`).
   */
  readonly scan?: boolean;
  /** Lists ports (default {@link listPorts}); injectable for tests. */
  readonly list?: () => Promise<Result<readonly PortInfo[], LinkError>>;
}

/**
 * A {@link LinkSource} over serial ports. Attempt 0 opens the preferred path; later attempts alternate
 * between the preferred path and the other listed candidates, in turn. The preferred path follows the
 * last port on which the expected board said HELLO (the connection calls `onConnected`).
 */
export function serialLinkSource(options: SerialSourceOptions = {}): LinkSource {
  let preferred = options.path;
  const scan = options.scan ?? true;
  const list = options.list ?? listPorts;
  let cursor = 0;
  return {
    onConnected(link: LineLink): void {
      preferred = link.label;
    },
    async open(attempt: number): Promise<Result<LineLink, LinkError>> {
      let path = preferred;
      if (scan && (preferred === undefined || attempt % 2 === 1)) {
        const listed = await list();
        if (listed.ok) {
          const others = listed.value.filter(isCandidatePort).map((p) => p.path).filter((p) => p !== preferred);
          if (others.length > 0) path = others[cursor++ % others.length];
        }
      }
      if (path === undefined) return err({ code: 'serial/no-ports', message: msg('serial.no-ports') });
      return openSerialLink(path, options);
    },
  };
}
