/** A file that reports `bytes` as its size without holding them, to test size caps cheaply (checked first). */
export function fileOfSize(bytes: number, name: string, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
