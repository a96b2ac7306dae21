import { createFakeMediakitClient, fakeAccounts } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBillingAccount } from './useBillingAccount';

async function adminClient() {
  const client = createFakeMediakitClient({ signedIn: false });
  await client.auth.login(fakeAccounts.admin);
  return client;
}

const card = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '04/39', cvc: '123', makeDefault: false };
const calls = (client: Awaited<ReturnType<typeof adminClient>>, operation: string) =>
  client.fake.requests.filter((request) => request.operation === operation).length;

async function ready() {
  const client = await adminClient();
  const saveFile = vi.fn();
  const hook = renderHook(() => useBillingAccount({ client, saveFile }));
  await waitFor(() => expect(hook.result.current.cards.status).toBe('ready'));
  await waitFor(() => expect(hook.result.current.profile.status).toBe('ready'));
  await waitFor(() => expect(hook.result.current.overview.status).toBe('ready'));
  return { client, saveFile, ...hook };
}

describe('useBillingAccount', () => {
  it('loads the overview with its statement link, the cards and the profile', async () => {
    const { result } = await ready();
    expect(result.current.overview.data?.statementUrl).toMatch(/statement\/document\?/);
    expect(result.current.cards.data?.[0]).toMatchObject({ brand: 'Visa', last4: '4242', primary: true });
  });

  it('sends no card that breaks a rule, and adds a good one keeping brand, last 4 and expiry', async () => {
    const { client, result } = await ready();
    let outcome: Awaited<ReturnType<typeof result.current.addCard>> | undefined;
    await act(async () => {
      outcome = await result.current.addCard({ ...card, number: '4242 4242 4242 4241', cvc: '1' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      errors: { number: 'The card number is not valid.', cvc: 'The CVC must be 3 or 4 digits.' },
    });
    expect(calls(client, 'billing.addCard')).toBe(0);
    await act(async () => {
      outcome = await result.current.addCard({ ...card, number: '5555 5555 5555 4444', makeDefault: true });
    });
    expect(outcome).toEqual({ ok: true });
    expect(result.current.notice).toBe('Mastercard ending in 4444 added.');
    await waitFor(() => expect(result.current.cards.data?.find((c) => c.primary)?.last4).toBe('4444'));
  });

  it("shows the server's message when the declined card is charged", async () => {
    const { result } = await ready();
    await act(async () => {
      await result.current.addCard({ ...card, number: '4000 0000 0000 0002', makeDefault: true });
    });
    let outcome: Awaited<ReturnType<typeof result.current.addSeats>> | undefined;
    await act(async () => {
      outcome = await result.current.addSeats(2);
    });
    expect(outcome).toEqual({ ok: false, message: 'The card was declined. Use another card.' });
  });

  it('refuses seats outside 1 to 100 before asking the server', async () => {
    const { client, result } = await ready();
    for (const seats of [0, 101, 1.5]) {
      let outcome: Awaited<ReturnType<typeof result.current.addSeats>> | undefined;
      await act(async () => {
        outcome = await result.current.addSeats(seats);
      });
      expect(outcome).toEqual({ ok: false, message: 'Enter a whole number of seats from 1 to 100.' });
    }
    expect(calls(client, 'billing.addSeats')).toBe(0);
    await act(async () => {
      await result.current.addSeats(3);
    });
    expect(result.current.overview.data?.seats).toBe(4);
    expect(result.current.notice).toBe('3 seats added.');
  });

  it('makes a card the default and removes one', async () => {
    const { result } = await ready();
    await act(async () => {
      await result.current.addCard({ ...card, number: '5555 5555 5555 4444' });
    });
    await waitFor(() => expect(result.current.cards.data).toHaveLength(2));
    const second = result.current.cards.data!.find((c) => c.last4 === '4444')!;
    await act(async () => {
      await result.current.makeDefaultCard(second);
    });
    await waitFor(() => expect(result.current.cards.data?.find((c) => c.primary)?.id).toBe(second.id));
    expect(result.current.notice).toBe('Mastercard ending in 4444 is now the default card.');
    await act(async () => {
      await result.current.removeCard(second);
    });
    await waitFor(() => expect(result.current.cards.data).toHaveLength(1));
    expect(result.current.notice).toBe('Mastercard ending in 4444 removed.');
  });

  describe('Update Payment', () => {
    type Outcome = Awaited<ReturnType<ReturnType<typeof useBillingAccount>['updatePayment']>>;

    it("renews the default card's expiry through the server, which keeps it", async () => {
      const { client, result } = await ready();
      const visa = result.current.cards.data![0]!;
      let outcome: Outcome | undefined;
      await act(async () => {
        outcome = await result.current.updatePayment(visa, ' 09 / 34 ');
      });
      expect(outcome).toEqual({ ok: true });
      expect(result.current.notice).toBe('Payments now go to Visa ending in 4242, expiring 09/34.');
      await waitFor(() => expect(result.current.cards.data?.[0]).toMatchObject({ id: visa.id, expiry: '09/34' }));
      expect(client.fake.requests.find((request) => request.operation === 'billing.updateCard')?.path).toBe(
        `/api/v1/billing/cards/${visa.id}`,
      );
      expect(calls(client, 'billing.makeDefaultCard')).toBe(0);
    });

    it('makes another saved card the one that pays, without touching its expiry', async () => {
      const { client, result } = await ready();
      await act(async () => {
        await result.current.addCard({ ...card, number: '5555 5555 5555 4444' });
      });
      await waitFor(() => expect(result.current.cards.data).toHaveLength(2));
      const mastercard = result.current.cards.data!.find((c) => c.last4 === '4444')!;
      await act(async () => {
        await result.current.updatePayment(mastercard, mastercard.expiry);
      });
      expect(result.current.notice).toBe('Payments now go to Mastercard ending in 4444, expiring 04/39.');
      await waitFor(() => expect(result.current.overview.data?.defaultCard?.id).toBe(mastercard.id));
      expect(calls(client, 'billing.updateCard')).toBe(0);
    });

    it('checks the expiry before anything is sent, and says when nothing changes', async () => {
      const { client, result } = await ready();
      const visa = result.current.cards.data![0]!;
      const outcomes: Outcome[] = [];
      await act(async () => {
        for (const expiry of ['9/34', '13/30', '01/20', visa.expiry]) {
          outcomes.push(await result.current.updatePayment(visa, expiry));
        }
      });
      expect(outcomes).toEqual([
        { ok: false, message: 'Enter the expiry as MM/YY.', errors: { expiry: 'Enter the expiry as MM/YY.' } },
        { ok: false, message: 'Enter the expiry as MM/YY.', errors: { expiry: 'Enter the expiry as MM/YY.' } },
        { ok: false, message: 'The card has expired.', errors: { expiry: 'The card has expired.' } },
        { ok: false, message: 'Nothing to update: choose another card or enter its new expiry.' },
      ]);
      expect(calls(client, 'billing.updateCard')).toBe(0);
    });

    it("shows the reason's message when the server fails, and the card stays as it was", async () => {
      const { client, result } = await ready();
      const visa = result.current.cards.data![0]!;
      client.fake.failNext('billing.updateCard', 'server-error');
      let outcome: Outcome | undefined;
      await act(async () => {
        outcome = await result.current.updatePayment(visa, '09/34');
      });
      expect(outcome).toEqual({ ok: false, message: 'The server could not do that. Try again in a minute.' });
      expect((await client.billing.cards())[0]?.expiry).toBe('04/30');
    });
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
    const { result, saveFile } = await ready();
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
    expect(result.current.overview.data?.planName).toBe('pro');
    expect(result.current.notice).toBe('You are now on the Pro plan.');
  });

  it('words a failure by its reason, and sets nothing after unmount', async () => {
    const { client, result, unmount } = await ready();
    client.fake.failNext('billing.payEarly', 'network-error');
    let outcome: Awaited<ReturnType<typeof result.current.payEarly>> | undefined;
    await act(async () => {
      outcome = await result.current.payEarly();
    });
    expect(outcome).toEqual({ ok: false, message: 'No connection to the server. Check your network and try again.' });
    const errors = vi.spyOn(console, 'error');
    const pending = result.current.emailStatement();
    unmount();
    await pending;
    expect(errors).not.toHaveBeenCalled();
  });
});
