import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

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
