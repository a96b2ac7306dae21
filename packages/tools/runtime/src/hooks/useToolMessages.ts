import { useMemo } from 'react';

/** A tool's default messages with the partner's overrides applied; blank or missing overrides keep the default. */
export function useToolMessages<Messages extends Record<string, string>>(
  defaults: Messages,
  overrides: Partial<Messages> | undefined,
): Messages {
  return useMemo(() => mergeMessages(defaults, overrides), [defaults, overrides]);
}

export function mergeMessages<Messages extends Record<string, string>>(
  defaults: Messages,
  overrides: Partial<Messages> | undefined,
): Messages {
  if (!overrides) return defaults;
  const merged: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string' && value.trim() !== '' && key in defaults) merged[key] = value;
  }
  return merged as Messages;
}

/** Fills `{name}` placeholders, e.g. formatMessage('Need {required}, you have {have}.', { required: 5, have: 2 }). */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
