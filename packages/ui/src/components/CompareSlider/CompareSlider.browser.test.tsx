import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareSlider } from './CompareSlider';

// Real Chromium: where each picture is drawn depends on layout and object-fit, which jsdom does not do.

/** A PNG of the given size, as a data URL. */
function picture(width: number, height: number, colour: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.toDataURL('image/png');
}

/**
 * The part of the element's box the picture is drawn on, and which part of the picture (in its own pixels) shows
 * there, for its object-fit (contain or cover, centred).
 */
function drawn(image: HTMLImageElement) {
  const box = image.getBoundingClientRect();
  const fit = getComputedStyle(image).objectFit;
  const scale = (fit === 'cover' ? Math.max : Math.min)(
    box.width / image.naturalWidth,
    box.height / image.naturalHeight,
  );
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  const left = box.left + (box.width - width) / 2;
  const top = box.top + (box.height - height) / 2;
  const visible = {
    left: Math.max(box.left, left),
    top: Math.max(box.top, top),
    right: Math.min(box.right, left + width),
    bottom: Math.min(box.bottom, top + height),
  };
  return {
    visible,
    // The region of the picture that shows, as fractions of its width and height.
    region: {
      left: (visible.left - left) / width,
      top: (visible.top - top) / height,
      right: (visible.right - left) / width,
      bottom: (visible.bottom - top) / height,
    },
  };
}

const round = (rect: Record<string, number>) =>
  Object.fromEntries(Object.entries(rect).map(([key, value]) => [key, Math.round(value * 100) / 100]));

describe('CompareSlider in a browser', () => {
  it('draws a landscape original and its square result on the same area, the original cropped as engines crop it', async () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <CompareSlider beforeSrc={picture(1600, 900, '#c00')} afterSrc={picture(512, 512, '#00c')} />
      </div>,
    );
    const [after, before] = [...container.querySelectorAll('img')];
    await waitFor(() => expect(after!.complete && before!.complete && after!.naturalWidth > 0).toBe(true));
    const stage = after!.parentElement!;
    // The box takes the result's shape.
    await waitFor(() => {
      const box = stage.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(Math.round(box.height));
    });
    const [a, b] = [drawn(after!), drawn(before!)];
    // Both fill the same area of the screen: no letterbox on one and pillarbox on the other.
    expect(round(b.visible)).toEqual(round(a.visible));
    expect(round(a.region)).toEqual({ left: 0, top: 0, right: 1, bottom: 1 });
    // The original shows its centred square, the part a 1600x900 photo keeps when cropped to 512x512.
    expect(round(b.region)).toEqual({ left: 0.22, top: 0, right: 0.78, bottom: 1 });
  });
});
