import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  chooseImageAndPrompt,
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
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoMaskEditTool } from './NoMaskEditTool';

// Full user flows in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const png = imageFile('cat.png');

const renderTool = (props: Parameters<typeof NoMaskEditTool>[0] = {}) =>
  renderToolOnFakeClient((client) => <NoMaskEditTool client={client} {...props} />, { applyAccept: false });

describe('NoMaskEditTool', () => {
  itFlagsTheEmptyForm('flags a missing prompt and image with the spec messages and sends nothing', renderTool, {
    button: 'Edit image',
    messages: ['Please enter a prompt.', 'Please select an image (PNG/JPG).'],
    operation: 'noMaskEdit.edit',
  });

  it('refuses a WEBP, a text file renamed .png and an image over 10 MB before any upload', async () => {
    const { user, container, client } = await renderTool();
    await user.upload(fileInput(container), imageFile('a.webp'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image (PNG/JPG).');
    expect(screen.queryByText('Selected: a.webp')).not.toBeInTheDocument();
    await user.upload(fileInput(container), renamedTextFile('notes.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select an image (PNG/JPG).'));
    await user.upload(fileInput(container), fileOfSize(10 * 1024 * 1024 + 1, 'huge.png', 'image/png'));
    expect(
      await screen.findByText('This image is larger than 10 MB. Please choose a smaller PNG or JPG.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'hat{Control>}{Enter}{/Control}');
    expect(client.fake.requests.some((request) => request.operation === 'noMaskEdit.edit')).toBe(false);
  });

  it('edits on Ctrl+Enter and shows every variation with its own download', async () => {
    const onResult = vi.fn();
    const { client, user, container } = await renderTool({ onResult });
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
    const { container } = render(<NoMaskEditTool client={client} />);
    await chooseImageAndPrompt(user, container, png, 'sunset');
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    expect(screen.getByText('Editing your image…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Editing…/ })).toBeInTheDocument();
  });

  it("blocks submission when credits are short, with a 'Buy credits' link", async () => {
    const client = createFakeMediakitClient({ credits: 1 });
    render(<NoMaskEditTool client={client} buyCreditsHref="/billing" />);
    await expectBlockedByCredits('Not enough credits. Need 2, you have 1.', { button: 'Edit image', href: '/billing' });
  });

  itKeepsTheInputOnFailure((client) => <NoMaskEditTool client={client} />, {
    operation: 'noMaskEdit.edit',
    scenario: 'network-error',
    message: 'Network/CORS error: failed to reach the API.',
    button: 'Edit image',
    image: png,
    prompt: 'sunset',
  });

  it('Reset clears the form and the results', async () => {
    const { user, container } = await renderTool({ defaultValues: { prompt: 'hat' } });
    await user.upload(fileInput(container), png);
    await screen.findByText('Selected: cat.png');
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    await screen.findByRole('list', { name: 'Variations' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('hat');
    expect(screen.queryByText('Selected: cat.png')).not.toBeInTheDocument();
  });

  it('lets partners override the messages', async () => {
    await renderTool({ messages: { submit: 'Modifier', title: 'Retouche' } });
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Retouche' })).toBeInTheDocument();
  });
});
