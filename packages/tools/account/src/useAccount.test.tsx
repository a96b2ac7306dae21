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
    await act(() => result.current.uploadPicture('cover', file('text/plain')));
    expect(result.current.pictureUpload.cover).toEqual({ status: 'failed', error: text.imagesOnly });
    expect(client.fake.requests.some((request) => request.operation === 'user.uploadCover')).toBe(false);
    await act(() => result.current.uploadPicture('avatar', file('image/png')));
    expect(result.current.pictureUpload.avatar).toEqual({ status: 'done', notice: 'Profile picture updated.' });
    expect(result.current.profile.data?.avatarUrl).toBeTruthy();
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
});
