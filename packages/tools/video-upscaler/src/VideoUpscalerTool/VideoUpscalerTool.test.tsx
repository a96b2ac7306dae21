import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  advanceJobClock,
  fakeJobClock,
  fileInput,
  imageFile,
  renamedTextFile,
  restoreJobClockAfterEach,
  runOutStatusRetries,
  settleJobClock,
  videoFile,
} from '@mediakit/test-support';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoUpscalerTool } from './VideoUpscalerTool';

// user-event does not run under fake timers here, so inputs are given on the real clock and the clock is faked only
// for the job, whose start is then pressed with fireEvent (react-aria treats it as a virtual click).

const clip = () => videoFile('clip.mp4');

function setup(options: Parameters<typeof createFakeMediakitClient>[0] = {}) {
  const client = createFakeMediakitClient(options);
  const onResult = vi.fn();
  const view = render(<VideoUpscalerTool client={client} onResult={onResult} />);
  return { client, onResult, view, user: userEvent.setup() };
}

restoreJobClockAfterEach();

describe('VideoUpscalerTool', () => {
  it('asks for a video or a valid URL, and refuses a non-video file', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
    expect(screen.getAllByText('Upload a video or provide a valid video URL.').length).toBeGreaterThan(0);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(view.container), imageFile('photo.png'));
    expect((await screen.findAllByText('Please select a video file.')).length).toBeGreaterThan(0);
  });

  it('refuses a text file renamed .mp4 before any request', async () => {
    const { user, view, client } = setup();
    await user.upload(fileInput(view.container), renamedTextFile('clip.mp4', 'video/mp4'));
    expect(await screen.findByText('Please select a video file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
    expect(client.fake.requests.some((request) => request.operation === 'videoUpscale.start')).toBe(false);
  });

  it('upscales a file with progress, then shows the original and the 4K result side by side', async () => {
    const { user, view, onResult } = setup();
    await user.upload(fileInput(view.container), clip());
    await screen.findByText('Selected: clip.mp4');
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
    await settleJobClock();
    expect(screen.getByText('Upload received. Checking progress every 3 seconds…')).toBeInTheDocument();
    await advanceJobClock(3000);
    await advanceJobClock(3000);
    expect(screen.getByText('Upscaling to 4K…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await advanceJobClock(3000);
    expect(screen.getByText('Your 4K video is ready.')).toBeInTheDocument();
    const url = (onResult.mock.calls[0]?.[0] as { url: string }).url;
    const compare = screen.getByRole('group', { name: 'Before and after' });
    expect(compare).toBeInTheDocument();
    expect(screen.getByLabelText('Original video').getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByLabelText('Upscaled video (4K, 3840x2160)')).toHaveAttribute('src', url);
    fireEvent.error(screen.getByLabelText('Upscaled video (4K, 3840x2160)'));
    expect(screen.getByLabelText('Upscaled video (4K, 3840x2160)').getAttribute('src')).toContain('mk_retry=1');
    expect(screen.getByRole('button', { name: 'Play both' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('Play both starts both players from the same moment', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { user } = setup({ queuedPolls: 0 });
    await user.click(screen.getByRole('textbox', { name: /Video URL/ }));
    await user.paste('https://files.example/a.mp4');
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
    await settleJobClock();
    await advanceJobClock(6000);
    expect(screen.getByLabelText('Original video')).toHaveAttribute('src', 'https://files.example/a.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Play both' }));
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause both' }));
    expect(pause).toHaveBeenCalledTimes(2);
    play.mockRestore();
    pause.mockRestore();
  });

  it("shows 'Polling failed.' when the status checks keep failing", async () => {
    const { user, view } = setup({ scenarios: { 'videoUpscale.status': 'server-error' } });
    await user.upload(fileInput(view.container), clip());
    await screen.findByText('Selected: clip.mp4');
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
    await settleJobClock();
    await advanceJobClock(3000);
    await runOutStatusRetries();
    expect(screen.getByText('Polling failed.')).toBeInTheDocument();
  });
});
