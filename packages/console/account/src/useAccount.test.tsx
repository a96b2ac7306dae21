import { createFakeMediakitClient, fakeAccounts } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages as text } from './messages';
import {
  changedFields,
  passwordProblems,
  pictureProblem,
  profileProblems,
  useAccount,
  type ProfileFields,
} from './useAccount';
import { planProblem } from './useSubscription';

const fields: ProfileFields = { name: 'Ada', email: 'ada@example.com', company: '', phone: '', bio: '' };
const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'picture', { type });

describe('account rules', () => {
  it('needs a name and a valid e-mail', () => {
    expect(profileProblems(fields, text)).toEqual({});
    expect(profileProblems({ ...fields, name: '  ', email: 'ada@' }, text)).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address.',
    });
  });

  it('sends only the fields that changed, trimmed', () => {
    expect(changedFields(fields, { ...fields, company: ' Engines ', name: 'Ada' })).toEqual({ company: 'Engines' });
    expect(changedFields(fields, fields)).toEqual({});
  });

  it('accepts only images, within 5 MB for the avatar and 10 MB for the cover', () => {
    expect(pictureProblem('avatar', file('application/pdf'), text)).toBe(
      'Choose an image file (PNG, JPEG, WebP or GIF).',
    );
    expect(pictureProblem('avatar', file('image/png'), text)).toBeUndefined();
    expect(pictureProblem('avatar', file('image/png', 5 * 1024 * 1024 + 1), text)).toBe(
      'The image must be at most 5 MB.',
    );
    expect(pictureProblem('cover', file('image/png', 5 * 1024 * 1024 + 1), text)).toBeUndefined();
    expect(pictureProblem('cover', file('image/png', 10 * 1024 * 1024 + 1), text)).toBe(
      'The image must be at most 10 MB.',
    );
  });

  it('checks a password change: current given, at least 8 characters, repeated alike', () => {
    const input = { currentPassword: 'old', password: 'long enough', confirmation: 'long enough' };
    expect(passwordProblems(input, text)).toEqual({});
    expect(passwordProblems({ ...input, currentPassword: '' }, text)).toEqual({
      currentPassword: 'Enter your current password.',
    });
    expect(passwordProblems({ ...input, password: 'short', confirmation: 'short' }, text)).toEqual({
      password: 'The password must be at least 8 characters.',
    });
    expect(passwordProblems({ ...input, confirmation: 'long enougH' }, text)).toEqual({
      confirmation: 'The two new passwords differ.',
    });
  });
});

describe('plan rules', () => {
  it('needs a plan other than the current one before anything is sent', () => {
    expect(planProblem('', 'pro', text)).toBe('Choose a plan.');
    expect(planProblem('pro', 'pro', text)).toBe('Choose a plan other than your current one.');
    expect(planProblem('business', 'pro', text)).toBeUndefined();
  });
});

async function ready(client = createFakeMediakitClient(), options: Parameters<typeof useAccount>[0] = {}) {
  const hook = renderHook(() => useAccount({ client, ...options }));
  await waitFor(() => expect(hook.result.current.profile.status).toBe('ready'));
  return { client, ...hook };
}

