/** The name a tool gives to something of one of its form fields: `fieldKey('image', 'dropHint')` is `imageDropHint`. */
export function fieldKey(prefix: string, name: string): string {
  return prefix + name.charAt(0).toUpperCase() + name.slice(1);
}
