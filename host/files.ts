/**
 * Small file helpers of the host's data folder.
 */
import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

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
