/** An error Vitest caught outside any test: the file it came from, the last test before it, its first line. */
export interface ErrorOutsideTests {
  file: string;
  test: string;
  message: string;
}
/** The errors outside tests that Vitest's output (colours and all) reports, which its JSON report leaves out. */
export function errorsOutsideTests(output: string): ErrorOutsideTests[];
/** Why a test file stopped without a failed test (its worker died, and the runtime's fatal error), or ''. */
export function fileStopReason(output: string, file: string): string;
