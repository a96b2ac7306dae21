import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { MediakitConsoleProvider } from '@mediakit/console-kit';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
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

  it("writes its dates in the nearest I18nProvider's locale when it is given none, and its own locale over it", async () => {
    const createdCell = async () => {
      const staging = (await screen.findByRole('rowheader', { name: 'Staging' })).closest('tr')!;
      return within(staging).getAllByRole('cell')[1]!;
    };
    const { unmount } = render(
      <I18nProvider locale="de-DE">
        <ApiKeys client={createFakeMediakitClient()} />
      </I18nProvider>,
    );
    expect((await createdCell()).textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    unmount();
    render(
      <I18nProvider locale="de-DE">
        <ApiKeys client={createFakeMediakitClient()} locale="en-GB" />
      </I18nProvider>,
    );
    expect((await createdCell()).textContent).toMatch(/^\d{1,2} \w{3} \d{4}$/);
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
