/** The file input inside `container`; throws when there is none, so a missing upload field fails loudly. */
export function fileInput(container: ParentNode = document): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
