import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './testing/sourceFiles';

const root = new URL('.', import.meta.url).pathname;

// Issue #31: a file that grows past 400 lines holds more than one subject; split it by subject.
describe('server sources', () => {
  it('no source file is over 400 lines', async () => {
    const files = await sourceFiles(root);
    const long = [];
    for (const file of files) {
      const lines = (await readFile(file, 'utf8')).split('\n').length;
      if (lines > 400) long.push(`${relative(root, file)}: ${lines}`);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(long).toEqual([]);
  });
});
