import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCreditGate } from '../credits/useCreditGate';
import { CostBadge } from './CostBadge';

const videoTemplate = 'Insufficient credits. Need {required}, you have {have}.';

describe('useCreditGate', () => {
  it('loads the balance and blocks with the tool message when it is below the cost', async () => {
    const client = createFakeMediakitClient({ credits: 3 });
    const { result } = renderHook(() => useCreditGate({ cost: 9, shortMessageTemplate: videoTemplate, client }));
    expect(result.current.isShort).toBe(false);
    await waitFor(() => expect(result.current.credits).toBe(3));
    expect(result.current.isShort).toBe(true);
    expect(result.current.shortMessage).toBe('Insufficient credits. Need 9, you have 3.');
  });

  it('lets a run through when the balance covers it, and treats nonsense costs as free', async () => {
    const client = createFakeMediakitClient({ credits: 9 });
    const { result, rerender } = renderHook(
      ({ cost }) => useCreditGate({ cost, shortMessageTemplate: videoTemplate, client }),
      {
        initialProps: { cost: 9 },
      },
    );
    await waitFor(() => expect(result.current.credits).toBe(9));
    expect(result.current.isShort).toBe(false);
    rerender({ cost: Number.NaN });
    expect(result.current.cost).toBe(0);
  });
});

describe('CostBadge', () => {
  it('shows balance and cost', () => {
    render(<CostBadge gate={{ credits: 12, cost: 9, isShort: false, shortMessage: undefined }} />);
    expect(screen.getByText('Balance: 12 credits')).toBeInTheDocument();
    expect(screen.getByText('Cost: 9 credits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "1 credit", not "1 credits"', () => {
    render(<CostBadge gate={{ credits: 1, cost: 1, isShort: false, shortMessage: undefined }} />);
    expect(screen.getByText('Balance: 1 credit')).toBeInTheDocument();
    expect(screen.getByText('Cost: 1 credit')).toBeInTheDocument();
  });

  it("when short, shows the spec message and a 'Buy credits' link to /pricing (overridable)", () => {
    const gate = { credits: 3, cost: 9, isShort: true, shortMessage: 'Insufficient credits. Need 9, you have 3.' };
    const { rerender } = render(<CostBadge gate={gate} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient credits. Need 9, you have 3.');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    rerender(<CostBadge gate={gate} buyCreditsHref="https://partner.example/credits" />);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      'https://partner.example/credits',
    );
  });

  it('says the balance is being checked while it is unknown', () => {
    render(<CostBadge gate={{ credits: undefined, cost: 2, isShort: false, shortMessage: undefined }} />);
    expect(screen.getByText('Balance: checking…')).toBeInTheDocument();
  });

  it('says when the balance could not load and retries on request', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const gate = { credits: undefined, cost: 2, isShort: false, shortMessage: undefined, refresh, refreshing: false };
    const { rerender } = render(<CostBadge gate={{ ...gate, error: new Error('Network error') as never }} />);
    expect(screen.getByText('Balance unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Balance: checking…')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender(<CostBadge gate={{ ...gate, refreshing: true, error: new Error('Network error') as never }} />);
    expect(screen.getByText('Balance: checking…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says which engine will answer, in the words of its kind, once the client’s engine lines have loaded', async () => {
    const client = createFakeMediakitClient();
    function ToolBadge() {
      return <CostBadge gate={useCreditGate({ cost: 1, shortMessageTemplate: '', engine: 'ocr', client })} />;
    }
    render(<ToolBadge />);
    expect(
      await screen.findByText('Model on this server: Tesseract OCR (English) reads the text with word boxes.'),
    ).toHaveAttribute('data-kind', 'model');
    const gate = { credits: 12, cost: 9, isShort: false, shortMessage: undefined };
    const { rerender } = render(
      <CostBadge
        gate={{ ...gate, engine: { tool: 'chat', engine: 'openai', kind: 'provider', summary: 'OpenAI.' } }}
      />,
    );
    expect(screen.getByText('Provider: OpenAI.')).toBeInTheDocument();
    rerender(
      <CostBadge
        gate={{ ...gate, engine: { tool: 'chat', engine: 'local', kind: 'program', summary: 'A program.' } }}
        messages={{ engineProgram: 'Lokale Engine: {summary}' }}
      />,
    );
    expect(screen.getByText('Lokale Engine: A program.')).toBeInTheDocument();
  });
});
