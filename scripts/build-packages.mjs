// `pnpm build`: every published package's dist/. The declarations of all packages come from one `tsc` run
// (tsconfig.declarations.json) instead of a TypeScript program per package and entry; each package's tsup then bundles
// its JavaScript, CSS and those declarations (tsup.shared.ts reads MEDIAKIT_DECLARATIONS_DIR).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// Outside node_modules: the bundler of declarations takes every file under a node_modules folder for a library's and
// leaves its imports unbundled.
const declarationsDir = mkdtempSync(join(tmpdir(), 'mediakit-declarations-'));
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

try {
  // TypeScript 6 by path: `tsc` on the PATH is TypeScript 7 (the typecheck's), whose declarations differ in form.
  run(process.execPath, [
    join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    'tsconfig.declarations.json',
    '--outDir',
    declarationsDir,
  ]);
  run('pnpm', ['-r', '--filter', './packages/**', 'build'], { MEDIAKIT_DECLARATIONS_DIR: declarationsDir });
} finally {
  rmSync(declarationsDir, { recursive: true, force: true });
}
