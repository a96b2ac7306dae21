/** The `index`th file input inside `container`; throws when there is none, so a missing upload field fails loudly. */
export function fileInput(container: ParentNode = document, index = 0): HTMLInputElement {
  const input = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
  if (!input) throw new Error('no file input');
  return input;
}
