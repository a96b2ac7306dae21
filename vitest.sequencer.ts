import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = new URL('.', import.meta.url).pathname;

/**
 * Seconds each slow test file takes (`test-durations.json`, written by `node scripts/test-durations.mjs` from the
 * reports of the last `pnpm test`): on a fresh clone Vitest has no durations of its own.
 */
const durations = JSON.parse(readFileSync(new URL('test-durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;

/**
 * Longest files first, so that a step's workers finish together. Vitest orders by the durations of its previous run
 * on this machine; without one (a fresh clone, CI) it orders by file size, which started the longest server files
 * last (the contract suite on PostgreSQL: 45 cases in a 120-line file), leaving one worker idle for minutes at the
 * end. Those files get the committed durations instead.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const measured = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec);
    const milliseconds = (spec: TestSpecification) =>
      measured(spec)?.duration ?? (durations[relative(root, spec.moduleId)] ?? 0) * 1000;
    const failed = (spec: TestSpecification) => Number(measured(spec)?.failed ?? false);
    const byName = (a: TestSpecification, b: TestSpecification) =>
      a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        byName(a, b) ||
        Number(b.project.config.isolate) - Number(a.project.config.isolate) ||
        failed(b) - failed(a) ||
        milliseconds(b) - milliseconds(a),
    );
  }
}
