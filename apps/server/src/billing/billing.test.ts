import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../accounts/secrets';
import { creditLedger, invoices, paymentCards, users } from '../db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { startTestServer, type TestServer } from '../testing/testServer';

// Money moves the same on PGlite and on a real PostgreSQL (where Debian's package is installed, as in CI).
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('billing on $database', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    server = await startTestServer(postgres ? { databaseUrl: postgres.url } : {});
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  const addCard = (token: string, number: string) =>
    server.call('/api/v1/billing/cards', {
      token,
      method: 'POST',
      json: { holder: 'Ada Lovelace', number, expiry: '04/30', cvc: '123', make_default: true },
    });

  it('keeps only the brand, last four digits and expiry of a card', async () => {
    const account = await server.account({ plan: 'free' });
    const response = await addCard(account.token, '4242 4242 4242 4242');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expiry: '04/30',
      primary: true,
    });
    const [row] = await server.services.db.select().from(paymentCards).where(eq(paymentCards.userId, account.id));
    expect(JSON.stringify(row)).not.toContain('42424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  it("Update Payment: a renewed expiry goes through the provider and is kept; an expired one or another's card is refused", async () => {
    const account = await server.account({ plan: 'free' });
    const added = (await (await addCard(account.token, '4242 4242 4242 4242')).json()) as { data: { id: string } };
    const update = (id: string, expiry: string, token = account.token) =>
      server.call(`/api/v1/billing/cards/${id}`, { token, method: 'PATCH', json: { expiry } });
    const renewed = await update(added.data.id, '09/34');
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { data: unknown }).data).toMatchObject({
      id: added.data.id,
      brand: 'Visa',
      last4: '4242',
      expiry: '09/34',
      exp_month: 9,
      exp_year: 2034,
      primary: true,
    });
    const [row] = await server.services.db.select().from(paymentCards).where(eq(paymentCards.id, added.data.id));
    expect([row!.expMonth, row!.expYear]).toEqual([9, 2034]);
    const expired = await update(added.data.id, '01/20');
    expect(expired.status).toBe(422);
    expect(((await expired.json()) as { message: string }).message).toBe('The card has expired.');
    const malformed = await update(added.data.id, '13/30');
    expect(((await malformed.json()) as { message: string }).message).toBe('Enter the expiry as MM/YY.');
    const other = await server.account({ plan: 'free' });
    expect((await update(added.data.id, '10/35', other.token)).status).toBe(404);
    const [kept] = await server.services.db.select().from(paymentCards).where(eq(paymentCards.id, added.data.id));
    expect([kept!.expMonth, kept!.expYear]).toEqual([9, 2034]);
  });

  it('charges a plan upgrade and grants its credits in one go, and a declined card changes nothing', async () => {
    const account = await server.account({ credits: 10, plan: 'free' });
    expect((await addCard(account.token, '4242424242424242')).status).toBe(201);
    const upgraded = await server.call('/api/v1/billing/plan', {
      token: account.token,
      method: 'POST',
      json: { plan: 'pro' },
    });
    expect(upgraded.status).toBe(200);
    const body = (await upgraded.json()) as { invoices: { status: string }[]; credits: number };
    expect(body.invoices.map((invoice) => invoice.status)).toEqual(['Paid']);
    const [user] = await server.services.db.select().from(users).where(eq(users.id, account.id));
    expect(user!.plan).toBe('pro');
    expect(user!.credits).toBe(body.credits);
    expect(body.credits).toBeGreaterThan(10);
    const planEntries = await server.services.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id));
    expect(planEntries.filter((entry) => entry.reason === 'plan')).toHaveLength(1);

    const declined = await server.account({ credits: 10, plan: 'free' });
    expect((await addCard(declined.token, '4000000000000002')).status).toBe(201);
    const refused = await server.call('/api/v1/billing/plan', {
      token: declined.token,
      method: 'POST',
      json: { plan: 'pro' },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: 'The card was declined. Use another card.' });
    const [after] = await server.services.db.select().from(users).where(eq(users.id, declined.id));
    expect(after).toMatchObject({ plan: 'free', credits: 10 });
  });

  it('refuses seats on the free plan with a clear message', async () => {
    const account = await server.account({ plan: 'free' });
    const response = await server.call('/api/v1/billing/seats', {
      token: account.token,
      method: 'POST',
      json: { seats: 2 },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'Seats come with a paid plan: change the plan first.' });
  });

  it('exports the invoices as CSV', async () => {
    const account = await server.account({ plan: 'free' });
    await addCard(account.token, '4242424242424242');
    await server.call('/api/v1/billing/plan', { token: account.token, method: 'POST', json: { plan: 'plus' } });
    const response = await server.call('/api/v1/invoices/export', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
  });

  it('pays a pending invoice once when it is paid twice at the same moment (one charge, one grant of credits)', async () => {
    const account = await server.account({ credits: 10, plan: 'free' });
    await addCard(account.token, '4242424242424242');
    const id = newId('inv');
    await server.services.db.insert(invoices).values({
      id,
      userId: account.id,
      number: 'MK-TEST-PENDING',
      status: 'Pending',
      amountCents: 1000,
      currency: 'USD',
      kind: 'top-up',
      description: '500 credits',
      credits: 500,
    });
    const payments = server.services.payments;
    const original = payments.charge.bind(payments);
    const references = new Set<string>();
    // Both payments reach the provider before either is recorded (a barrier, let go after a second at most).
    let started = 0;
    let release = () => {};
    const bothStarted = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 1000);
    });
    payments.charge = async (charge) => {
      started += 1;
      if (started === 2) release();
      await bothStarted;
      const result = await original(charge);
      references.add(result.reference);
      return result;
    };
    try {
      const answers = await Promise.all(
        [1, 2].map(() => server.call(`/api/v1/invoices/${id}/pay`, { token: account.token, method: 'POST' })),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status === 200).length).toBeGreaterThan(0);
    } finally {
      payments.charge = original;
    }
    expect(references.size).toBe(1);
    expect(await server.services.db.select().from(invoices).where(eq(invoices.id, id))).toMatchObject([
      { status: 'Paid' },
    ]);
    const [user] = await server.services.db.select().from(users).where(eq(users.id, account.id));
    expect(user!.credits).toBe(510);
  });
});
