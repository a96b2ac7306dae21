import { itBehavesLikeATextTool, textToolView } from '@mediakit/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarTool } from './AvatarTool';

const avatarView = textToolView(AvatarTool, 'script', { textbox: 'Script', submit: 'Generate', result: 'Video' });

describe('AvatarTool', () => {
  it('keeps Generate disabled while the script is blank and says why on Ctrl+Enter', async () => {
    const { user, client } = await avatarView.render();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Script' }), '  {Control>}{Enter}{/Control}');
    expect(screen.getByText('Write a script for the avatar to say.')).toBeInTheDocument();
    expect(client.fake.requests.some((request) => request.operation === 'avatar.generate')).toBe(false);
  });

  it('shows the limit and a live count, and refuses a script over 2,000 characters before Submit (issue #29)', async () => {
    const { user, client } = await avatarView.render();
    const script = screen.getByRole('textbox', { name: 'Script' });
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    await user.type(script, 'Hello');
    expect(screen.getByText('5 / 2000')).toBeInTheDocument();
    // A long paste: said at once, and Generate cannot send it.
    fireEvent.change(script, { target: { value: 'a'.repeat(5000) } });
    expect(screen.getByText('5000 / 2000')).toBeInTheDocument();
    expect(screen.getByText('The script must be at most 2000 characters.')).toBeInTheDocument();
    expect(script).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await user.type(script, '{Control>}{Enter}{/Control}');
    expect(client.fake.requests.some((request) => request.operation === 'avatar.generate')).toBe(false);
    // Back under the limit, the error goes and Generate comes back.
    fireEvent.change(script, { target: { value: 'a'.repeat(2000) } });
    expect(screen.queryByText('The script must be at most 2000 characters.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('generates on Ctrl+Enter and plays the video with the script as captions', async () => {
    const { client, user, onResult, result } = await avatarView.runByKeyboard('Hi, I am Ada.');
    const video = within(result).getByLabelText('Avatar video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toMatch(/^https:\/\/.+\/fake-media\/video\//);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('label', 'Script');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track?.getAttribute('src')).toMatch(/^blob:/);
    // The poster frame the server made shows until the video plays.
    expect(video.getAttribute('poster')).toMatch(/^https:\/\/.+-poster/);
    expect(onResult).toHaveBeenCalledWith({
      url: video.getAttribute('src'),
      poster: video.getAttribute('poster'),
      script: 'Hi, I am Ada.',
    });
    expect(screen.getByText('Your avatar video is ready.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(client.fake.downloads).toEqual(['avatar.mp4']));
  });

  it("retries a failing video with cache busting, then says 'Could not load the video.'", async () => {
    const { user } = await avatarView.render({ defaultValues: { script: 'Hi' } });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const result = await screen.findByRole('region', { name: 'Video' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fireEvent.error(within(result).getByLabelText('Avatar video'));
      expect(within(result).getByLabelText('Avatar video').getAttribute('src')).toContain(`mk_retry=${attempt}`);
    }
    fireEvent.error(within(result).getByLabelText('Avatar video'));
    expect(within(result).getByRole('alert')).toHaveTextContent('Could not load the video.');
  });

  itBehavesLikeATextTool(avatarView, {
    failure: {
      scenarios: { 'avatar.generate': 'network-error' },
      message: 'Network/CORS error: failed to reach the API.',
    },
    shortMessage: 'Not enough credits. Need 1, you have 0.',
    startingText: 'Hello!',
  });
});
