import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { toast } from '@mediakit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, NavigationType } from 'react-router-dom';
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

/** Presses Tab until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) await userEvent.tab();
  expect(target).toHaveFocus();
}

/** Fills the sign-in form by keyboard with the fake's seeded account and submits with Enter. */
async function signInByKeyboard() {
  const form = await screen.findByRole('region', { name: 'Sign in' });
  await tabTo(within(form).getByRole('textbox', { name: 'Email' }));
  await userEvent.keyboard('ada@example.com');
  await tabTo(within(form).getByLabelText('Password', { selector: 'input' }));
  await userEvent.keyboard('secret{Enter}');
}

/** Fills the sign-up form by keyboard (Space ticks the terms) and submits with Enter. */
async function signUpByKeyboard(form: HTMLElement) {
  await tabTo(within(form).getByRole('textbox', { name: 'Username' }));
  await userEvent.keyboard('grace');
  await tabTo(within(form).getByRole('textbox', { name: 'Email' }));
  await userEvent.keyboard('grace@example.com');
  await tabTo(within(form).getByLabelText('Password', { selector: 'input' }));
  await userEvent.keyboard('secret');
  await tabTo(within(form).getByRole('checkbox', { name: 'I accept the terms of service' }));
  await userEvent.keyboard(' ');
  await tabTo(within(form).getByRole('button', { name: 'Create account' }));
  await userEvent.keyboard('{Enter}');
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

  it('sends a signed-out visitor to sign in, then back where they were going, with a toast', async () => {
    const { router } = renderApp('/user/chat', createFakeMediakitClient({ signedIn: false, latencyMs: 100 }));
    expect(await screen.findByText('Checking authentication...')).toHaveAttribute('role', 'status');
    await screen.findByRole('region', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in · Mediakit');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

    await signInByKeyboard();
    await screen.findByRole('button', { name: 'Signing in...' });
    await screen.findByRole('alertdialog', { name: /User login success/ });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'AI Chat' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/user/chat');
    // The sign-in page replaced itself: Back does not return to a form for someone already signed in.
    expect(router.state.historyAction).toBe(NavigationType.Replace);
    await screen.findByRole('button', { name: /^Account: / });
  });

  it('logs out, then signs in again from the top bar’s Sign in link', async () => {
    const { router } = renderApp('/user/chat');
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('alertdialog', { name: /Logout success/ });

    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    await tabTo(signInLink);
    await userEvent.keyboard('{Enter}');
    await signInByKeyboard();
    await screen.findByRole('alertdialog', { name: /User login success/ });
    await screen.findByRole('button', { name: /^Account: / });
    expect(router.state.location.pathname).toBe('/user');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('creates an account and, signed in by the answer, goes on to the user area', async () => {
    const { router } = renderApp('/signup', createFakeMediakitClient({ signedIn: false }));
    const form = await screen.findByRole('region', { name: 'Create account' });
    expect(document.title).toBe('Create account · Mediakit');
    await signUpByKeyboard(form);
    await screen.findByRole('alertdialog', { name: /Account created successfully!/ });
    await screen.findByRole('button', { name: 'Account: grace' });
    expect(router.state.location.pathname).toBe('/user');
  });

  it('sends a new account to sign in, email filled in, when the answer does not sign them in', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    client.auth.register = async () => undefined;
    const { router } = renderApp('/signup', client);
    const form = await screen.findByRole('region', { name: 'Create account' });
    await signUpByKeyboard(form);
    await screen.findByRole('alertdialog', { name: /Account created successfully!/ });
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
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
