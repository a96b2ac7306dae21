/**
 * True for a Blob or File from any realm: test environments mix the DOM's Blob with the runtime's, and a form read
 * back from a Request holds the runtime's File, so `instanceof Blob` is not enough.
 */
export function isBlobLike(value: unknown): value is Blob {
  return (
    value instanceof Blob ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as Blob).arrayBuffer === 'function' &&
      typeof (value as Blob).size === 'number')
  );
}
