// Checks every published package the way a consumer's tools will see it: publint for package.json and files,
// and @arethetypeswrong/cli for the types each export resolves to. Run after `pnpm build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packageDirs = ['packages', 'packages/tools']
  .flatMap((dir) => readdirSync(join(root, dir), { withFileTypes: true }).map((entry) => join(dir, entry.name)))
  .filter((dir) => existsSync(join(root, dir, 'package.json')));

const published = packageDirs.filter(
  (dir) => !JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).private,
);

let failures = 0;
for (const dir of published) {
  const cwd = join(root, dir);
  for (const [tool, args] of [
    ['publint', ['exec', 'publint', '--strict']],
    [
      'attw', // CSS subpaths have no types by design; attw would report them as unresolved.
      ['exec', 'attw', '--pack', '.', '--profile', 'esm-only', '--no-color', '--exclude-entrypoints', './styles.css'],
    ],
  ]) {
    try {
      execFileSync('pnpm', args, { cwd, stdio: 'pipe', encoding: 'utf8' });
      console.log(`ok    ${tool.padEnd(8)} ${dir}`);
    } catch (error) {
      failures += 1;
      console.log(`FAIL  ${tool.padEnd(8)} ${dir}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}

console.log(`\npackage lint: ${published.length * 2 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
