/**
 * A tiny real WAV file for the tests of the kiosk's content pack (read-aloud recordings): `ms` of
 * silence, 8 kHz, 8-bit mono PCM, with a complete RIFF/WAVE header.
 */
export function silentWav(ms: number): Buffer {
  const n = Math.round((8000 * ms) / 1000);
  const b = Buffer.alloc(44 + n, 0x80);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16); // fmt chunk size
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(8000, 24); // samples per second
  b.writeUInt32LE(8000, 28); // bytes per second
  b.writeUInt16LE(1, 32); // block align
  b.writeUInt16LE(8, 34); // bits per sample
  b.write('data', 36);
  b.writeUInt32LE(n, 40);
  return b;
}
