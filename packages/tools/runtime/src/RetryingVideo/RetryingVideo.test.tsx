import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cacheBustedUrl } from './cacheBustedUrl';
import { RetryingVideo } from './RetryingVideo';

const player = (container: HTMLElement) => container.querySelector('video');

describe('RetryingVideo', () => {
  it('retries up to 3 times with cache-busting URLs, then says it could not load', () => {
    const { container } = render(<RetryingVideo src="https://cdn.example/v.mp4?sig=1" label="Generated video" />);
    const seen: (string | null)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const video = player(container);
      seen.push(video?.getAttribute('src') ?? null);
      fireEvent.error(video!);
    }
    expect(seen).toEqual([
      'https://cdn.example/v.mp4?sig=1',
      'https://cdn.example/v.mp4?sig=1&mk_retry=1',
      'https://cdn.example/v.mp4?sig=1&mk_retry=2',
      'https://cdn.example/v.mp4?sig=1&mk_retry=3',
    ]);
    expect(player(container)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the video.');
    expect(screen.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('starts over for a new source', () => {
    const { container, rerender } = render(<RetryingVideo src="https://cdn.example/a.mp4" label="Video" />);
    fireEvent.error(player(container)!);
    rerender(<RetryingVideo src="https://cdn.example/b.mp4" label="Video" />);
    expect(player(container)).toHaveAttribute('src', 'https://cdn.example/b.mp4');
  });

  it('never links to a non-http URL', () => {
    const { container } = render(<RetryingVideo src="javascript:alert(1)" label="Video" maxRetries={0} />);
    fireEvent.error(player(container)!);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps fragments after the retry marker', () => {
    expect(cacheBustedUrl('https://x/v.mp4#t=5', 2)).toBe('https://x/v.mp4?mk_retry=2#t=5');
  });
});
