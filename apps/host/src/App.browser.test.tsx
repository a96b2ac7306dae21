import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { toast } from '@mediakit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from './App';
import { routes } from './routes';
import { toolRoutes } from './routes/toolRoutes';

// Real Chromium: the shell switches between sidebar and drawer with a container query, which jsdom cannot evaluate.

function renderApp(path: string, client: FakeMediakitClient = createFakeMediakitClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App client={client} router={router} />);
  return { client, router };
}

/** The desktop sidebar (the drawer's copy is only mounted while it is open). */
const sidebar = () => screen.getByRole('navigation', { name: 'Main' });

beforeAll(async () => {
  await page.viewport(1280, 900);
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

afterEach(() => {
  vi.restoreAllMocks();
  toast.clear();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('host shell', { timeout: 30_000 }, () => {
  it('lists Home and every tool route in the sidebar, grouped, with Home current on the home page', async () => {
    renderApp('/');
    const nav = sidebar();
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('aria-current', 'page');

    for (const tool of toolRoutes) {
      const group = within(nav).getByRole('group', { name: tool.group });
      const link = within(group).getByRole('link', { name: tool.label });
      expect(link).toHaveAttribute('href', `/user/${tool.path}`);
      expect(link).not.toHaveAttribute('aria-current');
    }
    expect(within(nav).getAllByRole('link')).toHaveLength(toolRoutes.length + 1);
    expect(document.title).toBe('Mediakit');
  });

  it('has a skip link to the one main landmark', async () => {
    renderApp('/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('loads a tool only when its route is visited, marks it current and titles the document', async () => {
    const tool = toolRoutes.find((route) => route.path === 'image/generate');
    if (!tool) throw new Error('The Text to Image route is missing');
    const load = vi.spyOn(tool, 'load');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Mediakit' });
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Text to Image' }));

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Text to Image' }, { timeout: 20_000 })).toBe(
      main.querySelector('h1'),
    );
    await within(main).findByRole('heading', { level: 2, name: 'AI Image Generator' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(sidebar()).getByRole('link', { name: 'Text to Image' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Text to Image · Mediakit');
  });

  it('opens a tool address directly', async () => {
    renderApp('/user/chat');
    await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'AI Chat' }, { timeout: 20_000 });
    expect(document.title).toBe('AI Chat · Mediakit');
    expect(within(sidebar()).getByRole('link', { name: 'AI Chat' })).toHaveAttribute('aria-current', 'page');
  });

  it('flips the dark class on <html> with the theme toggle and stores the choice under "theme"', async () => {
    renderApp('/');
    const root = document.documentElement;
    const startsDark = root.classList.contains('dark');
    const toggle = screen.getByRole('button', { name: startsDark ? 'Switch to light theme' : 'Switch to dark theme' });

    await userEvent.click(toggle);
    await expect.poll(() => root.classList.contains('dark')).toBe(!startsDark);
    expect(localStorage.getItem('theme')).toBe(startsDark ? 'light' : 'dark');

    await userEvent.click(
      screen.getByRole('button', { name: startsDark ? 'Switch to dark theme' : 'Switch to light theme' }),
    );
    await expect.poll(() => root.classList.contains('dark')).toBe(startsDark);
    expect(localStorage.getItem('theme')).toBe(startsDark ? 'dark' : 'light');
  });

  it('shows the signed-in user’s credits and logs out through the client', async () => {
    const { client } = renderApp('/user/chat');
    const account = await screen.findByRole('button', { name: /^Account: / });
    await screen.findByText('432 credits');

    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByRole('alertdialog', { name: /Logout success/ });
    expect(client.fake.requests.some((request) => request.operation === 'auth.logout')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Account: / })).toBeNull());
    expect(screen.queryByText('432 credits')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Mediakit' });
  });

  it('renders the 404 page for an unknown address, with nothing in the sidebar current', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Mediakit');
    expect(within(sidebar()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });
});

describe('host shell on a phone', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });

  it('puts the navigation in a drawer that closes after following a link', async () => {
    renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'AI Chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'AI Chat' }, { timeout: 20_000 });
  });
});
