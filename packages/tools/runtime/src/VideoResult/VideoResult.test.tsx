import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MediakitProvider } from '../MediakitProvider';
import { VideoResult } from './VideoResult';

const url = 'https://cdn.example/results/waves.mp4';

function renderOnFakeClient(ui: ReactNode) {
  return render(<MediakitProvider client={createFakeMediakitClient()}>{ui}</MediakitProvider>);
}

describe('VideoResult', () => {
  it('shows the player under its label, then the actions on the same URL', () => {
    const { container } = renderOnFakeClient(
      <VideoResult result={{ url, engine: 'local' }} label="Generated video" fileName="waves.mp4" />,
    );
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Generated video');
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', url);
    expect(screen.getByText(/built-in local engine/)).toBeInTheDocument();
  });

  it('shows the poster frame the server made until the video plays (no black box)', () => {
    const poster = 'https://cdn.example/results/waves.jpg';
    const { container } = renderOnFakeClient(
      <VideoResult result={{ url, poster }} label="Generated video" fileName="waves.mp4" />,
    );
    expect(container.querySelector('video')).toHaveAttribute('poster', poster);
  });

  it("says the tool's words when the video does not load", () => {
    const text = { videoLoadFailed: 'Das Video lädt nicht.', videoOpenDirectly: 'In neuem Tab öffnen' };
    const { container } = renderOnFakeClient(
      <VideoResult result={{ url }} label="Video" fileName="waves.mp4" text={text} />,
    );
    for (let attempt = 0; attempt < 4; attempt += 1) fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Video lädt nicht.');
    expect(screen.getByRole('link', { name: 'In neuem Tab öffnen' })).toHaveAttribute('href', url);
  });

  it('puts the player in the larger view it is given, with the rest below', () => {
    renderOnFakeClient(
      <VideoResult
        result={{ url }}
        label="Upscaled"
        fileName="waves.mp4"
        player={(video) => <figure aria-label="Before and after">{video}</figure>}
      >
        <a href={url}>Download link</a>
      </VideoResult>,
    );
    expect(screen.getByRole('figure', { name: 'Before and after' }).querySelector('video')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Download link' })).toBeInTheDocument();
  });
});
