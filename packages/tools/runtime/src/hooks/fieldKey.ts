/**
 * The name a tool gives to something of one of its form fields: `fieldKey('set', 'prompt')` is its setter
 * `setPrompt`, `fieldKey('image', 'dropHint')` its message `imageDropHint`.
 */
export function fieldKey(prefix: string, name: string): string {
  return prefix + name.charAt(0).toUpperCase() + name.slice(1);
}
