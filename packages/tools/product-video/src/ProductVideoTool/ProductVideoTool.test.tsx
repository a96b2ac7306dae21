import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { fileInput, imageFile, renamedTextFile } from '@mediakit/test-support';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductVideoTool } from './ProductVideoTool';

function setup(options: Parameters<typeof createFakeMediakitClient>[0] = {}) {
  const client = createFakeMediakitClient(options);
  const onResult = vi.fn();
  const view = render(<ProductVideoTool client={client} onResult={onResult} />);
  return { client, onResult, view, user: userEvent.setup() };
}

describe('ProductVideoTool', () => {
  it("asks for an image with 'Please select an image.' and sends nothing", async () => {
    const { user, client } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(screen.getAllByText('Please select an image.').length).toBeGreaterThan(0);
    expect(client.fake.requests.some((request) => request.operation === 'productVideo.generate')).toBe(false);
  });

  it('refuses a text file renamed .png before any request', async () => {
    const { user, view, client } = setup();
    await user.upload(fileInput(view.container), renamedTextFile('mug.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image.');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(client.fake.requests.some((request) => request.operation === 'productVideo.generate')).toBe(false);
  });

  it('shows the defaults: 5 s, 25 fps, rotate, Kling 1.0 Pro, no aspect', () => {
    setup();
    expect(screen.getByRole('spinbutton', { name: /Duration/ })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: /Frames per second/ })).toHaveValue(25);
    expect(screen.getByRole('radio', { name: 'Rotate' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Style model' })).toHaveDisplayValue('Kling 1.0 Pro');
  });

  it('generates from an image and wires the retrying player and the download', async () => {
    const { user, view, onResult } = setup();
    await user.upload(fileInput(view.container), imageFile('mug.png'));
    await screen.findByText('Selected: mug.png');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(await screen.findByText('Your product video is ready.')).toBeInTheDocument();
    const url = (onResult.mock.calls[0]?.[0] as { url: string }).url;
    expect(screen.getByLabelText('Generated product video')).toHaveAttribute('src', url);
    fireEvent.error(screen.getByLabelText('Generated product video'));
    expect(screen.getByLabelText('Generated product video').getAttribute('src')).toContain('mk_retry=1');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('shows a failure from the server', async () => {
    const { user, view } = setup({ scenarios: { 'productVideo.generate': 'unauthenticated' } });
    await user.upload(fileInput(view.container), imageFile('mug.png'));
    await screen.findByText('Selected: mug.png');
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
  });
});
