import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  chooseImageAndPrompt,
  fileInput,
  imageFile,
  itBehavesLikeAnImagePromptTool,
  uploadToolView,
} from '@mediakit/test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoMaskEditTool } from './NoMaskEditTool';

const png = imageFile('cat.png');

const noMaskView = uploadToolView(NoMaskEditTool, {
  operation: 'noMaskEdit.edit',
  submit: 'Edit image',
  file: png,
  result: 'Results',
});

describe('NoMaskEditTool', () => {
  itBehavesLikeAnImagePromptTool(noMaskView, {
    emptyForm: ['Please enter a prompt.', 'Please select an image (PNG/JPG).'],
    refused: {
      message: 'Please select an image (PNG/JPG).',
      wrongType: 'a.webp',
      tooLarge: 10 * 1024 * 1024 + 1,
      tooLargeMessage: 'This image is larger than 10 MB. Please choose a smaller PNG or JPG.',
    },
    shortBalance: { credits: 1, message: 'Not enough credits. Need 2, you have 1.', buyCreditsHref: '/billing' },
    failure: { scenario: 'network-error', message: 'Network/CORS error: failed to reach the API.' },
    prompt: 'sunset',
  });

  it('edits on Ctrl+Enter and shows every variation with its own download', async () => {
    const onResult = vi.fn();
    const { client, user, container } = await noMaskView.render({ onResult });
    await user.upload(fileInput(container), png);
    expect(await screen.findByText('Selected: cat.png')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '512 × 512' }));
    const variations = screen.getByRole('spinbutton', { name: /Variations/ });
    await user.clear(variations);
    await user.type(variations, '2');
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'add a red hat{Control>}{Enter}{/Control}');
    const results = await screen.findByRole('list', { name: 'Variations' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(results).getByRole('img', { name: 'Variation 2 of 2: add a red hat' })).toBeInTheDocument();
    expect(screen.getByText('2 variations are ready.')).toHaveAttribute('role', 'status');
    // Before and after: the original beside the variation chosen for comparison.
    const region = screen.getByRole('region', { name: 'Results' });
    expect(within(region).getByRole('img', { name: 'Your image' })).toBeInTheDocument();
    expect(within(region).getAllByRole('img', { name: 'Variation 1 of 2: add a red hat' })).toHaveLength(2);
    await user.click(within(region).getByRole('radio', { name: 'Variation 2' }));
    expect(within(region).getAllByRole('img', { name: 'Variation 2 of 2: add a red hat' })).toHaveLength(2);
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^https:/) }));
    await user.click(within(results).getByRole('button', { name: 'Download variation 2' }));
    await waitFor(() => expect(client.fake.downloads).toEqual(['variation-2.png']));
  });

  it("reads 'Editing…' and says so while the request is pending", async () => {
    const client = createFakeMediakitClient({ latencyMs: 600_000 });
    const user = userEvent.setup();
    const { container } = render(noMaskView.tool(client));
    await chooseImageAndPrompt(user, container, png, 'sunset');
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(screen.getByText('Editing your image…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Editing…/ })).toBeInTheDocument();
  });

  it('lets partners override the messages', async () => {
    await noMaskView.render({ messages: { submit: 'Modifier', title: 'Retouche' } });
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Retouche' })).toBeInTheDocument();
  });
});
