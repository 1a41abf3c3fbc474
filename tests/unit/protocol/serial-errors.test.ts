/**
 * The serial edge's error sentences (`PROTOCOL.md` §8 step 9): permission problems name the dialout
 * group and the command that fixes it; a port held elsewhere says so; a missing port asks about the cable.
 * (The busy case is also produced for real in tests/integration/serial.)
 */
import { describe, expect, test } from 'vitest';
import { describeSerialError } from '../../../firmware-protocol/serial/serial-link';
import { en, texts } from '../support/text';

const errno = (message: string, code?: string): Error => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('describeSerialError', () => {
  test('EACCES names the dialout group and the fix on Linux', () => {
    const e = describeSerialError('/dev/ttyACM0', errno('Error: Permission denied, cannot open /dev/ttyACM0', 'EACCES'));
    expect(e.code).toBe('serial/permission');
    expect(en(e.message)).toContain('/dev/ttyACM0');
    if (process.platform === 'linux') {
      expect(en(e.message)).toContain('dialout');
      expect(en(e.message)).toContain('sudo usermod -aG dialout $USER');
    }
  });

  test('EBUSY and "Cannot lock port" say another program holds the port', () => {
    for (const e of [errno('Error Resource temporarily unavailable Cannot lock port'), errno('busy', 'EBUSY')]) {
      const d = describeSerialError('/dev/ttyUSB0', e);
      expect(d.code).toBe('serial/busy');
      expect(en(d.message)).toContain('held by another program');
    }
  });

  test('a missing device, and anything else, keep the original message', () => {
    expect(describeSerialError('/dev/ttyACM9', errno('Error: No such file or directory, cannot open /dev/ttyACM9'))).toMatchObject({
      code: 'serial/not-found',
    });
    const other = describeSerialError('/dev/ttyS0', errno('Input/output error'));
    expect(texts(other)).toEqual({ code: 'serial/error', message: '/dev/ttyS0: Input/output error' });
  });
});
