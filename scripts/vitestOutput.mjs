import { stripVTControlCharacters } from 'node:util';

/**
 * The errors Vitest caught outside any test (a rejection nobody awaited, after its test passed), from its printed
 * output: they fail the run, but its JSON report leaves them out.
 */
export function errorsOutsideTests(output) {
  // Vitest colours its output even when told not to.
  const lines = stripVTControlCharacters(output).split('\n');
  const errors = [];
  for (const [index, line] of lines.entries()) {
    const heading = /^⎯+ (Unhandled (?:Error|Rejection|Exception)) ⎯+$/.exec(line.trim());
    if (!heading) continue;
    const rest = lines.slice(index + 1, index + 60);
    const end = rest.findIndex((next) => /^⎯+/.test(next.trim()));
    const block = end === -1 ? rest : rest.slice(0, end);
    const found = (pattern) => block.map((next) => pattern.exec(next)?.[1]).find(Boolean);
    const file = found(/error originated in "(.+?)" test file/);
    const lastTest = found(/last test to run before this error was "(.+?)"/);
    errors.push({
      file: file ?? '(no test file)',
      test: `${heading[1].toLowerCase()}${lastTest ? ` after "${lastTest}"` : ''}`,
      message: block.find((next) => next.trim())?.trim() ?? '',
    });
  }
  return errors;
}
