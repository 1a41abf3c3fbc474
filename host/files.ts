/**
 * Small file helpers of the host's data folder, and the one description of a file fault that the
 * kiosk's configuration, content packs, settings, journals and records all give.
 */
import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { msg, type MessageOf } from '../src/i18n';

/** The words of `host.file-fault` for each system error code (Node's `ErrnoException.code`). */
const FAULT_OF_CODE: Readonly<Record<string, MessageOf<'host.file-fault'>['params']['why']>> = {
  EISDIR: 'folder',
  ENOTDIR: 'not_folder',
  ENOENT: 'missing',
  EACCES: 'denied',
  EPERM: 'denied',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read_only',
  EIO: 'io',
};

/**
 * Why a file (or, with `expected` `'folder'`, a folder) cannot be read or written, in words: `host.file-fault`.
 * @param e what the file system threw (an `ErrnoException`; anything else is `other` with its message).
 * @param expected what the path should name: for a folder, ENOENT is "there is no such folder" and
 *   ENOTDIR "it is a file, not a folder"; for a file, ENOTDIR (a folder on the way is a file) is "there
 *   is no such file".
 * @returns the message; `code` carries the system's code (or the error's message) for `other`.
 */
export function fileFault(e: unknown, expected: 'file' | 'folder' = 'file'): MessageOf<'host.file-fault'> {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  let why = typeof code === 'string' ? (FAULT_OF_CODE[code] ?? 'other') : 'other';
  if (expected === 'folder' && why === 'missing') why = 'no_folder';
  if (expected === 'file' && why === 'not_folder') why = 'missing';
  const detail = typeof code === 'string' ? code : e instanceof Error ? e.message : String(e);
  return msg('host.file-fault', { why, code: why === 'other' ? detail : '' });
}

/**
 * Writes `text` (UTF-8) to `path` all at once: into a hidden temporary file beside it, then renamed over
 * it, so a crash leaves the old file or the new one, never half of one.
 * @throws the file system's error (EACCES, ENOSPC …); the temporary file may then be left behind.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(3).toString('hex')}.tmp`);
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, path);
}
