/**
 * CRC-16/CCITT-FALSE, the check value every protocol line ends with (`PROTOCOL.md` §2 "Checksum").
 *
 * Parameters: width 16, polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR; the
 * check value of the ASCII string `123456789` is 0x29B1. Chosen over the XOR block check of the
 * Millennium protocol and the additive sums of the DGT bus and Centaur boards because those miss
 * swapped bytes and errors that cancel within a bit column; CRC-16 catches every error burst of up to
 * 16 bits and all odd numbers of bit errors, and costs a few lines on an 8-bit MCU
 * (`../shared/background/sensor-board-protocols.md` §2.1).
 */

const TABLE: Uint16Array = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    t[i] = c;
  }
  return t;
})();

/**
 * CRC-16/CCITT-FALSE of the character codes of `text` (each taken modulo 256, so latin1 text is its
 * bytes). Pure; never throws.
 * @returns the check value, 0..0xFFFF.
 */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ text.charCodeAt(i)) & 0xff]!;
  }
  return crc;
}

/** {@link crc16} as four upper-case hex digits, the form a line carries after `*`. */
export function crc16Hex(text: string): string {
  return crc16(text).toString(16).toUpperCase().padStart(4, '0');
}
