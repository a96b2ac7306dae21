// `pnpm test`: every check the project has, in order, with a summary. Later steps still run after a failure so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'mediakit-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const vitest = (name, projects) => ({
  name,
  command: 'pnpm',
  args: [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  report: join(reports, `${name}.json`),
  needsBrowser: projects.some((project) => project !== 'unit'),
});

const steps = [
  { name: 'typecheck', command: 'pnpm', args: ['typecheck'] },
  { name: 'lint', command: 'pnpm', args: ['lint'] },
  { name: 'format', command: 'pnpm', args: ['format:check'] },
  { name: 'spec messages', command: 'node', args: ['scripts/spec-messages.mjs'] },
  vitest('unit', ['unit']),
  vitest('browser', ['browser']),
  vitest('storybook', ['storybook-light', 'storybook-dark']),
  { name: 'build packages', command: 'pnpm', args: ['build'] },
  { name: 'publint + attw', command: 'node', args: ['scripts/lint-packages.mjs'] },
  ...(existsSync(join(root, 'scripts/size.mjs'))
    ? [{ name: 'size budgets', command: 'node', args: ['scripts/size.mjs'] }]
    : []),
  { name: 'build host', command: 'pnpm', args: ['build:host'] },
  { name: 'build storybook', command: 'pnpm', args: ['build-storybook', '--quiet'] },
];

console.log(`pnpm test on Node ${process.version} (${process.execPath})`);

const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

for (const step of steps) {
  console.log(`\n━━━ ${step.name} ━━━`);
  const stepStart = Date.now();
  if (step.needsBrowser && !existsSync(chromium)) {
    console.log(
      `Chromium is missing at ${chromium}. Run \`bash scripts/setup.sh --browser\` (Debian: apt-get install chromium).`,
    );
    results.push({ name: step.name, ok: false, seconds: 0, detail: 'no chromium' });
    continue;
  }
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  });
  let detail = '';
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    const skipped = report.numPendingTests + report.numTodoTests;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += skipped;
    detail = `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
    if (report.numTotalTests === 0) {
      console.log(`${step.name}: no test ran, which counts as a failure.`);
      run.status = 1;
    }
  }
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - stepStart) / 1000, detail });
}

const failedSteps = results.filter((result) => !result.ok);
console.log('\n━━━ summary ━━━');
for (const result of results) {
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(16)} ${`${result.seconds.toFixed(1)}s`.padStart(7)}  ${result.detail}`,
  );
}
console.log(`\nNode ${process.version}`);
console.log(
  `${steps.length - failedSteps.length} of ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
if (failedSteps.length) console.log(`Failed: ${failedSteps.map((result) => result.name).join(', ')}.`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length ? 1 : 0);
