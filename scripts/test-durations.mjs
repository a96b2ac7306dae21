// Writes test-durations.json: the seconds each test file took in the last `pnpm test` (its Vitest reports in
// node_modules/.cache/mediakit-test), for files of two seconds or more. vitest.sequencer.ts starts the longest files
// first with it on a machine where Vitest has no durations of its own (a fresh clone, CI). Run it after a change
// that makes a file much slower or faster, on a machine as quiet as you have; the order is what matters.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'mediakit-test');
const target = join(root, 'test-durations.json');

const durations = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
let updated = 0;
for (const file of existsSync(reports) ? readdirSync(reports).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
  for (const suite of report.testResults ?? []) {
    const seconds = Math.round((suite.endTime - suite.startTime) / 100) / 10;
    const path = relative(root, suite.name);
    if (seconds >= 2) durations[path] = seconds;
    else delete durations[path];
    updated += 1;
  }
}
// A file moved or removed since its figure was written would keep a stale figure forever.
const kept = Object.entries(durations).filter(([path]) => existsSync(join(root, path)));
const sorted = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test-durations.json: ${Object.keys(sorted).length} files of 2 s or more (${updated} files read).`);
