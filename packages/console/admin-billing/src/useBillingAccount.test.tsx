import { createFakeMediakitClient, fakeAccounts } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBillingAccount } from './useBillingAccount';

async function adminClient() {
  const client = createFakeMediakitClient({ signedIn: false });
  await client.auth.login(fakeAccounts.admin);
  return client;
}

const calls = (client: Awaited<ReturnType<typeof adminClient>>, operation: string) =>
  client.fake.requests.filter((request) => request.operation === operation).length;

async function ready() {
  const client = await adminClient();
  const saveFile = vi.fn();
  const onCheckout = vi.fn();
  const hook = renderHook(() =>
    useBillingAccount({ client, saveFile, onCheckout, returnUrl: 'https://app.example.com/admin/billing' }),
  );
  await waitFor(() => expect(hook.result.current.cards.status).toBe('ready'));
  await waitFor(() => expect(hook.result.current.profile.status).toBe('ready'));
  await waitFor(() => expect(hook.result.current.overview.status).toBe('ready'));
  return { client, saveFile, onCheckout, ...hook };
}

describe('useBillingAccount', () => {
  it('loads the overview with its statement link, the cards and the profile', async () => {
    const { result } = await ready();
    expect(result.current.overview.data?.statementUrl).toMatch(/statement\/document\?/);
    expect(result.current.cards.data?.[0]).toMatchObject({ brand: 'Visa', last4: '4242', primary: true });
  });

  it("keeps no card here: Update Payment opens the payment engine's portal", async () => {
    const { client, result, onCheckout } = await ready();
    await act(async () => {
      expect(await result.current.openPortal()).toEqual({ ok: true });
    });
    expect(onCheckout).toHaveBeenCalledWith(
      `https://app.example.com/checkout/cards?return=${encodeURIComponent('https://app.example.com/admin/billing')}`,
    );
    expect(result.current.notice).toBe('Opening the payment portal…');
    expect(calls(client, 'billing.portal')).toBe(1);
  });

  it('Cancel restores the saved profile; Save Changes persists it; a bad billing email is refused', async () => {
    const { client, result } = await ready();
    act(() => result.current.setProfileField('company', 'Acme'));
    expect(result.current.profileDirty).toBe(true);
    act(() => result.current.resetProfile());
    expect(result.current.profileDraft.company).toBe('');
    act(() => result.current.setProfileField('billingEmail', 'not-an-email'));
    await act(async () => {
      await result.current.saveProfile();
    });
    expect(result.current.profileError).toBe('The billing email must be a valid email address.');
    expect(calls(client, 'billing.updateProfile')).toBe(0);
    act(() => result.current.setProfileField('billingEmail', 'bills@acme.test'));
    act(() => result.current.setProfileField('company', 'Acme'));
    await act(async () => {
      await result.current.saveProfile();
    });
    expect(result.current.notice).toBe('Billing profile saved.');
    expect(result.current.profileDirty).toBe(false);
    expect(await client.billing.profile()).toMatchObject({ company: 'Acme', billingEmail: 'bills@acme.test' });
  });

  it('sends the statement by e-mail, exports the CSV and changes the plan', async () => {
    const { result, saveFile, onCheckout } = await ready();
    await act(async () => {
      await result.current.emailStatement();
    });
    expect(result.current.notice).toMatch(/^The statement was sent to /);
    await act(async () => {
      await result.current.exportCsv();
    });
    expect(saveFile).toHaveBeenCalledWith('invoices.csv', expect.any(Blob));
    await waitFor(() => expect(result.current.plans.status).toBe('ready'));
    await act(async () => {
      await result.current.changePlan('pro');
    });
    // The plan changes once it is paid on the engine's page; here only that page opens.
    expect(onCheckout).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/app\.example\.com\/checkout\/cs_test/));
    expect(result.current.overview.data?.planName).toBe('business');
    expect(result.current.notice).toBe('Opening the payment page for Pro…');
  });

  it('words a failure by its reason, and sets nothing after unmount', async () => {
    const { client, result, unmount } = await ready();
    client.fake.failNext('billing.portal', 'network-error');
    let outcome: Awaited<ReturnType<typeof result.current.openPortal>> | undefined;
    await act(async () => {
      outcome = await result.current.openPortal();
    });
    expect(outcome).toEqual({ ok: false, message: 'No connection to the server. Check your network and try again.' });
    const errors = vi.spyOn(console, 'error');
    const pending = result.current.emailStatement();
    unmount();
    await pending;
    expect(errors).not.toHaveBeenCalled();
  });
});
