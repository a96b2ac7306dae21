import { fileInput, imageFile, itBehavesLikeAnImagePromptTool, uploadToolView } from '@mediakit/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StabilityEditTool } from './StabilityEditTool';

const webp = imageFile('cat.webp');

const stabilityView = uploadToolView(StabilityEditTool, {
  operation: 'stabilityEdit.edit',
  submit: 'Edit image',
  file: webp,
  result: 'Before and after',
});

describe('StabilityEditTool', () => {
  itBehavesLikeAnImagePromptTool(stabilityView, {
    emptyForm: ['Please choose a PNG/JPEG/WEBP under 12MB.', 'Please enter a prompt.'],
    refused: { message: 'Please choose a PNG/JPEG/WEBP under 12MB.', wrongType: 'a.gif', tooLarge: 12 * 1024 * 1024 },
    shortBalance: { credits: 0, message: 'Not enough credits. Need 2, you have 0.' },
    failure: { scenario: 'unauthenticated', message: 'Please log in to continue.' },
    prompt: 'oil',
  });

  it('starts at strength 0.35 and png, and moves strength by keyboard', async () => {
    const { user } = await stabilityView.render();
    const strength = screen.getByRole('slider', { name: 'Strength' });
    expect(strength).toHaveValue('0.35');
    expect(screen.getByRole('radio', { name: 'PNG' })).toBeChecked();
    await user.click(strength);
    await user.keyboard('{ArrowRight}');
    expect(strength).toHaveValue('0.4');
  });

  it('edits on Ctrl+Enter and shows before and after with result actions', async () => {
    const onResult = vi.fn();
    const { client, user, container } = await stabilityView.render({ onResult });
    const edit = vi.spyOn(client.stabilityEdit, 'edit');
    await user.upload(fileInput(container), webp);
    await screen.findByText('Selected: cat.webp');
    await user.click(screen.getByRole('radio', { name: 'JPEG' }));
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'oil{Control>}{Enter}{/Control}');
    const result = await screen.findByRole('region', { name: 'Before and after' });
    expect(within(result).getByRole('img', { name: 'Your image' })).toBeInTheDocument();
    expect(within(result).getByRole('img', { name: 'Edited image: oil' })).toBeInTheDocument();
    expect(edit).toHaveBeenCalledWith(
      { image: webp, prompt: 'oil', strength: 0.35, outputFormat: 'jpeg' },
      expect.anything(),
    );
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ outputFormat: 'jpeg' }));
    await user.click(within(result).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(client.fake.downloads).toEqual(['edited.jpeg']));
  });
});
