// `pnpm test:busy`: the suite (or the named steps) while busy processes keep every core loaded, to find tests whose
// verdict depends on the machine's speed. It starts N processes that spin on the CPU at normal priority, runs
// `scripts/test.mjs` with the given steps, stops them, and lists every failed step and test. With `--runs K` it does
// that K times in a row and gives each run's failures; the exit code is non-zero when any run failed.
//
//   pnpm test:busy                         every step, N = 2 x cores busy processes
//   pnpm test:busy --busy 4 server browser  two steps with four busy processes
//   pnpm test:busy --runs 3 storybook       three runs in a row
//
// A run's figures (wall time, load average, the steps' CPU seconds) are written to node_modules/.cache/mediakit-busy/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'mediakit-test');
const history = join(root, 'node_modules', '.cache', 'mediakit-busy');
const cores = availableParallelism();

const args = process.argv.slice(2);
let busy = 2 * cores;
let runs = 1;
const steps = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--busy' || arg === '--runs') {
    const value = Number(args[(index += 1)]);
    if (!Number.isInteger(value) || value < (arg === '--busy' ? 0 : 1)) {
      console.error(`${arg} takes a whole number (got ${args[index]}).`);
      process.exit(2);
    }
    if (arg === '--busy') busy = value;
    else runs = value;
  } else if (arg !== '--') steps.push(arg);
}

/** A process that keeps one core busy until it is killed (its own Node: nothing of the project loaded). */
function spinner() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** Every failed test of the run's Vitest reports, as "step › file › test: first line of the message". */
function failedTests() {
  if (!existsSync(reports)) return [];
  const failures = [];
  for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
    const step = file.replace(/\.json$/, '');
    const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    for (const suite of report.testResults ?? []) {
      const path = suite.name.startsWith(root) ? suite.name.slice(root.length) : suite.name;
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 240);
        failures.push(`${step} › ${path} › ${test.fullName}: ${message}`);
      }
      // A file that failed outside any test (an import error, a failing hook) has a message but no failed test.
      if (!failed.length && suite.status === 'failed') {
        failures.push(`${step} › ${path}: ${(suite.message ?? 'failed').split('\n')[0].slice(0, 240)}`);
      }
    }
  }
  return failures;
}

function runSuite() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'test.mjs'), ...steps], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

mkdirSync(history, { recursive: true });
const outcomes = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n━━━ busy run ${run} of ${runs}: ${busy} busy processes on ${cores} cores ━━━`);
  const spinners = Array.from({ length: busy }, spinner);
  const started = Date.now();
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
  let result;
  try {
    result = await runSuite();
  } finally {
    clearInterval(sampler);
    for (const child of spinners) child.kill('SIGKILL');
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const summaryFile = join(reports, '..', 'mediakit-test-summary.json');
  const summary = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : undefined;
  const failedSteps = (summary?.steps ?? []).filter((step) => !step.ok).map((step) => step.name);
  const tests = failedTests();
  const outcome = {
    run,
    busy,
    cores,
    steps: steps.length ? steps : 'all',
    seconds,
    loadAverage: loads.length ? Math.max(...loads).toFixed(1) : loadavg()[0].toFixed(1),
    exitCode: result.code,
    failedSteps,
    failedTests: tests,
    stepTimes: summary?.steps,
  };
  outcomes.push(outcome);
  writeFileSync(
    join(history, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(outcome, null, 2),
  );
}

console.log('\n━━━ busy summary ━━━');
for (const outcome of outcomes) {
  const verdict = outcome.exitCode === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${verdict} run ${outcome.run}: ${outcome.seconds} s with ${outcome.busy} busy processes on ${outcome.cores} cores ` +
      `(peak 1-min load ${outcome.loadAverage}); ${outcome.failedSteps.length} failed steps, ${outcome.failedTests.length} failed tests`,
  );
  if (outcome.failedSteps.length) console.log(`  failed steps: ${outcome.failedSteps.join(', ')}`);
  for (const failure of outcome.failedTests) console.log(`  ${failure}`);
}
process.exit(outcomes.every((outcome) => outcome.exitCode === 0) ? 0 : 1);
