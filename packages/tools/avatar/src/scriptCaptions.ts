/**
 * The script as a WebVTT captions file. The answer gives no timings, so the whole script is one cue spanning the
 * video: accurate words rather than guessed timings.
 */
export function scriptToWebVtt(script: string): string {
  const text = script
    .replace(/\r\n?/g, '\n')
    // "-->" would start a new timing line, and a blank line would end the cue early.
    .replace(/-->/g, '->')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return `WEBVTT\n\n00:00:00.000 --> 99:59:59.999\n${text}\n`;
}
