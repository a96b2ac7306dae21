/** A JSON object as the server sent it: every field is read through the helpers below, never trusted. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectField(source: unknown, key: string): JsonObject | undefined {
  const value = isJsonObject(source) ? source[key] : undefined;
  return isJsonObject(value) ? value : undefined;
}

/** The first non-empty string among `keys`. */
export function stringField(source: unknown, ...keys: string[]): string | undefined {
  if (!isJsonObject(source)) return undefined;
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The first finite number among `keys`; numeric strings count, since some servers send "42". */
export function numberField(source: unknown, ...keys: string[]): number | undefined {
  if (!isJsonObject(source)) return undefined;
  for (const key of keys) {
    const value = source[key];
    const number = typeof value === 'string' && value.trim() ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return undefined;
}

export function arrayField(source: unknown, key: string): unknown[] {
  const value = isJsonObject(source) ? source[key] : undefined;
  return Array.isArray(value) ? value : [];
}
