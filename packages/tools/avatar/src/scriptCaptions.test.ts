import { describe, expect, it } from 'vitest';
import { scriptToWebVtt } from './scriptCaptions';

describe('scriptToWebVtt', () => {
  it('makes one cue with the whole script', () => {
    expect(scriptToWebVtt('Hello there.\nWelcome!')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 99:59:59.999\nHello there.\nWelcome!\n',
    );
  });

  it('keeps the cue intact when the script has blank lines, CRLF or an arrow', () => {
    expect(scriptToWebVtt('One\r\n\r\n  Two --> three  \n\n')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 99:59:59.999\nOne\nTwo -> three\n',
    );
  });
});
