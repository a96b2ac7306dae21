import type { EnhanceApi, MediakitClient, StudioResult, StyleApi } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { expectBlockedByCredits, fileInput, fileOfSize, freshJobViewInEachTest } from '@mediakit/test-support';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageStudioTool } from './ImageStudioTool';

const output = 'https://cdn.example.com/upscaled.png';
const started = { taskId: 'task-1', status: 'starting', cost: undefined, credits: undefined };

/** Jobs that finish at once, so the view is tested without waiting for polls. */
function finishing() {
  return {
    start: vi.fn<EnhanceApi['start'] & StyleApi['start']>(async () => started),
    wait: vi.fn<EnhanceApi['wait']>(async (): Promise<StudioResult> => ({ urls: [output] })),
  };
}

function clientWith(jobs: { enhance?: Partial<EnhanceApi>; style?: Partial<StyleApi> }, credits = 432): MediakitClient {
  const fake = createFakeMediakitClient({ credits });
  return { ...fake, enhance: { ...fake.enhance, ...jobs.enhance }, style: { ...fake.style, ...jobs.style } };
}

freshJobViewInEachTest();

describe('ImageStudioTool', () => {
  it('opens on Enhance with scale 4 and its estimate, and validates', async () => {
    const enhance = finishing();
    render(<ImageStudioTool client={clientWith({ enhance })} />);
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: '4x' })).toBeChecked();
    expect(await screen.findByText('Cost: 3 credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '16x' }));
    expect(screen.getByText('Cost: 5 credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enhance' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Provide image or image URL');
    expect(enhance.start).not.toHaveBeenCalled();
  });

  it('enhances from a URL with Ctrl+Enter and shows the before/after and result actions', async () => {
    const enhance = finishing();
    const onResult = vi.fn();
    render(<ImageStudioTool client={clientWith({ enhance })} onResult={onResult} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Or paste an image URL' }));
    await userEvent.paste('https://example.com/a.png');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt (optional)' }), '{Control>}{Enter}{/Control}');
    expect(enhance.start).toHaveBeenCalledWith({ imageUrl: 'https://example.com/a.png', scale: 4 }, expect.anything());
    expect(await screen.findByText('Your image is ready.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Result image' })).toHaveAttribute('src', output);
    expect(screen.getByRole('img', { name: 'Original image' })).toHaveAttribute('src', 'https://example.com/a.png');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledWith({ tab: 'enhance', url: output, urls: [output] });
  });

  it('Transform asks for both images, then sends strength and preserve structure', async () => {
    const style = finishing();
    render(<ImageStudioTool client={clientWith({ style })} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Transform' }));
    expect(screen.getByRole('switch', { name: 'Preserve structure' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Style strength' })).toHaveValue('0.7');
    expect(screen.getByText('Cost: 4 credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transform' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Provide source image/URL and style ref image/URL');
    await userEvent.click(screen.getByRole('textbox', { name: 'Or paste an image URL' }));
    await userEvent.paste('https://example.com/a.png');
    await userEvent.click(screen.getByRole('textbox', { name: 'Or paste a style reference URL' }));
    await userEvent.paste('https://example.com/style.png');
    await userEvent.click(screen.getByRole('switch', { name: 'Preserve structure' }));
    screen.getByRole('slider', { name: 'Style strength' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Transform' }));
    expect(style.start).toHaveBeenCalledWith(
      {
        imageUrl: 'https://example.com/a.png',
        refImageUrl: 'https://example.com/style.png',
        strength: 0.75,
        preserveStructure: false,
        scale: 4,
      },
      expect.anything(),
    );
  });

  it("refuses a file over 8 MB with 'File too large. Max 8MB'", async () => {
    const { container } = render(<ImageStudioTool client={clientWith({})} />);
    const input = fileInput(container);
    const big = fileOfSize(8 * 1024 * 1024 + 1, 'big.png', 'image/png');
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('File too large. Max 8MB');
  });

  it('blocks submission when credits are short', async () => {
    const enhance = finishing();
    render(
      <ImageStudioTool client={clientWith({ enhance }, 2)} defaultValues={{ imageUrl: 'https://example.com/a.png' }} />,
    );
    await expectBlockedByCredits('Not enough credits. Need 3, you have 2.', { button: 'Enhance' });
  });

  it('shows a failure in the partner’s words', async () => {
    const enhance = finishing();
    enhance.wait.mockRejectedValue(new Error('x'));
    render(
      <ImageStudioTool
        client={clientWith({ enhance })}
        messages={{ processingFailed: 'That did not work.' }}
        defaultValues={{ imageUrl: 'https://example.com/a.png' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enhance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
  });
});
