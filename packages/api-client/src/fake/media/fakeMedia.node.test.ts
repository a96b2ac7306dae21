import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakeMediaFile, fakeMediaFileAt, fakeMediaUrl } from './fakeMedia';

/** The chunks of a PNG, each with its CRC checked by zlib's own crc32. */
function pngChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = view.getUint32(offset + 8 + length);
    expect(crc).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

describe('the fake’s media files', () => {
  it('draws a real PNG at the asked aspect: valid chunks and CRCs, zlib data that inflates to every row', () => {
    const { bytes, type } = fakeMediaFile('image', 'x', {
      text: 'A red fox at sunset by the sea',
      width: 16,
      height: 9,
    });
    expect(type).toBe('image/png');
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const chunks = pngChunks(bytes);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
    const [width, height] = [header.getUint32(0), header.getUint32(4)];
    expect([width, height]).toEqual([192, 108]);
    expect(inflateSync(chunks[1]!.data)).toHaveLength(height * (width * 3 + 1));
  });

  it('draws what the prompt says, the same each time: different prompts, different pictures', () => {
    const picture = (text: string) => Buffer.from(fakeMediaFile('image', 'x', { text }).bytes).toString('base64');
    expect(picture('Mountains at night')).toBe(picture('Mountains at night'));
    expect(picture('Mountains at night')).not.toBe(picture('A green forest in the sun'));
  });

  it('makes a WAV, an MP4 and a PDF that are what they say', () => {
    const wav = fakeMediaFile('audio', 'speech-1', { text: 'Hello there' });
    const ascii = (bytes: Uint8Array, from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));
    expect([wav.type, ascii(wav.bytes, 0, 4), ascii(wav.bytes, 8, 12)]).toEqual(['audio/wav', 'RIFF', 'WAVE']);
    expect(new DataView(wav.bytes.buffer).getUint32(40, true)).toBe(wav.bytes.length - 44);
    const video = fakeMediaFile('video', 'clip');
    expect([video.type, ascii(video.bytes, 4, 8)]).toEqual(['video/mp4', 'ftyp']);
    const pdf = fakeMediaFile('pdf', 'INV-1', { text: 'INV-1, January 2025' });
    const text = ascii(pdf.bytes, 0, pdf.bytes.length);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Invoice INV-1, January 2025)');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('outside a browser, hands out paths on the fake’s origin that lead back to the same file', () => {
    const url = fakeMediaUrl('https://fake.test', 'image', 'image-1', { text: 'Sea', width: 4, height: 3 });
    expect(url).toBe('https://fake.test/fake-media/image/image-1?text=Sea&width=4&height=3');
    expect(fakeMediaFileAt(url)?.bytes).toEqual(
      fakeMediaFile('image', 'image-1', { text: 'Sea', width: 4, height: 3 }).bytes,
    );
  });
});
