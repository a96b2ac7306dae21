import { itBehavesLikeATextTool, textToolView } from '@mediakit/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextToSpeechTool } from './TextToSpeechTool';

const speechView = textToolView(TextToSpeechTool, 'text', { textbox: 'Text', submit: 'Generate', result: 'Audio' });

describe('TextToSpeechTool', () => {
  it("shows the 'Type text to speak...' box with Generate enabled: blank text is sent, as the spec says", async () => {
    const { user, client } = await speechView.render();
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box).toHaveAttribute('placeholder', 'Type text to speak...');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    await user.type(box, '   ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(client.fake.requests.some((request) => request.operation === 'tts.speak')).toBe(true));
  });

  it('shows the cost it charges, and the balance after the server charged it', async () => {
    const { user } = await speechView.render();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
    const before = Number(/Balance: (\d+)/.exec(screen.getByText(/^Balance:/).textContent ?? '')?.[1]);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Hello{Control>}{Enter}{/Control}');
    await screen.findByRole('region', { name: 'Audio' });
    await waitFor(() => expect(screen.getByText(`Balance: ${before - 1} credits`)).toBeInTheDocument());
  });

  it('generates on Ctrl+Enter and plays the returned audio/mpeg with a download', async () => {
    const { client, user, onResult, result } = await speechView.runByKeyboard('Hello');
    const player = within(result).getByLabelText('Generated speech');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    const source = player.querySelector('source');
    expect(source).toHaveAttribute('type', 'audio/mpeg');
    expect(source?.getAttribute('src')).toMatch(/^https:\/\/.+\/fake-media\/audio\//);
    expect(onResult).toHaveBeenCalledWith({ url: source?.getAttribute('src'), text: 'Hello' });
    expect(screen.getByText('Your audio is ready.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(client.fake.downloads).toEqual(['speech.mp3']));
  });

  itBehavesLikeATextTool(speechView, {
    failure: { scenarios: { 'tts.speak': 'malformed' }, message: 'Could not generate the audio. Please try again.' },
    shortMessage: 'Not enough credits. Need 1, you have 0.',
    startingText: 'Welcome',
  });
});
