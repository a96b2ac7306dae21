// `pnpm test`: every check the project has, with a summary. Steps run side by side where they do not compete for
// the machine's cores (each step says how many it keeps busy) and after the steps whose output they read. A failed
// step does not stop the others, so one run shows everything that is wrong; the exit code is non-zero if any step
// failed. Each step's output is printed in one piece when it ends.
//
//   pnpm test                 every step
//   pnpm test unit lint       only the named steps (and nothing they need is run for them: build first yourself)
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCpuSampler } from './process-cpu.mjs';
import { errorsOutsideTests, fileStopReason } from './vitestOutput.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'mediakit-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const cores = Math.max(2, availableParallelism());
/** How much `busy` may run at once: see allSteps. */
const room = cores * 1.25;

/** A Vitest step: its JSON report gives the test counts of the summary. */
const vitest = (name, projects, extra) => ({
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
  needsBrowser: projects.some((project) => !project.startsWith('unit') && !project.startsWith('server')),
  ...extra,
});

/**
 * Each step's `busy`: the cores it keeps busy on average, its CPU seconds over its wall seconds in a full run on a quiet
 * 2-core machine (the summary's columns; CPU seconds include Chromium's). Steps start in this order as soon as what
 * they read (`after`) has ended and the running steps' `busy` leaves room for theirs. A step's figure is an average
 * over its own waits (Chromium, PostgreSQL, timers), so the room is a quarter above the cores: one step's waits are
 * filled by another's work. The suite is bound by CPU (1,060 to 1,180 CPU s on 2 cores, 1.86 to 1.90 cores busy on
 * average in every order tried), so the order's one job is to keep both cores busy to the end: the steps that mostly
 * wait (server, e2e, visual) start first, and the dense ones (storybook, unit, the package build and what reads it)
 * fill the cores around them. Started after the server and the package build, as before, e2e and visual ran last at
 * half a core. Tried and dropped (2026-12-01): storybook first beside the server, with the short steps under `nice`,
 * slowed the server to 505 s (623 s in all), and `nice` would starve those steps on a machine busy with other work.
 *
 * @type {{ name: string; command: string; args: string[]; busy: number; after?: string[]; report?: string; needsBrowser?: boolean }[]}
 */
