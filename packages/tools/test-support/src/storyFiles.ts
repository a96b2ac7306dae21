import { expect, userEvent, waitFor } from 'storybook/test';
import { pixelPng } from './mediaFiles';

/** One mebibyte, for the tools' size limits. */
export const MB = 1024 * 1024;

/** A 1x1 PNG file named `name`. */
export function pngFile(name = 'pixel.png'): File {
  return new File([pixelPng], name, { type: 'image/png' });
}

/** A real file of `bytes` zero bytes (uploaded for real in the browser), for the size checks. */
export function fileOfSize(bytes: number, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A small file of any type with a few bytes of content, for the type checks. */
export function fileOfType(name: string, type: string, content = 'x'): File {
  return new File([content], name, { type });
}

/** A PNG of `width` x `height` drawn on a canvas by `draw` (filled with `background` first). */
export async function drawnPng(
  name: string,
  width: number,
  height: number,
  { background, draw }: { background?: string; draw?: (context: CanvasRenderingContext2D) => void } = {},
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    draw?.(context);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('No PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** The story's `index`th file input (the first by default); throws when there is none. */
export function fileInput(canvasElement: HTMLElement, index = 0): HTMLInputElement {
  const input = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
  if (!input) throw new Error('The upload field has no file input.');
  return input;
}

/**
 * Chooses `file` in the story's `index`th file input. `applyAccept: false` lets a file the input's `accept` would
 * hide through, as a drop or a paste would, so the tool's own type check answers.
 */
export async function chooseFile(
  canvasElement: HTMLElement,
  file: File,
  { index = 0, applyAccept = true }: { index?: number; applyAccept?: boolean } = {},
): Promise<void> {
  await userEvent.upload(fileInput(canvasElement, index), file, { applyAccept });
  await filesChecked(canvasElement);
}

/** Waits until every upload field has read the bytes of the file it was given (and taken or refused it). */
export async function filesChecked(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
}
