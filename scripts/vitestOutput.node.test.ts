import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { errorsOutsideTests, fileStopReason } from './vitestOutput.mjs';

const vitest = join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
let folder = '';
afterEach(() => rm(folder, { recursive: true, force: true }));

/** The output of the installed Vitest on one test file, so an upgrade that changes its wording fails here. */
async function vitestOutput(testFile: string) {
  folder = await mkdtemp(join(tmpdir(), 'mediakit-vitest-output-'));
  await writeFile(join(folder, 'vitest.config.mjs'), 'export default {};\n');
  await writeFile(join(folder, 'case.test.mjs'), testFile);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = execFile(vitest, ['run', '--root', folder], { env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

test('a rejection nobody awaited fails the run with every test passed, and is named with its file and test', async () => {
  const { code, output } = await vitestOutput(`
    import { expect, test } from 'vitest';
    test('passes, then its pool rejects', async () => {
      setTimeout(() => Promise.reject(new Error('Connection terminated unexpectedly')), 5);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(1).toBe(1);
    });
  `);
  expect(code).toBe(1);
  expect(errorsOutsideTests(output)).toEqual([
    {
      file: 'case.test.mjs',
      test: 'unhandled rejection after "passes, then its pool rejects"',
      message: 'Error: Connection terminated unexpectedly',
    },
  ]);
});

test('a run without errors outside its tests gives none', async () => {
  const { code, output } = await vitestOutput(`
    import { expect, test } from 'vitest';
    test('fails on its own', () => expect(1).toBe(2));
  `);
  expect(code).toBe(1);
  expect(errorsOutsideTests(output)).toEqual([]);
});

test("a file whose worker died is named with the signal and the runtime's fatal error", async () => {
  const { code, output } = await vitestOutput(`
    import { test } from 'vitest';
    test('the runtime aborts', () => {
      process.stderr.write('\\n#\\n# Fatal error in , line 0\\n# Check failed: jit_page_->allocations_.erase(addr) == 1.\\n#\\n');
      process.kill(process.pid, 'SIGTRAP');
    });
  `);
  expect(code).toBe(1);
  expect(fileStopReason(output, join(folder, 'case.test.mjs'))).toBe(
    'its worker exited unexpectedly with signal SIGTRAP (Check failed: jit_page_->allocations_.erase(addr) == 1.)',
  );
  expect(fileStopReason(output, join(folder, 'other.test.mjs'))).toBe('');
});
