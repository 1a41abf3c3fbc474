/**
 * The staff screen's board line (`kiosk.staff.board-id`): a serial board with its port; the virtual
 * board said "on –", a bare dash (the third newcomer pass), and now says what it is.
 */
import { describe, expect, it } from 'vitest';
import { format, msg } from '../../../src/i18n/index';

describe('the staff screen\'s board line', () => {
  it('names a serial board\'s port, and says the virtual board is one, in English and German', () => {
    const serial = msg('kiosk.staff.board-id', { id: 'PARLOUR-7', port: '/dev/ttyACM0', virtual: 'no' });
    const virtual = msg('kiosk.staff.board-id', { id: 'virtual-morris-1a2b', port: '', virtual: 'yes' });
    expect([format(serial, 'en'), format(serial, 'de')]).toEqual(['Board PARLOUR-7 on /dev/ttyACM0', 'Brett PARLOUR-7 an /dev/ttyACM0']);
    expect([format(virtual, 'en'), format(virtual, 'de')]).toEqual([
      'Board virtual-morris-1a2b (the virtual board, on this computer)',
      'Brett virtual-morris-1a2b (das virtuelle Brett, auf diesem Rechner)',
    ]);
  });
});
