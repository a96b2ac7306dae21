import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer } from '../testing/nodes';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mediakit-database-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// nodejs/node#64500: Node 24's V8 can abort while freeing dead WebAssembly code, and PGlite's churn made it happen.
// V8 traces each collection of that code; a new database's initdb and migrations gave 26 such lines before the fix.
describe('PGlite on Node 24', { timeout: 240_000 }, () => {
  it('opens, migrates and closes a new database without V8 collecting WebAssembly code', async () => {
    const migrate = spawn(process.execPath, ['--trace-wasm-code-gc', builtServer, 'migrate'], {
      env: { ...process.env, MEDIAKIT_DATA_DIR: dataDir, MEDIAKIT_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    migrate.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    migrate.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => migrate.once('exit', resolve));
    expect(output).not.toContain('[wasm-gc]');
    expect(code).toBe(0);
  });
});
