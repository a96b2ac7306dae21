import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { MediakitClient } from '@mediakit/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isMissingClientError,
  MediakitProvider,
  missingClientMessage,
  MissingClientError,
  useMediakitClient,
} from '../MediakitProvider';
import { ToolBoundary, withToolBoundary } from './ToolBoundary';

function NeedsClient({ client }: { client?: MediakitClient; messages?: { title?: string } }) {
  useMediakitClient(client);
  return <p>The form</p>;
}
const Bounded = withToolBoundary(NeedsClient, 'OCR');

describe('ToolBoundary', () => {
  // React reports caught render errors on the console; the test asserts what the page shows instead.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows a missing client inside the tool box and keeps the page around it', () => {
    render(
      <main>
        <h1>Partner site</h1>
        <Bounded />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Partner site' })).toBeInTheDocument();
    const tool = screen.getByRole('region', { name: 'OCR' });
    expect(within(tool).getByRole('alert')).toHaveTextContent(missingClientMessage);
  });

  it('recovers when the partner passes a client, and titles the box with the partner`s title', () => {
    const { rerender } = render(<Bounded messages={{ title: 'Read text' }} />);
    expect(screen.getByRole('region', { name: 'Read text' })).toHaveTextContent(missingClientMessage);
    rerender(<Bounded client={createFakeMediakitClient()} messages={{ title: 'Read text' }} />);
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a missing client in the box under server rendering too, where error boundaries do not catch', () => {
    // A throw here fails the whole server render: a Next.js server component page stopped its build on it.
    const html = renderToString(
      <main>
        <h1>Partner site</h1>
        <Bounded />
      </main>,
    );
    expect(html).toContain('Partner site');
    expect(html).toContain('role="alert"');
    expect(html).toContain('No Mediakit client');
    const provided = renderToString(
      <MediakitProvider client={createFakeMediakitClient()}>
        <Bounded />
      </MediakitProvider>,
    );
    expect(provided).toContain('The form');
    expect(provided).not.toContain('role="alert"');
  });

  it('shows a crash as a generic message with Try again, reports it, and renders again on request', async () => {
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('x is undefined');
      return <p>Back</p>;
    }
    const onError = vi.fn();
    render(
      <ToolBoundary title="Chat" onError={onError}>
        <Flaky />
      </ToolBoundary>,
    );
    const alert = within(screen.getByRole('region', { name: 'Chat' })).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong in this tool. Try again, or reload the page.');
    expect(alert).not.toHaveTextContent('x is undefined');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'x is undefined' }), expect.anything());
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back')).toBeInTheDocument();
  });

  it('knows a missing client by its reason, not its text: any other error with those words is a crash', () => {
    function Impostor(): never {
      throw new Error(missingClientMessage);
    }
    render(
      <ToolBoundary title="Chat">
        <Impostor />
      </ToolBoundary>,
    );
    const alert = within(screen.getByRole('region', { name: 'Chat' })).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong in this tool. Try again, or reload the page.');
    expect(isMissingClientError(new MissingClientError())).toBe(true);
  });
});