const allSteps = [
  // Two files at a time on PGlite and PostgreSQL, real engines and server processes: the longest step.
  vitest('server', ['server', 'server-isolated'], { busy: 0.85 }),
  { name: 'build host', command: 'pnpm', args: ['build:host'], busy: 0.55 },
  { name: 'build storybook', command: 'pnpm', args: ['build-storybook', '--quiet'], busy: 0.7 },
  // The journeys (issue #21) on the real server serving the production build: mostly waiting on Chromium and engines.
  vitest('e2e', ['e2e'], { busy: 0.8, after: ['build host'] }),
  // Screenshots of the host's pages and the built Storybook's stories against e2e/visual/baselines.
  vitest('visual', ['visual'], { busy: 0.85, after: ['build host', 'build storybook'] }),
  // Every story rendered, played and checked by axe in light and dark.
  vitest('storybook', ['storybook'], { busy: 1.2 }),
  vitest('browser', ['browser'], { busy: 0.8 }),
  { name: 'build packages', command: 'pnpm', args: ['build'], busy: 1.1 },
  {
    name: 'publint + attw',
    command: 'node',
    args: ['scripts/lint-packages.mjs'],
    busy: 0.7,
    after: ['build packages'],
  },
  // Installs the tarballs with npm into a blank site with hostile global CSS, builds it, checks it in Chromium, renders
  // in Node and type-checks (scripts/partner-check.mjs).
  {
    name: 'partner check',
    command: 'node',
    args: ['scripts/partner-check.mjs'],
    busy: 0.85,
    after: ['build packages', 'publint + attw'],
    needsBrowser: true,
  },
  { name: 'size budgets', command: 'node', args: ['scripts/size.mjs'], busy: 0.7, after: ['build packages'] },
  vitest('unit', ['unit', 'unit-isolated', 'unit-node'], { busy: 1.25 }),
  // TypeScript 7 on one thread: on two cores its parallel checkers cost half as many CPU seconds again for no gain here.
  { name: 'typecheck', command: 'pnpm', args: ['typecheck', '--singleThreaded'], busy: 0.65 },
  { name: 'lint', command: 'pnpm', args: ['lint'], busy: 0.5 },
  { name: 'format', command: 'pnpm', args: ['format:check'], busy: 0.4 },
  { name: 'spec messages', command: 'node', args: ['scripts/spec-messages.mjs'], busy: 0.1 },
  // Builds the host itself (a few seconds), then mostly waits on Chromium.
  vitest('built host', ['built-host'], { busy: 0.7 }),
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !allSteps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${allSteps.map((step) => step.name).join(', ')}.`);
  process.exit(2);
}
const steps = only.length ? allSteps.filter((step) => only.includes(step.name)) : allSteps;

console.log(`pnpm test on Node ${process.version} (${process.execPath}), ${cores} cores`);

const suiteStarted = Date.now();
const bash = ['/bin/bash', '/usr/bin/bash'].some((path) => existsSync(path));

/** The user + system CPU seconds of a step's processes, from the second line of bash's `times` ("0m12.3s 0m1.2s"). */
function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, rest]) => Number(minutes) * 60 + Number(rest),
  );
  return times.length === 2 ? times[0] + times[1] : undefined;
}

const cpuSampler = createCpuSampler();

/** Runs one step with its output captured, then prints it whole. */
function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (step.needsBrowser && !existsSync(chromium)) {
      console.log(`\n━━━ ${step.name} ━━━`);
      console.log(
        `Chromium is missing at ${chromium}. Run \`bash scripts/setup.sh --browser\` (Debian: apt-get install chromium).`,
      );
      resolve({ name: step.name, ok: false, seconds: 0, detail: 'no chromium' });
      return;
    }
    // A step's CPU seconds are its cost on any machine (the wall time depends on what else runs): printed per step and
    // in the summary, from bash's `times` (every process the step ran and waited for) and from /proc's samples.
    const cpuFile = join(reports, `${step.name.replace(/\W+/g, '-')}.cpu`);
    const [command, args] = bash
      ? ['bash', ['-c', `"$@"; status=$?; times > '${cpuFile}'; exit $status`, 'step', step.command, ...step.args]]
      : [step.command, step.args];
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1'),
        STORYBOOK_DISABLE_TELEMETRY: '1',
      },
    });
    const sampled = cpuSampler.track(child.pid);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      // `times` misses processes the step did not wait for (Chromium's), the samples miss those that lived less than
      // a second: the larger of the two is the nearer.
      const cpu = [cpuSeconds(cpuFile), sampled.stop()]
        .filter((seconds) => seconds !== undefined)
        .reduce((larger, seconds) => Math.max(larger ?? 0, seconds), undefined);
      console.log(
        `\n━━━ ${step.name} (${seconds.toFixed(1)} s${cpu === undefined ? '' : `, ${cpu.toFixed(0)} CPU s`}) ━━━`,
      );
      const printed = Buffer.concat(output);
      process.stdout.write(printed);
      let ok = code === 0;
      let detail = '';
      let counts;
      let failures = [];
      if (step.report && existsSync(step.report)) {
        const report = JSON.parse(readFileSync(step.report, 'utf8'));
        const firstLine = (text) => (text ?? '').split('\n').find((line) => line.trim()) ?? '';
        failures = report.testResults.flatMap((file) => {
          const failed = file.assertionResults.filter((test) => test.status === 'failed');
          if (!failed.length && file.status === 'failed') {
            const message = firstLine(file.message) || fileStopReason(printed.toString('utf8'), file.name);
            return [{ file: relative(root, file.name), test: '(the file)', message }];
          }
          return failed.map((test) => ({
            file: relative(root, file.name),
            test: test.fullName,
            message: firstLine(test.failureMessages[0]),
          }));
        });
        counts = {
          passed: report.numPassedTests,
          failed: report.numFailedTests,
          skipped: report.numPendingTests + report.numTodoTests,
        };
        detail = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
        if (report.numTotalTests === 0) {
          console.log(`${step.name}: no test ran, which counts as a failure.`);
          ok = false;
        }
        // Vitest fails a run on an error outside any test, which its JSON report leaves out (issue: the summary said
        // "433 passed, 0 failed" under FAIL, the error thousands of lines above the tail a CI log shows).
        if (!ok && !failures.length) failures = errorsOutsideTests(printed.toString('utf8'));
        if (!ok && !failures.length) failures = [{ file: '(the step)', test: `exit code ${code}`, message: '' }];
      }
      resolve({ name: step.name, ok, seconds, cpu, from: (started - suiteStarted) / 1000, detail, counts, failures });
    });
  });
}

