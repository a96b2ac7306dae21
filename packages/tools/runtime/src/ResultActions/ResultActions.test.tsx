import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultActions } from './ResultActions';

describe('ResultActions', () => {
  it('downloads through the client under a sanitised name', async () => {
    const client = createFakeMediakitClient();
    const save = vi.spyOn(client.downloads, 'save').mockResolvedValue({ method: 'saved', fileName: 'a_b.png' });
    render(<ResultActions client={client} url="https://cdn.example/a.png" fileName="a/b.png" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(save).toHaveBeenCalledWith('https://cdn.example/a.png', 'a/b.png', expect.anything());
    expect(await screen.findByText('Saved as a_b.png.')).toBeInTheDocument();
  });

  it('explains when the download fell back to opening a tab', async () => {
    const client = createFakeMediakitClient();
    vi.spyOn(client.downloads, 'save').mockResolvedValue({ method: 'opened-in-tab', message: 'Download failed' });
    render(<ResultActions client={client} url="https://cdn.example/a.png" fileName="a.png" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Download failed'));
  });

  it('copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ResultActions client={createFakeMediakitClient()} url="https://cdn.example/a.png" fileName="a.png" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://cdn.example/a.png');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('offers Open only for http(s) links, opening a new tab without an opener', () => {
    const client = createFakeMediakitClient();
    const { rerender } = render(<ResultActions client={client} url="https://cdn.example/a.png" fileName="a.png" />);
    const open = screen.getByRole('link', { name: 'Open in new tab' });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    rerender(<ResultActions client={client} url={`blob:${location.origin}/x`} fileName="a.png" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses javascript: and data: URLs entirely', () => {
    const client = createFakeMediakitClient();
    const { rerender } = render(<ResultActions client={client} url="javascript:alert(1)" fileName="a" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be opened.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ResultActions client={client} url="data:text/html,<script>1</script>" fileName="a" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says when the server's built-in local engine made the result, and only then", () => {
    const client = createFakeMediakitClient();
    const note = 'Made by the server’s built-in local engine (no AI provider connected).';
    const { rerender } = render(
      <ResultActions client={client} url="https://cdn.example/a.png" fileName="a.png" engine="local" />,
    );
    expect(screen.getByText(note)).toBeInTheDocument();
    rerender(
      <ResultActions client={client} url="https://cdn.example/a.png" fileName="a.png" engine="openai:gpt-image-1" />,
    );
    expect(screen.queryByText(note)).toBeNull();
    rerender(<ResultActions client={client} url="https://cdn.example/a.png" fileName="a.png" />);
    expect(screen.queryByText(note)).toBeNull();
  });
});