describe('useAccount', () => {
  it('saves the changed profile fields only, and keeps what the server answered', async () => {
    const onProfileChange = vi.fn();
    const { result, client } = await ready(undefined, { onProfileChange });
    const profile = result.current.profile.data!;
    await act(() => result.current.saveProfile({ ...profile, company: 'Analytical Engines' }));
    expect(result.current.profileSave).toEqual({ status: 'done', notice: 'Profile saved.' });
    expect(result.current.profile.data?.company).toBe('Analytical Engines');
    const sent = client.fake.requests.filter((request) => request.operation === 'user.updateProfile');
    expect(sent).toHaveLength(1);
    expect(onProfileChange).toHaveBeenCalledWith(expect.objectContaining({ company: 'Analytical Engines' }));
  });

  it('persists a notification toggle, and puts it back when the server refuses', async () => {
    const { result, client } = await ready();
    await act(() => result.current.setNotification('emailProduct', false));
    expect(result.current.profile.data?.notifications.emailProduct).toBe(false);
    expect((await client.account.profile()).notifications.emailProduct).toBe(false);
    client.fake.failNext('user.updateProfile', 'server-error');
    await act(() => result.current.setNotification('emailBilling', false));
    expect(result.current.profile.data?.notifications.emailBilling).toBe(true);
    expect(result.current.notificationSave).toEqual({
      status: 'failed',
      error: 'The server had a problem. Try again in a moment.',
    });
  });

  it('uploads an avatar and refuses a file that is not an image before any request', async () => {
    const { result, client } = await ready();
    const before = result.current.profile.data?.avatarUrl;
    await act(() => result.current.uploadPicture('cover', file('text/plain')));
    expect(result.current.pictureUpload.cover).toEqual({ status: 'failed', error: text.imagesOnly });
    expect(client.fake.requests.some((request) => request.operation === 'user.uploadCover')).toBe(false);
    await act(() => result.current.uploadPicture('avatar', file('image/png')));
    expect(result.current.pictureUpload.avatar).toEqual({ status: 'done', notice: 'Profile picture updated.' });
    const avatarUrl = result.current.profile.data?.avatarUrl;
    expect(avatarUrl).not.toBe(before);
    // The fake serves the uploaded file at its upload address (jsdom makes no page blob: URLs).
    expect(avatarUrl).toMatch(/^https?:\/\/[^/]+\/fake-media\/upload\/avatar[\w-]*$/);
  });

  it("changes the password, and shows the server's words for a wrong current one", async () => {
    const { result } = await ready();
    await act(() =>
      result.current.changePassword({
        currentPassword: 'wrong one',
        password: 'a new password',
        confirmation: 'a new password',
      }),
    );
    expect(result.current.passwordChange).toEqual({ status: 'failed', error: 'The current password is incorrect.' });
    await act(() =>
      result.current.changePassword({
        currentPassword: fakeAccounts.user.password,
        password: 'a new password',
        confirmation: 'a new password',
      }),
    );
    expect(result.current.passwordChange).toEqual({
      status: 'done',
      notice: 'Password changed. Your other sessions were signed out.',
    });
  });

  it('deletes the account only with the right password, then calls onDeleted', async () => {
    const onDeleted = vi.fn();
    const { result } = await ready(undefined, { onDeleted });
    await act(() => result.current.deleteAccount(''));
    expect(result.current.deletion).toEqual({ status: 'failed', error: 'Enter your password to delete the account.' });
    await act(() => result.current.deleteAccount('not it'));
    expect(result.current.deletion).toEqual({ status: 'failed', error: 'The password is incorrect.' });
    expect(onDeleted).not.toHaveBeenCalled();
    await act(() => result.current.deleteAccount(fakeAccounts.user.password));
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('lists activity 10 at a time with Show more', async () => {
    const { result } = await ready();
    await waitFor(() => expect(result.current.activity.data).toHaveLength(10));
    expect(result.current.activityHasMore).toBe(true);
    act(() => result.current.showMoreActivity());
    await waitFor(() => expect(result.current.activity.data).toHaveLength(20));
  });

  it('turns a failed load into its message', async () => {
    const client = createFakeMediakitClient({ scenarios: { 'user.me': 'network-error' } });
    const { result } = renderHook(() => useAccount({ client }));
    await waitFor(() =>
      expect(result.current.loadError).toBe('Could not reach the server. Check your connection and try again.'),
    );
  });

  describe('subscription', () => {
    const subscribed = async (client = createFakeMediakitClient(), options: Parameters<typeof useAccount>[0] = {}) => {
      const hook = await ready(client, options);
      await waitFor(() => expect(hook.result.current.subscription.status).toBe('ready'));
      await waitFor(() => expect(hook.result.current.plans.status).toBe('ready'));
      return hook;
    };

    it('shows the plan, its monthly credits and renewal, and the plans to change to', async () => {
      const { result } = await subscribed();
      expect(result.current.subscription.data).toMatchObject({
        planName: 'pro',
        planLabel: 'Pro',
        planCreditsPerMonth: 2000,
        renewsAt: '2026-12-01',
      });
      expect(result.current.plans.data?.map((plan) => [plan.name, plan.creditsPerMonth])).toEqual([
        ['free', 50],
        ['plus', 500],
        ['pro', 2000],
        ['business', 10000],
      ]);
    });

    it('changes the plan through the payment page: nothing changes here, the page is opened once', async () => {
      const onCheckout = vi.fn();
      const { result, client } = await subscribed(undefined, {
        onCheckout,
        returnUrl: 'https://app.example.com/user/profile',
      });
      const credits = result.current.profile.data!.credits!;
      let changed: boolean | undefined;
      await act(async () => {
        changed = await result.current.changePlan('business');
      });
      expect(changed).toBe(true);
      expect(result.current.planChange).toEqual({ status: 'done', notice: 'Opening the payment page for Business…' });
      expect(onCheckout).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/app\.example\.com\/checkout\/cs_test/));
      expect(client.fake.requests.filter((request) => request.operation === 'billing.checkout')).toHaveLength(1);
      // The plan and the balance move only when the payment is confirmed on that page.
      expect(result.current.subscription.data?.planName).toBe('pro');
      expect(result.current.profile.data?.credits).toBe(credits);
    });

    it("opens the payment engine's portal for the cards", async () => {
      const onCheckout = vi.fn();
      const { result } = await subscribed(undefined, { onCheckout, returnUrl: 'https://app.example.com/user/profile' });
      await act(async () => {
        expect(await result.current.openPortal()).toBe(true);
      });
      expect(onCheckout).toHaveBeenCalledWith(
        `https://app.example.com/checkout/cards?return=${encodeURIComponent('https://app.example.com/user/profile')}`,
      );
      expect(result.current.portal).toEqual({ status: 'done', notice: 'Opening the payment portal…' });
    });

    it('refuses the current plan before any request', async () => {
      const { result, client } = await subscribed();
      await act(() => result.current.changePlan('pro'));
      expect(result.current.planChange).toEqual({
        status: 'failed',
        error: 'Choose a plan other than your current one.',
      });
      expect(client.fake.requests.some((request) => request.operation === 'billing.checkout')).toBe(false);
    });

    it('turns a failed change and a failed load into their messages', async () => {
      const client = createFakeMediakitClient({ scenarios: { 'billing.overview': 'server-error' } });
      const { result } = await ready(client);
      await waitFor(() =>
        expect(result.current.subscriptionError).toBe('The server had a problem. Try again in a moment.'),
      );
      const online = createFakeMediakitClient();
      const hook = await subscribed(online);
      online.fake.failNext('billing.checkout', 'network-error');
      await act(() => hook.result.current.changePlan('plus'));
      expect(hook.result.current.planChange).toEqual({
        status: 'failed',
        error: 'Could not reach the server. Check your connection and try again.',
      });
    });
  });
});
