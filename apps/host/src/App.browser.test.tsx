import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { toast } from '@mediakit/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from './App';
import { rememberedTokenStore } from './rememberedTokenStore';
import { toolLoaders } from './routes/toolLoaders';
import { toolRoutes } from './routes/toolRoutes';

// Real Chromium: the shell switches between sidebar and drawer with a container query, which jsdom cannot evaluate.

interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

/** Records where the memory router is and how it got there. */
function RouterProbe({ stateRef }: { stateRef: { current?: RouterState } }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  // During the commit, so the state is current as soon as the page shows.
  useLayoutEffect(() => {
    stateRef.current = { location, historyAction };
  }, [stateRef, location, historyAction]);
  return null;
}

function renderApp(path: string, client: FakeMediakitClient = createFakeMediakitClient()) {
  const probe: { current?: RouterState } = {};
  const { container } = render(
    <App
      client={client}
      router={(routes) => (
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe stateRef={probe} />
          {routes}
        </MemoryRouter>
      )}
    />,
  );
  const router = {
    get state(): RouterState {
      if (!probe.current) throw new Error('The router has not rendered yet');
      return probe.current;
    },
  };
  return { client, router, container };
}

const adminClient = (options: { signedIn?: boolean } = {}) =>
  createFakeMediakitClient({ ...options, seed: { user: { role: 'admin' } } });

/** Presses Tab until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 60 && document.activeElement !== target; step += 1) await userEvent.tab();
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

/** The desktop sidebar of the signed-in areas (the drawer's copy is only mounted while it is open). */
const sidebar = () => screen.findByRole('navigation', { name: 'Main' });
const main = () => screen.getByRole('main');
/** The page's h1, once its route (and maybe its lazy shell and tool) has loaded. */
const heading1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

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

