import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './ResultCard';

describe('ResultCard', () => {
  it('is a region named and headed by its heading, holding the result', () => {
    render(
      <ResultCard heading="Result">
        <p>composed.png</p>
      </ResultCard>,
    );
    const region = screen.getByRole('region', { name: 'Result' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Result' })).toBeInTheDocument();
    expect(within(region).getByText('composed.png')).toBeInTheDocument();
  });
});
