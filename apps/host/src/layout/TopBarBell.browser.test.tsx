import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { toast } from '@mediakit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from '../App';

// host-bell: the top bar's notifications bell (user and admin areas) and search, and the admin's development outbox page.

function renderApp(path: string, client: FakeMediakitClient) {
  render(<App client={client} router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>} />);
  return client;
}

async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 80 && document.activeElement !== target; step += 1) await userEvent.tab();
  expect(target).toHaveFocus();
}

const heading1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const topBar = () => screen.getByRole('banner');

beforeAll(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  toast.clear();
  localStorage.clear();
});

describe('the notifications bell', () => {
  it('shows the unread count in the user area, opens by keyboard, marks one read with Enter, Escape closes', async () => {
    renderApp('/user/dashboard', createFakeMediakitClient());
    await heading1('Welcome back');
    const bell = await within(topBar()).findByRole('button', { name: 'Notifications, 1 unread' });
    await tabTo(bell);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' });
    const [first] = within(list).getAllByRole('button');
    expect(first?.textContent).toMatch(/^Unread: Image to Video finished/);
    await tabTo(first!);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first?.textContent).toMatch(/^Image to Video finished/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(topBar()).getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
  });

  it('is in the admin area too, with its empty state', async () => {
    renderApp('/admin/dashboard', createFakeMediakitClient({ seed: { user: { role: 'admin' }, notifications: [] } }));
    await heading1(/dashboard/i);
    await userEvent.click(await within(topBar()).findByRole('button', { name: 'Notifications, none unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet.')).toBeVisible();
  });
});

describe('the development outbox', () => {
  it('lists what the server e-mailed: a password reset link, opened to its text, filtered by recipient', async () => {
    const client = createFakeMediakitClient({ seed: { user: { role: 'admin' } } });
    await client.auth.forgotPassword('ada@example.com');
    await client.billing.emailStatement('2026-10');
    renderApp('/admin/dashboard', client);
    await heading1(/dashboard/i);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Outbox' }),
    );
    await heading1('Outbox');
    const mails = await screen.findByRole('list', { name: 'E-mails, newest first' });
    const subjects = within(mails).getAllByText(/Mediakit/, { selector: 'span' });
    expect(subjects.map((subject) => subject.textContent)).toEqual([
      'Your Mediakit statement for 2026-10',
      'Reset your Mediakit password',
    ]);
    await userEvent.click(subjects[1]!);
    expect(within(mails).getByText(/reset-password\?token=/)).toBeVisible();
    await tabTo(screen.getByRole('searchbox', { name: 'Recipient' }));
    await userEvent.keyboard('nobody@example.com{Enter}');
    expect(await screen.findByText('No e-mails to nobody@example.com.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the recipient' }));
    expect(await screen.findByRole('list', { name: 'E-mails, newest first' })).toBeVisible();
  });
});

describe('the top bar search', () => {
  it('finds tools by name and media by title; arrows and Enter open the result, Escape closes', async () => {
    const client = renderApp('/user/dashboard', createFakeMediakitClient());
    await heading1('Welcome back');
    const search = await within(topBar()).findByRole('combobox', { name: 'Search tools and your media' });
    await tabTo(search);
    await userEvent.keyboard('video');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Image to Video', 'Video Upscale', 'Product Video']),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    // A media title (the fake library's), found through the media list call, debounced.
    const [first] = (await client.media.list({ pageSize: 1 })).items;
    const title = first?.title ?? '';
    await userEvent.clear(search);
    await userEvent.keyboard(title);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .some((option) => option.firstChild?.textContent === title),
      ).toBe(true),
    );
    const media = within(listbox)
      .getAllByRole('option')
      .find((option) => option.firstChild?.textContent === title)!;
    while (search.getAttribute('aria-activedescendant') !== media.id) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await heading1('Media Library');
    expect(await screen.findByRole('searchbox', { name: /search/i })).toHaveValue(title);
  });

  it('offers only what the role reaches: no tools in the admin area, its admin pages instead', async () => {
    renderApp('/admin/dashboard', createFakeMediakitClient({ seed: { user: { role: 'admin' } } }));
    await heading1(/dashboard/i);
    const search = await within(topBar()).findByRole('combobox', { name: 'Search tools and your media' });
    await userEvent.click(search);
    await userEvent.keyboard('out');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Outbox' })).toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.keyboard('image to');
    await waitFor(() => expect(within(listbox).queryAllByRole('option')).toEqual([]));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { level: 1, name: 'Image to Video' })).not.toBeInTheDocument();
  });
});
