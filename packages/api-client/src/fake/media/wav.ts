import { seededRandom } from './picture';

/** A real WAV (8 kHz, 8-bit mono) of a short tune drawn from `text`: one soft tone per word, about 1.5 s. */
export function encodeWav(text: string): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const random = seededRandom(text);
  const notes = (words.length ? words : ['Mediakit']).map(() => 220 * 2 ** (Math.floor(random() * 12) / 12));
  const noteLength = Math.round((rate * 1.5) / notes.length);
  const samples = notes.length * noteLength;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  notes.forEach((frequency, note) => {
    for (let i = 0; i < noteLength; i += 1) {
      const envelope = Math.min(1, i / 200, (noteLength - i) / 400);
      bytes[44 + note * noteLength + i] =
        128 + Math.round(70 * envelope * Math.sin((2 * Math.PI * frequency * i) / rate));
    }
  });
  return bytes;
}
