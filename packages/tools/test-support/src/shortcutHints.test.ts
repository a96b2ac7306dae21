import { describe, expect, it } from 'vitest';

// Every tool with a prompt submits on Ctrl+Enter (Cmd+Enter on a Mac, `useSubmitShortcut`), and says so in one wording:
// four wordings had grown across nine tools ("Ctrl+Enter or Cmd+Enter edits.", "(Cmd+Enter on a Mac)", "(⌘+Enter …)").

const messageModules = import.meta.glob<Record<string, unknown>>('../../*/src/messages.ts', { eager: true });

const hints = Object.entries(messageModules).flatMap(([path, exports]) =>
  Object.values(exports)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((messages) => Object.values(messages))
    .filter((text): text is string => typeof text === 'string' && /Ctrl\+Enter|Cmd\+Enter|⌘/.test(text))
    .map((text) => ({ tool: path.split('/')[2], text })),
);

describe('the submit shortcut hints', () => {
  it('are found in every tool that takes a prompt or a script', () => {
    expect(new Set(hints.map((hint) => hint.tool)).size).toBeGreaterThanOrEqual(9);
  });

  it('all read "Ctrl+Enter (⌘+Enter on a Mac)" and what it does', () => {
    const odd = hints.filter((hint) => !/^Ctrl\+Enter \(⌘\+Enter on a Mac\) [a-z][^.]*\.$/.test(hint.text));
    expect(odd).toEqual([]);
  });
});