describe('public site', () => {
  it('shows the landing page with its sections, Sign In and Get started', async () => {
    renderApp('/', createFakeMediakitClient({ signedIn: false }));
    await heading1('Create AI images, video and speech in one place');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Mediakit Beta' })).toHaveAttribute('href', '/');
    // With a client given, the header asks the session (its code loads first).
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    for (const name of ['Everything you need to create', 'Simple pricing', 'Frequently asked questions'])
      expect(within(main()).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    // The sections below the fold load after the first paint (when they come near the screen, or a moment later).
    for (const name of ['How it works', 'What teams like yours say', 'Output gallery'])
      expect(await within(main()).findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(
      within(main()).getByRole('heading', { level: 2, name: /marketers, developers and designers/ }),
    ).toBeVisible();
    expect(within(main()).getAllByRole('group')).toHaveLength(3); // the three FAQ items
    expect(document.title).toBe('Mediakit');
  });

  it('opens the Products mega-menu by keyboard: three groups, the tools, Open Library; Escape closes it', async () => {
    renderApp('/', createFakeMediakitClient({ signedIn: false }));
    await heading1(/Create AI images/);
    const products = screen.getByRole('button', { name: 'Products' });
    await tabTo(products);
    await userEvent.keyboard('{ArrowDown}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const first = within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', {
      name: /^Text to Image/,
    });
    await waitFor(() => expect(first).toHaveFocus());
    for (const group of ['Images', 'Video', 'Library & Tools'])
      expect(screen.getByRole('list', { name: group })).toBeInTheDocument();
    expect(first).toHaveAttribute('href', '/user/image/generate');
    expect(screen.getByRole('link', { name: 'Open Library' })).toHaveAttribute('href', '/user/media');
    const panel = products.parentElement?.querySelector('[id]:not(button)') as HTMLElement;
    expect(panel.getBoundingClientRect().width).toBe(860);
    await userEvent.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
  });

  it('shows /pricing with the plans and the credit packs of the one table of plans', async () => {
    renderApp('/pricing', createFakeMediakitClient({ signedIn: false }));
    await heading1('Pricing');
    // The plan grid is a lazy chunk of its own (the landing page's first view does not fetch it).
    const offers = await waitFor(() => {
      const items = within(main())
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('aria-labelledby'));
      expect(items).toHaveLength(8);
      return items;
    });
    expect(offers.map((offer) => offer.textContent)).toEqual([
      expect.stringMatching(/Starter.*Free.*50 credits/),
      expect.stringMatching(/Plus.*\$9\.00 a month.*500 credits a month/),
      expect.stringMatching(/Pro.*\$19\.00 a month.*2,000 credits a month/),
      expect.stringMatching(/Business.*\$79\.00 a month.*10,000 credits a month.*Seats.*SSO.*99\.9% SLA/),
      expect.stringMatching(/10 credits.*\$0\.50/),
      expect.stringMatching(/50 credits.*\$2\.00/),
      expect.stringMatching(/100 credits.*\$3\.00/),
      expect.stringMatching(/500 credits.*\$12\.00/),
    ]);
    expect(within(main()).getByRole('link', { name: 'Get started with Starter' })).toHaveAttribute('href', '/signup');
    expect(within(main()).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/checkout/buy?plan=pro');
    expect(within(main()).getByRole('link', { name: 'Buy 100 credits' })).toHaveAttribute(
      'href',
      '/checkout/buy?pack=credits-100',
    );
    expect(document.title).toBe('Pricing · Mediakit');
  });

  it('shows /faq as an accordion that opens by keyboard', async () => {
    renderApp('/faq', createFakeMediakitClient({ signedIn: false }));
    await heading1('Frequently asked questions');
    const answer = within(main()).getByText(/The Starter plan is free and comes with 50 credits/);
    expect(answer).not.toBeVisible();
    const question = within(main()).getByText('Can I try it for free?').closest('summary') as HTMLElement;
    await tabTo(question);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer).toBeVisible());
  });

  it('shows /unauthorized with a way on', async () => {
    renderApp('/unauthorized', createFakeMediakitClient({ signedIn: false }));
    await heading1('Unauthorized');
    expect(within(main()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('validates the footer’s subscribe e-mail, then subscribes through the client and confirms', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    renderApp('/', client);
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox', { name: 'Get product news by email' });
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Enter your email address.')).toBeVisible();
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText(/Enter a valid email address/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(client.fake.requests.filter((request) => request.path.includes('newsletter'))).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Reader@example.com{Enter}');
    expect(await within(form).findByText('Thanks for subscribing! We will write to Reader@example.com.')).toBeVisible();
    expect(client.fake.state.subscribers.has('reader@example.com')).toBe(true);
    expect(field).toHaveValue('');
  });

  it('shows the server’s refusal of a subscription', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    client.fake.failNext('newsletter.subscribe', 'server-error');
    renderApp('/', client);
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    await userEvent.type(within(form).getByRole('textbox'), 'reader@example.com{Enter}');
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(client.fake.state.subscribers.size).toBe(0);
  });

  it('renders the 404 page for an unknown address', async () => {
    renderApp('/no/such/page', createFakeMediakitClient({ signedIn: false }));
    await heading1('Page not found');
    expect(document.title).toBe('Page not found · Mediakit');
  });
});

describe('forgot password', () => {
  it('goes from sign-in to a reset e-mail, sets a new password with its link, and signs in with it', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const { router } = renderApp('/login', client);
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    await tabTo(within(signIn).getByRole('link', { name: 'Forgot password?' }));
    await userEvent.keyboard('{Enter}');
    const forgot = await screen.findByRole('region', { name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    // The title is set in an effect after the page renders: wait for it.
    await waitFor(() => expect(document.title).toBe('Forgot password · Mediakit'));

    await tabTo(within(forgot).getByRole('button', { name: 'Send reset link' }));
    await userEvent.keyboard('{Enter}');
    expect(await within(forgot).findByText('Enter your email address.')).toBeVisible();
    expect(within(forgot).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('ada@example.com{Enter}');
    expect(
      await within(forgot).findByText(
        'If an account exists for this e-mail, we have sent it a link to reset the password. Check your inbox.',
      ),
    ).toHaveAttribute('role', 'status');
    const [token] = [...client.fake.state.passwordResets.keys()];
    expect(token).toBeDefined();

    cleanup();
    const reset = renderApp(`/reset-password?token=${token}`, client);
    const form = await screen.findByRole('region', { name: 'Choose a new password' });
    await waitFor(() => expect(document.title).toBe('Reset password · Mediakit'));
    await tabTo(within(form).getByLabelText('New password', { selector: 'input' }));
    await userEvent.keyboard('short{Enter}');
    expect(await within(form).findByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.keyboard('-but-longer');
    await tabTo(within(form).getByLabelText('Confirm new password', { selector: 'input' }));
    await userEvent.keyboard('something else{Enter}');
    expect(await within(form).findByText('The passwords do not match.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Confirm new password', { selector: 'input' }));
    await userEvent.keyboard('short-but-longer{Enter}');
    expect(
      await within(form).findByText('Your password has been reset. You can sign in with the new one.'),
    ).toHaveAttribute('role', 'status');
    await tabTo(within(form).getByRole('link', { name: 'Sign in' }));
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('region', { name: 'Sign in' });
    expect(reset.router.state.location.pathname).toBe('/login');
    await expect(client.auth.login({ email: 'ada@example.com', password: 'secret' })).rejects.toThrow();
    await expect(client.auth.login({ email: 'ada@example.com', password: 'short-but-longer' })).resolves.toMatchObject({
      user: { email: 'ada@example.com' },
    });
  });

  it('says a link without its token is incomplete, and a used one is refused, each with a way to ask again', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    renderApp('/reset-password', client);
    const form = await screen.findByRole('region', { name: 'Choose a new password' });
    expect(within(form).getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(within(form).queryByLabelText('New password', { selector: 'input' })).toBeNull();
    expect(within(form).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

    cleanup();
    renderApp('/reset-password?token=used-up', client);
    const again = await screen.findByRole('region', { name: 'Choose a new password' });
    await userEvent.type(within(again).getByLabelText('New password', { selector: 'input' }), 'long enough');
    await userEvent.type(
      within(again).getByLabelText('Confirm new password', { selector: 'input' }),
      'long enough{Enter}',
    );
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    expect(within(again).getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

describe('guards', () => {
  it('sends a signed-out visitor to sign in, then back where they were going, history replaced', async () => {
    const client = createFakeMediakitClient({ signedIn: false, latencyMs: 100 });
    // The sign-in answers when the test has seen the form wait for it: a fixed latency was over before a busy
    // machine looked ("Unable to find ... Signing in...").
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const login = client.auth.login;
    client.auth.login = async (...args) => {
      await answered;
      return login(...args);
    };
    const { router } = renderApp('/user/chat', client);
    expect(await screen.findByText('Checking authentication...')).toHaveAttribute('role', 'status');
    await screen.findByRole('region', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in · Mediakit');

    await signInByKeyboard();
    await screen.findByRole('button', { name: 'Signing in...' });
    answer();
    await screen.findByRole('alertdialog', { name: /User login success/ });
    await heading1('AI Chat');
    expect(router.state.location.pathname).toBe('/user/chat');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it('sends a signed-out visitor of a console page to sign in too', async () => {
    const { router } = renderApp('/user/billing', createFakeMediakitClient({ signedIn: false }));
    await screen.findByRole('region', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lands a user signing in from /login on /user/dashboard, history replaced', async () => {
    const { router } = renderApp('/login', createFakeMediakitClient({ signedIn: false }));
    await signInByKeyboard();
    await heading1('Welcome back');
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it('keeps the token for this tab only without "Remember me", and in localStorage with it', async () => {
    const signInAs = async (remember: boolean) => {
      const client = createFakeMediakitClient({ signedIn: false, tokenStore: rememberedTokenStore });
      const { unmount } = render(
        <App client={client} router={(routes) => <MemoryRouter initialEntries={['/login']}>{routes}</MemoryRouter>} />,
      );
      const box = await screen.findByRole('checkbox', { name: 'Remember me' });
      expect(box).toBeChecked();
      if (!remember) {
        await tabTo(box);
        await userEvent.keyboard(' ');
        expect(box).not.toBeChecked();
      }
      await signInByKeyboard();
      await heading1('Welcome back');
      const stored = { local: localStorage.getItem('token'), session: sessionStorage.getItem('token') };
      unmount();
      rememberedTokenStore.set(null);
      return stored;
    };
    const forThisTab = await signInAs(false);
    expect(forThisTab.local).toBeNull();
    expect(forThisTab.session).toEqual(expect.any(String));
    const remembered = await signInAs(true);
    expect(remembered.local).toEqual(expect.any(String));
    expect(remembered.session).toBeNull();
  });

  it('lands an admin signing in on /admin/dashboard', async () => {
    const { router } = renderApp('/login', adminClient({ signedIn: false }));
    await signInByKeyboard();
    await screen.findByRole('alertdialog', { name: /Admin login success/ });
    await heading1('Admin dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it('sends /user to the dashboard', async () => {
    const { router } = renderApp('/user');
    await heading1('Welcome back');
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(within(main()).getByText('Build, generate, and manage your AI content from one place.')).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Open tool: AI Chat' })).toHaveAttribute('href', '/user/chat');
  });

  it("opens the spec's /user/image (Text to Image) as the image generator, the sidebar's item current", async () => {
    const { router } = renderApp('/user/image');
    await heading1('Text to Image');
    await within(main()).findByRole('heading', { level: 2, name: 'AI Image Generator' });
    expect(router.state.location.pathname).toBe('/user/image/generate');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
    expect(within(await sidebar()).getByRole('link', { name: 'Text to Image' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends an admin in the user area to /admin/dashboard', async () => {
    const { router } = renderApp('/user/chat', adminClient());
    await heading1('Admin dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends a non-admin in the admin area to /unauthorized', async () => {
    const { router } = renderApp('/admin');
    await heading1('Unauthorized');
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('opens /admin as the admin dashboard', async () => {
    const { router } = renderApp('/admin', adminClient());
    await heading1('Admin dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(within(await sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('user area', () => {
  it('lists the dashboard and every tool, each with its own icon, and Logout', async () => {
    renderApp('/user/dashboard');
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const create = within(nav).getByRole('group', { name: 'Create' });
    const icons = toolRoutes.map((tool) => {
      const link = within(create).getByRole('link', { name: tool.label });
      expect(link).toHaveAttribute('href', `/user/${tool.path}`);
      return link.querySelector('svg')?.getAttribute('data-icon');
    });
    expect(new Set(icons).size).toBe(toolRoutes.length);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('collapses the sidebar to icons, each naming its tool in a tooltip on keyboard focus', async () => {
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const link = within(await sidebar()).getByRole('link', { name: 'Image to Video' });
    await tabTo(link);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Image to Video');
  });

  it("keeps the person's sidebar choice for the next visit", async () => {
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    cleanup();
    renderApp('/user/usage');
    expect(await sidebar()).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(await sidebar()).not.toHaveAttribute('data-collapsed');
  });

  it('loads a tool only when its route is visited, marks it current and titles the document', async () => {
    // A tool no other test here opens: a lazy page, once loaded, stays loaded for the rest of the file.
    const load = vi.spyOn(toolLoaders, 'image-to-image');
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(within(await sidebar()).getByRole('link', { name: 'Single Image Edit' }));
    await heading1('Single Image Edit');
    await within(main()).findByRole('textbox', { name: /prompt/i });
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(await sidebar()).getByRole('link', { name: 'Single Image Edit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Single Image Edit · Mediakit');
  });

  it('leaves a result’s absolute link untouched: it opens in a new tab, not inside the app', async () => {
    // Results on a CDN, as a real backend may answer them (the fake's default is a blob: URL of this page).
    const client = createFakeMediakitClient({ mediaUrl: (kind, id) => `https://media.example.com/${kind}/${id}` });
    const { router, container } = renderApp('/user/tts', client);
    await heading1('Text to Audio');
    await userEvent.type(within(main()).getByRole('textbox'), 'Hello');
    await userEvent.click(within(main()).getByRole('button', { name: /^Generate/ }));
    const open = await within(main()).findByRole('link', { name: /Open in new tab/ });
    const href = open.getAttribute('href') ?? '';
    expect(href).toMatch(/^https?:\/\//);
    let followed: { href: string; prevented: boolean } | undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest('a');
      followed = { href: anchor?.href ?? '', prevented: event.defaultPrevented };
      event.preventDefault(); // the test stops here; the browser would open the tab
    };
    // On React's root, after React's own listener (react-aria stops the click's propagation there).
    container.addEventListener('click', onClick);
    await userEvent.click(open);
    container.removeEventListener('click', onClick);
    expect(followed).toEqual({ href, prevented: false });
    expect(open).toHaveAttribute('target', '_blank');
    expect(router.state.location.pathname).toBe('/user/tts');
  });

  it('shows credits and initials, offers Profile, Settings and Logout, and logs out with a toast under the top bar', async () => {
    const { client, router } = renderApp('/user/dashboard');
    const account = await screen.findByRole('button', { name: 'Account: Ada Lovelace' });
    expect(account).toHaveTextContent('AL');
    expect(await screen.findByRole('button', { name: 'Credits: 432 credits' })).toBeVisible();
    await userEvent.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/user/settings/integrations');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const logoutToast = await screen.findByRole('alertdialog', { name: /Logout success/ });
    expect(client.fake.requests.some((request) => request.operation === 'auth.logout')).toBe(true);
    await heading1(/Create AI images/);
    expect(router.state.location.pathname).toBe('/');
    const headerBottom = screen.getByRole('banner').getBoundingClientRect().bottom;
    // Once its slide-in has ended, the toast sits below the header.
    await waitFor(() => expect(logoutToast.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom));
  });

  it('opens the credits dropdown by keyboard; +100 opens the test checkout, 4242 pays, the balance changes everywhere', async () => {
    const { client, router } = renderApp('/user/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Credits: 432 credits' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Credits' });
    expect(dialog.textContent).toMatch(/Balance\s*432 credits\s*Monthly cap\s*[\d,]+ credits/);
    // What was spent this month, the same figure as the dashboard's Your Plan & Usage (issue #29).
    const planMeter = await within(main()).findByRole('meter', { name: 'Credits used this month' });
    const spent = planMeter.getAttribute('aria-valuetext')!;
    expect(within(dialog).getByRole('meter', { name: 'Used this month' })).toHaveAttribute('aria-valuetext', spent);
    expect(within(main()).getByRole('group', { name: 'Credits' })).toHaveTextContent('432');
    // The notice comes with the server's answer about its payment engine, the popover fading in meanwhile.
    await waitFor(() => expect(within(dialog).getByText('Test mode: no real money moves')).toBeVisible());
    await tabTo(within(dialog).getByRole('button', { name: '+100: buy 100 credits for $3.00' }));
    await userEvent.keyboard('{Enter}');
    // Nothing is added by the menu: it opens the checkout page.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/checkout\/cs_test/));
    expect(client.credits.getState().credits).toBe(432);
    expect(client.fake.requests.some((request) => request.operation === 'billing.checkout')).toBe(true);
    const checkout = within(await screen.findByRole('region', { name: 'Checkout' }));
    expect(checkout.getByText('Test mode: no real money moves')).toBeVisible();
    await userEvent.type(await checkout.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(checkout.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '1240');
    await userEvent.type(checkout.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(checkout.getByRole('button', { name: 'Pay $3.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(router.state.location.search).toBe('?checkout=success');
    await waitFor(() => expect(client.credits.getState().credits).toBe(532));
    expect(await screen.findByRole('button', { name: 'Credits: 532 credits' })).toBeInTheDocument();
    // The dashboard's Credits tile says the same balance, and credits bought are not usage.
    await waitFor(() => expect(within(main()).getByRole('group', { name: 'Credits' })).toHaveTextContent('532'), {
      timeout: 10_000,
    });
    expect(await within(main()).findByRole('meter', { name: 'Credits used this month' })).toHaveAttribute(
      'aria-valuetext',
      spent,
    );
  });

  it('logs an admin out with “Admin Logout Success”', async () => {
    renderApp('/admin/dashboard', adminClient());
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/admin/profile');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('alertdialog', { name: /Admin Logout Success/ });
  });

  it('flips the dark class on <html> with the theme toggle and stores the choice under "theme"', async () => {
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    const root = document.documentElement;
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await expect.poll(() => root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('creates an account and, signed in by the answer, goes on to the dashboard', async () => {
    const { router } = renderApp('/signup', createFakeMediakitClient({ signedIn: false }));
    const form = await screen.findByRole('region', { name: 'Create account' });
    expect(document.title).toBe('Create account · Mediakit');
    await signUpByKeyboard(form);
    await screen.findByRole('alertdialog', { name: /Account created successfully!/ });
    await screen.findByRole('button', { name: 'Account: grace' });
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('sends a new account to sign in, email filled in, when the answer does not sign them in', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    client.auth.register = async () => undefined;
    const { router } = renderApp('/signup', client);
    const form = await screen.findByRole('region', { name: 'Create account' });
    await signUpByKeyboard(form);
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
  });
});

describe('console pages', () => {
  it('composes the usage package into the user dashboard: tiles, activity, plan and usage, recent projects', async () => {
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    const page = main();
    expect(await within(page).findByRole('group', { name: 'Credits' })).toHaveTextContent('432');
    expect(within(page).getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    expect(within(page).getByRole('heading', { name: 'Your Plan & Usage' })).toBeVisible();
    expect(within(page).getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/user/billing');
    expect(within(page).getByRole('heading', { name: 'Recent Projects' })).toBeVisible();
    expect(within(page).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/user/projects');
  });

  const userPages: [path: string, title: string, control: () => Promise<HTMLElement>][] = [
    ['/user/media', 'Media Library', () => within(main()).findByRole('searchbox', { name: 'Search by title' })],
    ['/user/usage', 'Usage', () => within(main()).findByRole('table', { name: 'Latest jobs, newest first' })],
    ['/user/billing', 'Billing & Invoices', () => within(main()).findByRole('searchbox', { name: 'Search by month' })],
    ['/user/projects', 'Projects', () => within(main()).findByRole('table', { name: 'Jobs' })],
    ['/user/profile', 'Profile', () => within(main()).findByRole('button', { name: 'Save changes' })],
    // integrations (#18)
    ['/user/settings/integrations', 'Integrations', () => within(main()).findByRole('button', { name: 'Add webhook' })],
  ];
  it.each(userPages)('shows %s under its heading with its main control', async (path, title, control) => {
    renderApp(path);
    await heading1(title);
    expect(document.title).toBe(`${title} · Mediakit`);
    expect(await control()).toBeVisible();
  });

  const adminPages: [path: string, title: string, control: () => Promise<HTMLElement>][] = [
    ['/admin/dashboard', 'Admin dashboard', () => within(main()).findByRole('group', { name: 'Storage used' })],
    ['/admin/jobs', 'Jobs', () => within(main()).findByRole('combobox', { name: 'Status' })],
    ['/admin/user', 'Users', () => within(main()).findByRole('searchbox', { name: 'Search users' })],
    ['/admin/billing', 'Billing', () => within(main()).findByRole('heading', { name: 'Billing summary' })],
    ['/admin/api-keys', 'API Keys', () => within(main()).findByRole('button', { name: 'Create key' })],
    ['/admin/media', 'Media Library', () => within(main()).findByRole('searchbox', { name: 'Search by title' })],
    ['/admin/profile', 'Profile', () => within(main()).findByRole('button', { name: 'Save changes' })],
  ];
  it.each(adminPages)('shows %s to an admin under its heading with its main control', async (path, title, control) => {
    renderApp(path, adminClient());
    await heading1(title);
    expect(await control()).toBeVisible();
  });

  it('lists the user’s console pages in the sidebar, the current one marked, and no Admin section', async () => {
    renderApp('/user/billing');
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Billing & Invoice' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Media Library', 'Usage', 'Projects', 'Profile'])
      expect(within(nav).getByRole('link', { name })).toBeVisible();
    expect(within(nav).queryByRole('group', { name: 'Admin' })).toBeNull();
  });

  it('lists the admin pages in the spec’s order in the admin sidebar, and no Create section', async () => {
    renderApp('/admin/user', adminClient());
    const nav = await sidebar();
    const admin = within(nav).getByRole('group', { name: 'Admin' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Jobs', 'API Keys', 'Billing', 'Users', 'Outbox']); // Outbox: the development e-mail outbox
    expect(within(admin).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
    expect(within(nav).getByRole('link', { name: 'Media Library' })).toHaveAttribute('href', '/admin/media');
    expect(within(nav).queryByRole('group', { name: 'Create' })).toBeNull();
  });

  it('ends the session and goes home when the account is deleted from the profile page', async () => {
    const { router, client } = renderApp('/user/profile');
    await heading1('Profile');
    await userEvent.click(await within(main()).findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await heading1(/Create AI images/);
    expect(router.state.location.pathname).toBe('/');
    expect(client.fake.requests.some((request) => request.operation === 'user.deleteAccount')).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('on a phone', () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });
  afterAll(async () => {
    await page.viewport(1280, 900);
  });

  it('opens the public menu drawer by keyboard: it takes focus, locks scrolling and closes on Escape', async () => {
    renderApp('/', createFakeMediakitClient({ signedIn: false }));
    await heading1(/Create AI images/);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull(); // in the drawer on phones
    const button = screen.getByRole('button', { name: 'Open menu' });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(getComputedStyle(document.documentElement).overflow).toBe('hidden'));
    expect(within(drawer).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('closes the public drawer on a backdrop tap and after following a link', async () => {
    const { router } = renderApp('/', createFakeMediakitClient({ signedIn: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(document.body, { position: { x: 10, y: 400 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }),
    );
    await heading1('Pricing');
    expect(router.state.location.pathname).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('puts the user area’s navigation in a drawer that closes on Escape and after following a link', async () => {
    renderApp('/user/dashboard');
    await heading1('Welcome back');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'AI Chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await heading1('AI Chat');
  });
});
