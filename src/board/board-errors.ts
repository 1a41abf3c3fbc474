/**
 * What a board's ERR line means, in a sentence for the user. Spec: `firmware-protocol/PROTOCOL.md` §3.6.
 */

/** A sentence for a board ERR code and the sensor it names, if any (`PROTOCOL.md` §3.6). */
export function describeBoardError(code: string, sensor: number | undefined): string {
  const at = sensor === undefined ? '' : ` (sensor ${sensor})`;
  switch (code) {
    case 'STUCK':
      return `a sensor keeps changing or never settles${at}: check the switch and its wiring`;
    case 'LED':
      return `the LED driver reported a fault${at}`;
    case 'OVERFLOW':
      return 'the board dropped output because its send buffer was full; a snapshot has been requested';
    case 'HOSTCRC':
      return 'the board received a command with a bad checksum; it will be resent';
    case 'HOSTLINE':
      return 'the board could not read a command line from the host';
    case 'INTERNAL':
      return `the board firmware reported an internal error${at}`;
    default:
      return `the board reported ${code}${at}`;
  }
}
