/**
 * What a partner may override of a console screen's messages: any message, and any part of a group of messages (so
 * `{ tiles: { credits: 'Balance' } }` changes one tile's label); a message that is a function is replaced whole.
 */
export type ConsoleMessagesOverride<Messages> = {
  [K in keyof Messages]?: Messages[K] extends (...args: never[]) => unknown
    ? Messages[K]
    : Messages[K] extends object
      ? Partial<Messages[K]>
      : Messages[K];
};

/** A console screen's `defaults` with a partner's `overrides` applied, one level deep. */
export function mergeConsoleMessages<Messages extends object>(
  defaults: Messages,
  overrides: ConsoleMessagesOverride<Messages> | undefined,
): Messages {
  if (!overrides) return defaults;
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] =
      value && typeof value === 'object' && base && typeof base === 'object' ? { ...base, ...value } : value;
  }
  return merged as Messages;
}
