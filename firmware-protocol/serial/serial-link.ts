/**
 * A serial port as a {@link LineLink}: serialport 13 + @serialport/parser-readline, nothing else.
 * No Electron import: this runs in Electron's main process, in `npm run web`, in the CLI and in tests.
 *
 * Bytes are read as latin1 so every byte reaches the codec as one character (and non-ASCII noise is
 * reported as `bad-bytes`, not silently re-encoded). A run of more than 4 KiB without a newline is cut
 * off and passed on as one over-long line, so garbage cannot grow the parser's buffer without bound.
 * Source of the behaviours: `../shared/background/electron-stack.md` §5 (serialport facts) and
 * `../shared/background/sensor-board-protocols.md` §2.5 (EACCES, close-before-reopen).
 */
import { SerialPort } from 'serialport';
import { ReadlineParser } from '@serialport/parser-readline';
import { err, ok, type Result } from '../../src/core/result';
import type { LineLink, LinkError } from '../../src/board/types';
import { msg } from '../../src/i18n/index';

/** Default link speed (`PROTOCOL.md` §2): 115200 baud, 8N1, no flow control. */
export const DEFAULT_BAUD = 115200;

/** Bytes without a newline after which the pending input is discarded as one over-long line. */
export const MAX_PENDING_BYTES = 4096;

/** Options of {@link openSerialLink}. */
export interface SerialLinkOptions {
  /** Baud rate (default {@link DEFAULT_BAUD}). */
  readonly baudRate?: number;
}

/**
 * Turns a serialport or OS error into a {@link LinkError} with an actionable sentence:
 * `serial/permission` (EACCES: the `dialout` group on Linux), `serial/busy` (EBUSY or "Cannot lock
 * port": another program holds it), `serial/not-found` (ENOENT), else `serial/error`.
 */
export function describeSerialError(path: string, e: unknown): LinkError {
  const message = e instanceof Error ? e.message : String(e);
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (code === 'EACCES' || /EACCES|Permission denied|Access denied/i.test(message)) {
    return { code: 'serial/permission', message: msg(process.platform === 'linux' ? 'serial.permission-linux' : 'serial.permission', { path, why: message }) };
  }
  if (code === 'EBUSY' || /EBUSY|Cannot lock port|Resource busy|resource temporarily unavailable/i.test(message)) {
    return { code: 'serial/busy', message: msg('serial.busy', { path, why: message }) };
  }
  if (code === 'ENOENT' || /ENOENT|No such file|File not found|cannot find/i.test(message)) {
    return { code: 'serial/not-found', message: msg('serial.not-found', { path, why: message }) };
  }
  return { code: 'serial/error', message: msg('serial.error', { path, why: message }) };
}

/**
 * Opens `path` and resolves once it is open (or with the reason it could not be).
 * Writes append `\n`; a failed write closes the link with `serial/write-failed`. The OS closing the
 * port (unplug) closes it with `serial/disconnected`. `close()` resolves after the port is really
 * closed, so the same device can be opened again at once (node-serialport #2735).
 */
export function openSerialLink(path: string, options: SerialLinkOptions = {}): Promise<Result<LineLink, LinkError>> {
  return new Promise((resolveOpen) => {
    let port: SerialPort;
    try {
      port = new SerialPort({ path, baudRate: options.baudRate ?? DEFAULT_BAUD, autoOpen: false });
    } catch (e) {
      resolveOpen(err(describeSerialError(path, e)));
      return;
    }
    port.open((e) => {
      if (e) resolveOpen(err(describeSerialError(path, e)));
      else resolveOpen(ok(new SerialLink(path, port)));
    });
  });
}

class SerialLink implements LineLink {
  private readonly lineListeners: ((line: string) => void)[] = [];
  private readonly closeListeners: ((error: LinkError | undefined) => void)[] = [];
  private parser: ReadlineParser;
  private pendingBytes = 0;
  private ended = false;
  private closing: Promise<void> | undefined;

  constructor(
    readonly label: string,
    private readonly port: SerialPort,
  ) {
    this.parser = this.makeParser();
    port.on('data', (chunk: Buffer) => this.guard(chunk));
    port.on('close', (e: (Error & { disconnected?: boolean }) | null) => {
      this.end(
        e ? { code: e.disconnected ? 'serial/disconnected' : 'serial/closed', message: msg('serial.disconnected', { link: label, why: e.message }) } : undefined,
      );
    });
    port.on('error', (e: Error) => {
      this.end(describeSerialError(label, e));
      void this.close();
    });
  }

  private makeParser(): ReadlineParser {
    const parser = this.port.pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }));
    parser.on('data', (line: string) => {
      for (const l of this.lineListeners) l(line);
    });
    return parser;
  }

  /** Counts bytes since the last newline; past {@link MAX_PENDING_BYTES} the parser is replaced (dropping its buffer). */
  private guard(chunk: Buffer): void {
    const nl = chunk.lastIndexOf(0x0a);
    this.pendingBytes = nl >= 0 ? chunk.length - nl - 1 : this.pendingBytes + chunk.length;
    if (this.pendingBytes <= MAX_PENDING_BYTES) return;
    this.pendingBytes = 0;
    this.port.unpipe(this.parser);
    this.parser.removeAllListeners('data');
    this.parser.destroy();
    this.parser = this.makeParser();
    const marker = `${'~'.repeat(MAX_PENDING_BYTES)}`;
    for (const l of this.lineListeners) l(marker);
  }

  write(line: string): void {
    if (this.ended) return;
    this.port.write(`${line}\n`, 'latin1', (e) => {
      if (e) {
        this.end({ code: 'serial/write-failed', message: msg('serial.write-failed', { link: this.label, why: e.message }) });
        void this.close();
      }
    });
  }

  onLine(listener: (line: string) => void): void {
    this.lineListeners.push(listener);
  }

  onClose(listener: (error: LinkError | undefined) => void): void {
    this.closeListeners.push(listener);
  }

  close(): Promise<void> {
    if (this.closing !== undefined) return this.closing;
    this.closing = new Promise<void>((resolveClose) => {
      if (!this.port.isOpen) {
        this.end(undefined);
        resolveClose();
        return;
      }
      this.port.close(() => {
        this.end(undefined);
        resolveClose();
      });
    });
    return this.closing;
  }

  private end(error: LinkError | undefined): void {
    if (this.ended) return;
    this.ended = true;
    for (const l of this.closeListeners) l(error);
  }
}
