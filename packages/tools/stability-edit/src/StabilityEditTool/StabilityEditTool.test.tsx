import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  expectBlockedByCredits,
  fileInput,
  fileOfSize,
  imageFile,
  itFlagsTheEmptyForm,
  itKeepsTheInputOnFailure,
  renamedTextFile,
  renderToolOnFakeClient,
} from '@mediakit/test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StabilityEditTool } from './StabilityEditTool';

// Full user flows in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const webp = imageFile('cat.webp');

const renderTool = (props: Parameters<typeof StabilityEditTool>[0] = {}) =>
  renderToolOnFakeClient((client) => <StabilityEditTool client={client} {...props} />, { applyAccept: false });

describe('StabilityEditTool', () => {
  itFlagsTheEmptyForm('flags a missing image and prompt with the spec messages and sends nothing', renderTool, {
    button: 'Edit image',
    messages: ['Please choose a PNG/JPEG/WEBP under 12MB.', 'Please enter a prompt.'],
    operation: 'stabilityEdit.edit',
  });

  it('refuses a GIF, a text file renamed .png and a file of 12 MB before any upload', async () => {
    const { user, container, client } = await renderTool();
    const message = 'Please choose a PNG/JPEG/WEBP under 12MB.';
    await user.upload(fileInput(container), imageFile('a.gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.upload(fileInput(container), renamedTextFile('notes.png'));
    await user.upload(fileInput(container), fileOfSize(12 * 1024 * 1024, 'twelve.png', 'image/png'));
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'oil{Control>}{Enter}{/Control}');
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
    expect(client.fake.requests.some((request) => request.operation === 'stabilityEdit.edit')).toBe(false);
  });

  it('starts at strength 0.35 and png, and moves strength by keyboard', async () => {
    const { user } = await renderTool();
    const strength = screen.getByRole('slider', { name: 'Strength' });
    expect(strength).toHaveValue('0.35');
    expect(screen.getByRole('radio', { name: 'PNG' })).toBeChecked();
    await user.click(strength);
    await user.keyboard('{ArrowRight}');
    expect(strength).toHaveValue('0.4');
  });

  it('edits on Ctrl+Enter and shows before and after with result actions', async () => {
    const onResult = vi.fn();
    const { client, user, container } = await renderTool({ onResult });
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

  it("blocks submission when credits are short, with a 'Buy credits' link", async () => {
    render(<StabilityEditTool client={createFakeMediakitClient({ credits: 0 })} />);
    await expectBlockedByCredits('Not enough credits. Need 2, you have 0.', { button: 'Edit image' });
  });

  itKeepsTheInputOnFailure((client) => <StabilityEditTool client={client} />, {
    operation: 'stabilityEdit.edit',
    scenario: 'unauthenticated',
    message: 'Please log in to continue.',
    button: 'Edit image',
    image: webp,
    prompt: 'oil',
  });

  it('Reset clears the form and the result', async () => {
    const { user, container } = await renderTool({ defaultValues: { prompt: 'oil' } });
    await user.upload(fileInput(container), webp);
    await screen.findByText('Selected: cat.webp');
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    await screen.findByRole('region', { name: 'Before and after' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: 'Before and after' })).not.toBeInTheDocument();
    expect(screen.queryByText('Selected: cat.webp')).not.toBeInTheDocument();
  });
});
