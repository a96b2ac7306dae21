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

/**
 * Why a test file stopped without a failed test, from Vitest's printed output: its worker's death ("Worker exited
 * unexpectedly with signal SIGTRAP …") and the fatal error the runtime printed before it ("Check failed: …"), if any.
 * The JSON report gives such a file an empty message.
 */
export function fileStopReason(output, file) {
  const lines = stripVTControlCharacters(output).split('\n');
  const exit = lines
    .map((line) => /Worker exited unexpectedly (with .+?) during .+? while running test file (.+)$/.exec(line.trim()))
    .find((match) => match && match[2].trim().endsWith(file));
  if (!exit) return '';
  const fatal = lines.map((line) => /^# (Check failed: .+|Fatal error.+\S)$/.exec(line.trim())?.[1]).filter(Boolean);
  const check = fatal.find((line) => line.startsWith('Check failed')) ?? fatal[0];
  return `its worker exited unexpectedly ${exit[1]}${check ? ` (${check})` : ''}`;
}
