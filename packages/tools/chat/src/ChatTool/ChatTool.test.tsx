import { ApiError, localEngines, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { fakeClientWith } from '@mediakit/test-support';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatTool } from './ChatTool';

const clientWith = (send: MediakitClient['chat']['send']) => fakeClientWith('chat', { send });

describe('ChatTool', () => {
  it('sends on Enter, adds a line on Shift+Enter, and shows the reply', async () => {
    const send = vi.fn(async ({ prompt }: { prompt: string }) => ({ reply: `echo ${prompt}` }));
    render(<ChatTool client={clientWith(send)} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('placeholder', 'Ask anything...');
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(send).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ prompt: 'line one\nline two' }, expect.anything());
    expect(await screen.findByText('echo line one line two')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says which engine answers before the first message, with no balance or cost: chat is free', async () => {
    const client = createFakeMediakitClient();
    render(<ChatTool client={client} />);
    const note = await screen.findByText(`Local engine: ${localEngines.chat.summary}`);
    expect(note).toHaveAttribute('data-kind', 'program');
    expect(screen.queryByText(/^(Balance|Cost)/)).not.toBeInTheDocument();
    expect(client.fake.requests.some((request) => request.operation?.startsWith('credits'))).toBe(false);
  });

  it('copies a reply to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => ({ reply: 'Three ideas: a, b, c' }));
    render(<ChatTool client={clientWith(send)} />);
    await user.type(screen.getByRole('textbox'), 'ideas{Enter}');
    await screen.findByText('Three ideas: a, b, c');
    await user.click(screen.getByRole('button', { name: 'Copy reply' }));
    expect(await navigator.clipboard.readText()).toBe('Three ideas: a, b, c');
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
  });

  it('does not send an empty or whitespace-only prompt', async () => {
    const send = vi.fn();
    render(<ChatTool client={clientWith(send)} />);
    await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("reads 'Thinking...' while waiting and Stop abandons the request", async () => {
    let seenSignal: AbortSignal | undefined;
    const send = vi.fn((_request, options?: { signal?: AbortSignal }) => {
      seenSignal = options?.signal;
      return new Promise<{ reply: string }>(() => {});
    });
    render(<ChatTool client={clientWith(send)} />);
    await userEvent.type(screen.getByRole('textbox'), 'slow{Enter}');
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(seenSignal?.aborted).toBe(true);
    expect(screen.getByText('Stopped. No reply was kept.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("shows the server's message, else 'Request failed'", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'x', { status: 500, body: { message: 'Model overloaded' } }))
      .mockRejectedValueOnce(new ApiError('http', 'x', { status: 500, body: '<html>oops</html>' }));
    render(<ChatTool client={clientWith(send)} />);
    await userEvent.type(screen.getByRole('textbox'), 'a{Enter}');
    expect(await screen.findByText('Model overloaded')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'b{Enter}');
    expect(await screen.findByText('Request failed')).toBeInTheDocument();
  });

  it('Clear empties the prompt and the conversation', async () => {
    render(<ChatTool client={createFakeMediakitClient()} />);
    await userEvent.type(screen.getByRole('textbox'), 'hello{Enter}');
    expect(await screen.findByText('You said: hello')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('You said: hello')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('aborts the pending request on unmount', async () => {
    let seenSignal: AbortSignal | undefined;
    const send = vi.fn((_request, options?: { signal?: AbortSignal }) => {
      seenSignal = options?.signal;
      return new Promise<{ reply: string }>(() => {});
    });
    const { unmount } = render(<ChatTool client={clientWith(send)} />);
    await userEvent.type(screen.getByRole('textbox'), 'q{Enter}');
    act(() => unmount());
    await Promise.resolve(); // the run's abort follows its unmount by a microtask (StrictMode remounts keep it)
    expect(seenSignal?.aborted).toBe(true);
  });

  it('lets partners override any message', () => {
    render(<ChatTool client={createFakeMediakitClient()} messages={{ submit: 'Envoyer', placeholder: 'Demandez…' }} />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'Demandez…');
  });
});
