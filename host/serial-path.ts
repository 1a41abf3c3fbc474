/**
 * Is a path a serial device? (issue 12, failure 8: "`connectBoard` opens any path (it tried
 * `/etc/passwd` and retried for ever). Accept only serial devices (or the virtual board), and stop
 * retrying a path that is not one.")
 *
 * A serial device is a character device that is a terminal: USB serial (`ttyACM`, `ttyUSB`,
 * `cu.usbmodem…`), a UART, or a pseudo-terminal (the virtual board on socat). The test is the
 * kernel's own: open the device without becoming its controlling terminal and without waiting for
 * carrier (`O_NOCTTY | O_NONBLOCK`), ask `isatty`, close it. A regular file, a directory, `/dev/null`,
 * `/dev/zero` or a socket are refused. On Windows a port is a name (`COM3`, `\\.\COM12`), accepted as
 * such.
 */
import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { isatty } from 'node:tty';
import { err, ok, type Result } from '../src/core/result';
import type { HostError } from './types';
import { msg } from '../src/i18n/index';

/** What {@link checkSerialPath} found: the device is there, or it is missing (unplugged). */
export type SerialPathState = 'present' | 'missing';

/**
 * Checks that `path` names a serial device.
 * @returns `present`, `missing` (nothing at the path: a board that is not plugged in yet), or
 *   `board/not-serial` naming what the path is instead. A device that exists but may not be opened
 *   (EACCES, EBUSY) counts as present: opening it for real reports that problem.
 */
export async function checkSerialPath(path: string, platform: NodeJS.Platform = process.platform): Promise<Result<SerialPathState, HostError>> {
  if (platform === 'win32') {
    return /^(\\\\\.\\)?COM\d{1,3}$/i.test(path) ? ok('present') : notSerial(path, 'comName');
  }
  let st;
  try {
    st = await stat(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return ok('missing');
    return code === 'EACCES' ? ok('present') : notSerial(path, 'other', (e as Error).message);
  }
  if (!st.isCharacterDevice()) {
    return notSerial(path, st.isDirectory() ? 'folder' : st.isFile() ? 'file' : st.isFIFO() ? 'pipe' : st.isSocket() ? 'socket' : 'device');
  }
  let handle;
  try {
    handle = await open(path, constants.O_RDWR | constants.O_NOCTTY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EBUSY' || code === 'EPERM') return ok('present');
    return notSerial(path, 'other', (e as Error).message);
  }
  try {
    return isatty(handle.fd) ? ok('present') : notSerial(path, 'terminal');
  } finally {
    await handle.close();
  }
}

/** What a path that is not a serial port is instead (`other`: the operating system's words, `why`). */
type NotSerial = 'comName' | 'folder' | 'file' | 'pipe' | 'socket' | 'device' | 'terminal' | 'other';

function notSerial(path: string, what: NotSerial, why = ''): Result<never, HostError> {
  return err({ code: 'board/not-serial', message: msg('host.not-serial', { path, what, why }) });
}