const started = Date.now();
const loadStart = loadavg()[0];
const results = new Map();
const running = new Map();
let busy = 0;
const pending = [...steps];
const inRun = new Set(steps.map((step) => step.name));

await new Promise((resolveAll) => {
  const startWhatFits = () => {
    for (const step of [...pending]) {
      const waitsFor = (step.after ?? []).filter((name) => inRun.has(name) && !results.has(name));
      if (waitsFor.length || (busy > 0 && busy + step.busy > room)) continue;
      pending.splice(pending.indexOf(step), 1);
      busy += step.busy;
      console.log(`… ${step.name} started`);
      running.set(
        step.name,
        runStep(step).then((result) => {
          busy -= step.busy;
          running.delete(step.name);
          results.set(step.name, result);
          if (!pending.length && !running.size) resolveAll();
          else startWhatFits();
        }),
      );
    }
  };
  startWhatFits();
});

const ordered = steps.map((step) => results.get(step.name));
const failedSteps = ordered.filter((result) => !result.ok);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const result of ordered) {
  if (!result.counts) continue;
  totals.passed += result.counts.passed;
  totals.failed += result.counts.failed;
  totals.skipped += result.counts.skipped;
}
const wall = (Date.now() - started) / 1000;
const cpuTotal = ordered.reduce((sum, result) => sum + (result.cpu ?? 0), 0);
console.log('\n━━━ summary ━━━');
console.log(`      ${'step'.padEnd(16)} ${'wall'.padStart(7)} ${'CPU'.padStart(6)}  ${'from-to'.padEnd(9)}  tests`);
for (const result of ordered) {
  const cpu = result.cpu === undefined ? '' : `${result.cpu.toFixed(0)}s`;
  const span = `${result.from.toFixed(0)}-${(result.from + result.seconds).toFixed(0)}`;
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(16)} ${`${result.seconds.toFixed(1)}s`.padStart(7)} ${cpu.padStart(6)}  ${span.padEnd(9)}  ${result.detail}`,
  );
}
console.log(`\nNode ${process.version}`);
console.log(
  `${steps.length - failedSteps.length} of ${steps.length} steps passed in ${wall.toFixed(0)} s` +
    (bash ? `, ${cpuTotal.toFixed(0)} CPU s (${(cpuTotal / wall).toFixed(2)} cores busy on average)` : '') +
    `; 1-min load average ${loadStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
);
if (failedSteps.length) console.log(`Failed: ${failedSteps.map((result) => result.name).join(', ')}.`);
// The failed tests by name, here at the end: CI logs are often read from their tail.
for (const result of failedSteps) {
  for (const failure of result.failures ?? []) {
    console.log(`  ✗ ${result.name}: ${failure.file} › ${failure.test}\n      ${failure.message.trim().slice(0, 300)}`);
  }
}
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
// For `pnpm test:busy` and anyone tracking the steps' costs over time.
writeFileSync(
  join(root, 'node_modules', '.cache', 'mediakit-test-summary.json'),
  JSON.stringify({ seconds: wall, cpu: cpuTotal, cores, steps: ordered }, null, 2),
);
process.exit(failedSteps.length ? 1 : 0);
