/**
 * The one description of a file fault (`host/files.ts` fileFault) that the kiosk's configuration, content
 * packs, settings, journals and records give: words for each system code a person can act on, the code
 * itself only for the rest, in English and German.
 */
import { describe, expect, it } from 'vitest';
import { fileFault } from '../../../host/files';
import { format } from '../../../src/i18n';

const errno = (code: string) => Object.assign(new Error(`${code}: something, open '/x'`), { code });
const en = (e: unknown, expected?: 'file' | 'folder') => format(fileFault(e, expected), 'en');

describe('fileFault', () => {
  it('gives each common system code in words, never the code', () => {
    expect(en(errno('EISDIR'))).toBe('it is a folder, not a file');
    expect(en(errno('ENOENT'))).toBe('there is no such file');
    expect(en(errno('EACCES'))).toBe('permission is denied');
    expect(en(errno('EPERM'))).toBe('permission is denied');
    expect(en(errno('ENOSPC'))).toBe('the disk is full');
    expect(en(errno('EDQUOT'))).toBe('the disk is full');
    expect(en(errno('EROFS'))).toBe('the disk is read-only');
    expect(en(errno('EIO'))).toBe('the disk could not read or write it');
  });

  it('says what is missing or wrong by what the path should name', () => {
    expect(en(errno('ENOENT'), 'folder')).toBe('there is no such folder');
    expect(en(errno('ENOTDIR'), 'folder')).toBe('it is a file, not a folder');
    // For a file, ENOTDIR means a folder on its way is a file: the file is not there.
    expect(en(errno('ENOTDIR'), 'file')).toBe('there is no such file');
  });

  it('names the system code only for a fault with no words of its own, or the message of an error without one', () => {
    expect(en(errno('EMFILE'))).toBe('the system says EMFILE');
    expect(en(new Error('the record is too large'))).toBe('the system says the record is too large');
    expect(en('odd')).toBe('the system says odd');
  });

  it('speaks German', () => {
    expect(format(fileFault(errno('EISDIR')), 'de')).toBe('es ist ein Ordner, keine Datei');
    expect(format(fileFault(errno('ENOSPC')), 'de')).toBe('der Datenträger ist voll');
    expect(format(fileFault(errno('EMFILE')), 'de')).toBe('das System meldet EMFILE');
  });
});
