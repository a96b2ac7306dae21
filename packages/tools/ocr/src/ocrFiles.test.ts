import { describe, expect, it } from 'vitest';
import { ocrMessages } from './messages';
import { ocrImageUpload, textFileBaseName, textFileName } from './ocrFiles';

describe('ocrImageUpload', () => {
  it('takes JPEG or PNG of at most 10 MB', () => {
    expect(ocrImageUpload).toMatchObject({ types: ['image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024 });
  });
});

describe('textFileBaseName', () => {
  it('drops the extension, else falls back', () => {
    expect(textFileBaseName('receipt.scan.png', 'extracted-text')).toBe('receipt.scan');
    expect(textFileBaseName('.png', 'extracted-text')).toBe('extracted-text');
    expect(textFileBaseName(undefined, 'extracted-text')).toBe('extracted-text');
  });
});

describe('textFileName', () => {
  it("names the .txt after the image in the tool's words, without characters a file name cannot hold", () => {
    expect(textFileName('receipt.png', ocrMessages)).toBe('receipt.txt');
    expect(textFileName(undefined, ocrMessages)).toBe('extracted-text.txt');
    expect(textFileName('a', { downloadFileName: '{name}: text?.txt', defaultFileName: 'x' })).not.toMatch(/[:?]/);
  });
});
