const crcTable = Array.from({ length: 256 }, (_, index) => {
  let c = index;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Bytes written big-endian, as PNG and zlib want them. */
class ByteWriter {
  readonly bytes: Uint8Array;
  offset = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }
  u8(value: number) {
    this.bytes[this.offset++] = value;
  }
  u16le(value: number) {
    this.u8(value & 0xff);
    this.u8(value >>> 8);
  }
  u32(value: number) {
    for (const shift of [24, 16, 8, 0]) this.u8((value >>> shift) & 0xff);
  }
  put(bytes: Uint8Array) {
    this.bytes.set(bytes, this.offset);
    this.offset += bytes.length;
  }
}

/** zlib data in stored (uncompressed) deflate blocks: valid everywhere, and no compressor to ship. */
function storedZlib(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 65535));
  const out = new ByteWriter(2 + blocks * 5 + data.length + 4);
  out.u8(0x78);
  out.u8(0x01);
  for (let block = 0; block < blocks; block += 1) {
    const chunk = data.subarray(block * 65535, (block + 1) * 65535);
    out.u8(block === blocks - 1 ? 1 : 0);
    out.u16le(chunk.length);
    out.u16le(~chunk.length & 0xffff);
    out.put(chunk);
  }
  out.u32(adler32(data));
  return out.bytes;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new ByteWriter(12 + data.length);
  out.u32(data.length);
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)));
  out.put(typed);
  out.put(data);
  const crcInput = new Uint8Array(4 + data.length);
  crcInput.set(typed);
  crcInput.set(data, 4);
  out.u32(crc32(crcInput));
  return out.bytes;
}

/** A real PNG (8-bit RGB, no filtering, stored deflate) of `rgb`, `width * height * 3` bytes row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = new ByteWriter(13);
  header.u32(width);
  header.u32(height);
  header.put(new Uint8Array([8, 2, 0, 0, 0]));
  const rows = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y += 1)
    rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header.bytes),
    chunk('IDAT', storedZlib(rows)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
