import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  advanceJobClock,
  countRequests,
  expectBlockedByCredits,
  fakeJobClock,
  fileInput,
  fileOfSize,
  imageFile,
  renamedTextFile,
  restoreJobClockAfterEach,
  settleJobClock,
} from '@mediakit/test-support';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageToVideoTool } from './ImageToVideoTool';

// user-event does not run under fake timers here, so fields are filled on the real clock and the clock is faked
// only for the job, whose start is then pressed with fireEvent (react-aria treats it as a virtual click).

function setup(options: Parameters<typeof createFakeMediakitClient>[0] = {}) {
  const client = createFakeMediakitClient(options);
  const onResult = vi.fn();
  const user = userEvent.setup();
  const view = render(<ImageToVideoTool client={client} onResult={onResult} />);
  const starts = () => countRequests(client, 'imageToVideo.start');
  const statusPolls = () => countRequests(client, 'imageToVideo.status');
  const fillForm = async () => {
    await user.click(screen.getByRole('textbox', { name: /Prompt/ }));
    await user.paste('Waves rolling in');
    await user.click(screen.getByRole('textbox', { name: /Image URL/ }));
    await user.paste('https://img.example/a.png');
  };
  return { client, onResult, user, view, starts, statusPolls, fillForm };
}

restoreJobClockAfterEach();

describe('ImageToVideoTool', () => {
  it('shows the spec messages for a missing prompt and frame, announces the first, and sends nothing', async () => {
    const { user, starts } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(screen.getByRole('textbox', { name: /Prompt/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Prompt is required')).toHaveLength(2);
    expect(screen.getByText('The model requires an image (upload a file or paste an image URL).')).toBeInTheDocument();
    expect(starts()).toBe(0);
  });

  it('refuses a non-image or an oversized file with the spec messages', async () => {
    const { view } = setup();
    const input = fileInput(view.container);
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    await upload.upload(input, fileOfSize(5 * 1024 * 1024 + 1, 'big.png', 'image/png'));
    expect(await screen.findByText('Max file size is 5 MB.')).toBeInTheDocument();
    await upload.upload(input, imageFile('frame.png'));
    expect(await screen.findByRole('img', { name: 'frame.png' })).toBeInTheDocument();
  });

  it('refuses a text file renamed .png before any request, and keeps nothing of it', async () => {
    const { view, user, starts } = setup();
    await user.upload(fileInput(view.container), renamedTextFile('frame.png', 'image/png'));
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Prompt/ }));
    await user.paste('Waves');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(screen.getByText('The model requires an image (upload a file or paste an image URL).')).toBeInTheDocument();
    expect(starts()).toBe(0);
  });

  it('says which image is used when both a file and a URL are given', async () => {
    const { view, user } = setup();
    await user.click(screen.getByRole('textbox', { name: /Image URL/ }));
    await user.paste('https://img.example/a.png');
    const input = fileInput(view.container);
    await user.upload(input, imageFile('frame.png'));
    expect(
      await screen.findByText('The uploaded file is used; the URL is ignored while a file is chosen.'),
    ).toBeInTheDocument();
  });

  it('blocks generation when credits are short, with the spec message and a Buy credits link', async () => {
    const { user, starts, fillForm } = setup({ credits: 3 });
    await expectBlockedByCredits('Insufficient credits. Need 9, you have 3.');
    await fillForm();
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(starts()).toBe(0);
  });

  it('generates with Ctrl+Enter, polls every 5 s with the status texts and shows the task id', async () => {
    const { onResult, statusPolls, fillForm } = setup();
    await fillForm();
    fakeJobClock();
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Prompt/ }), { key: 'Enter', ctrlKey: true });
    await settleJobClock();
    expect(screen.getByText('Task created. Checking its status every 5 seconds…')).toBeInTheDocument();
    expect(screen.getByText(/^video-task-/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy task ID' })).toBeInTheDocument();
    await advanceJobClock(5000);
    expect(statusPolls()).toBe(1);
    expect(screen.getByText('Task queued, will start soon…')).toBeInTheDocument();
    await advanceJobClock(5000);
    expect(screen.getByText('Rendering frames…')).toBeInTheDocument();
    await advanceJobClock(5000);
    expect(statusPolls()).toBe(3);
    expect(screen.getByText('Your video is ready.')).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledOnce();
  });

  it('copies the task id to the clipboard and says so', async () => {
    // Jobs that never finish, polled every 100 ms: the task id stays on screen on the real clock.
    const { user, fillForm } = setup({
      pollIntervalMs: 100,
      jobScripts: { imageToVideo: { statuses: ['QUEUED'], then: 'hold' } },
    });
    await fillForm();
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    const taskId = (await screen.findByText(/^video-task-/)).textContent;
    await user.click(screen.getByRole('button', { name: 'Copy task ID' }));
    expect(await navigator.clipboard.readText()).toBe(taskId);
    expect(screen.getByText('Task ID copied.', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('wires the player that retries 3 times with cache busting, and offers both downloads', async () => {
    const { onResult, fillForm } = setup({ queuedPolls: 0 });
    await fillForm();
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Generate video' }));
    await settleJobClock();
    await advanceJobClock(10_000);
    const url = (onResult.mock.calls[0]?.[0] as { url: string } | undefined)?.url ?? '';
    expect(url).toMatch(/^https:\/\//);
    expect(screen.getByLabelText('Generated video')).toHaveAttribute('src', url);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fireEvent.error(screen.getByLabelText('Generated video'));
      expect(screen.getByLabelText('Generated video').getAttribute('src')).toContain(`mk_retry=${attempt}`);
    }
    fireEvent.error(screen.getByLabelText('Generated video'));
    expect(screen.getByText('Could not load the video.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download link' })).toHaveAttribute('href', url);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('Cancel cancels the job on the server: polling stops, its credits come back once, and the tool says so', async () => {
    const { client, statusPolls, fillForm } = setup({ queuedPolls: 10 });
    const before = (await client.user.me()).credits;
    await fillForm();
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Generate video' }));
    await settleJobClock();
    await advanceJobClock(5000);
    expect(statusPolls()).toBe(1);
    expect(client.credits.getState().credits).toBeLessThan(before ?? 0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settleJobClock();
    expect(countRequests(client, 'jobs.cancel')).toBe(1);
    expect(screen.getByText('Cancelled. Its credits are back.')).toBeInTheDocument();
    expect(client.credits.getState().credits).toBe(before);
    await advanceJobClock(30_000);
    expect(statusPolls()).toBe(1);
    expect((await client.user.me()).credits).toBe(before);
  });

  it("shows a rejected start as 'Error generating video: {details}'", async () => {
    const { fillForm } = setup({ scenarios: { 'imageToVideo.start': 'invalid-input' } });
    await fillForm();
    fakeJobClock();
    fireEvent.click(screen.getByRole('button', { name: 'Generate video' }));
    await settleJobClock();
    expect(screen.getByText('Error generating video: The prompt field is required.')).toBeInTheDocument();
  });
});
