import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { MediakitConsoleProvider } from '@mediakit/console-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiKeys } from './ApiKeys';

describe('ApiKeys', () => {
  it('takes its client from MediakitConsoleProvider and shows dates in the given locale, unused keys as Never', async () => {
    const client = createFakeMediakitClient();
    render(
      <MediakitConsoleProvider client={client}>
        <ApiKeys locale="en-GB" />
      </MediakitConsoleProvider>,
    );
    const staging = (await screen.findByRole('rowheader', { name: 'Staging' })).closest('tr')!;
    const cells = within(staging)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['mk_test_••••81c2', expect.stringMatching(/^\d{1,2} \w{3} \d{4}$/), 'Never']);
  });

  it('uses the messages it is given', async () => {
    render(
      <ApiKeys
        client={createFakeMediakitClient({ seed: { apiKeys: [] } })}
        messages={{ title: 'Clés API', empty: 'Aucune clé.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Clés API' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune clé.')).toBeInTheDocument();
  });
});
