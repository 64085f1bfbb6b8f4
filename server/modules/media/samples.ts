/**
 * Tiny real audio files made in code (no encoder on the machine): silent MP3 and WAV of a given
 * length, which music-metadata, the browser's players and the tests all read like any recording.
 */

/**
 * MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono, no CRC: 417-byte frames of 1,152 samples whose
 * side information is all zero (no main data: silence).
 */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** PCM WAV, 8 kHz, 8-bit mono: a 44-byte header and `seconds` of the silent sample value 0x80. */
export function silentWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(rate * seconds);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + samples, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate, 28); // bytes per second
  head.writeUInt16LE(1, 32); // block align
  head.writeUInt16LE(8, 34); // bits per sample
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(samples, 40);
  return Buffer.concat([head, Buffer.alloc(samples, 0x80)]);
}
