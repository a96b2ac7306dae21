import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompositionPreview, type CompositionPreviewProps } from './CompositionPreview';

const base: CompositionPreviewProps = {
  canvasWidth: 1000,
  canvasHeight: 500,
  padding: 50,
  fit: 'cover',
  align: 'bottom-right',
  subjectSrc: 'https://x.test/cat.png',
  backgroundSrc: undefined,
  backgroundColor: '#112233',
  title: 'Preview',
  hint: 'Approximate',
  emptyText: 'Add a subject image to see the layout.',
  subjectAlt: 'Subject',
};

function load(image: HTMLElement, width: number, height: number) {
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
}

describe('CompositionPreview', () => {
  it('keeps the canvas aspect ratio and fills a colour background', () => {
    const { container } = render(<CompositionPreview {...base} />);
    expect(screen.getByTestId('composition-preview').style.aspectRatio).toBe('1000 / 500');
    const background = container.querySelector<HTMLElement>('[data-layer="background"]');
    expect(background?.style.backgroundColor).toBe('rgb(17, 34, 51)');
    expect(background?.style.width).toBe('100%');
  });

  it('places the subject by the layout once its size is known', () => {
    render(<CompositionPreview {...base} />);
    const subject = screen.getByRole('img', { name: 'Subject' });
    expect(subject.style.opacity).toBe('0');
    load(subject, 200, 200);
    // 400x400 in the 900x400 padded area, bottom-right: x 550, y 50.
    expect(subject.style.left).toBe('55%');
    expect(subject.style.top).toBe('10%');
    expect(subject.style.width).toBe('40%');
    expect(subject.style.height).toBe('80%');
  });

  it('follows changes of align and padding live', () => {
    const { rerender } = render(<CompositionPreview {...base} />);
    load(screen.getByRole('img', { name: 'Subject' }), 200, 200);
    rerender(<CompositionPreview {...base} align="top-left" padding={0} />);
    const subject = screen.getByRole('img', { name: 'Subject' });
    expect(subject.style.left).toBe('0%');
    expect(subject.style.top).toBe('0%');
    expect(subject.style.height).toBe('100%');
  });

  it('lays out a background image by fit', () => {
    const { container } = render(<CompositionPreview {...base} backgroundSrc="https://x.test/bg.png" fit="contain" />);
    const background = container.querySelector<HTMLElement>('img[data-layer="background"]');
    if (!background) throw new Error('no background image');
    load(background, 400, 100);
    expect(background.style.top).toBe('25%');
    expect(background.style.height).toBe('50%');
  });

  it('says what to do without a subject', () => {
    render(<CompositionPreview {...base} subjectSrc={undefined} />);
    expect(screen.getByText('Add a subject image to see the layout.')).toBeInTheDocument();
  });
});
