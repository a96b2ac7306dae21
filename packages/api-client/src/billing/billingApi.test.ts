import { describe, expect, it } from 'vitest';
import { createFakeMediakitClient } from '../fake';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';

// console-a (tool-invoices)
describe('invoices', () => {
  it('sends the month text trimmed, the month and the status, and reads the months that have invoices', async () => {
    const { client, requests } = testClient([
      json({
        data: [{ id: 'i1', month: 'March 2025', period: '2025-03', amount: 29.99, formatted: '$29.99', url: '/d/i1' }],
        meta: { page: 1, page_size: 20, total: 1, periods: ['2025-03', 7, '2025-02'] },
      }),
    ]);
    const page = await client.billing.invoices({ month: '  mar ', period: '2025-03', status: 'Pending' });
    expect(requests[0]?.path).toBe('/api/v1/invoices?month=mar&period=2025-03&status=Pending');
    expect(page.periods).toEqual(['2025-03', '2025-02']);
    expect(page.items[0]).toMatchObject({ period: '2025-03', formatted: '$29.99', url: `${baseUrl}/d/i1` });
  });

  it('sends no month for blank search text', async () => {
    const { client, requests } = testClient([json({ data: [] })]);
    expect((await client.billing.invoices({ month: '   ' })).periods).toEqual([]);
    expect(requests[0]?.path).toBe('/api/v1/invoices');
  });

  it('asks where to pay a pending invoice (the payment engine’s page)', async () => {
    const { client, requests } = testClient([json({ url: 'https://invoice.stripe.com/i/1' }), json({ credits: 1 })]);
    expect(await client.billing.payInvoice('i/1')).toEqual({ url: 'https://invoice.stripe.com/i/1' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/invoices/i%2F1/pay' });
    await expect(client.billing.payInvoice('i1')).rejects.toMatchObject({ kind: 'malformed-response' });
  });

  it('reads the engine and test mode of each invoice', async () => {
    const { client } = testClient([
      json({
        data: [{ id: 'i1', engine: 'test', test_mode: true, description: 'Credit pack: 10 credits', credits: 10 }],
      }),
    ]);
    expect((await client.billing.invoices()).items[0]).toMatchObject({
      engine: 'test',
      testMode: true,
      description: 'Credit pack: 10 credits',
      credits: 10,
    });
  });

  it('on the fake, a pending invoice is paid on the engine page; a paid one is a 422, an unknown one a 404', async () => {
    const client = createFakeMediakitClient();
    const pending = (await client.billing.invoices({ status: 'Pending' })).items[0];
    expect(pending?.id).toBe('INV-2025-003');
    expect(await client.billing.payInvoice('INV-2025-003')).toEqual({
      url: 'https://invoice.stripe.com/i/acct_fake/INV-2025-003',
    });
    const paid = (await client.billing.invoices({ status: 'Paid' })).items[0]!;
    await expect(client.billing.payInvoice(paid.id)).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(client.billing.payInvoice('nope')).rejects.toMatchObject({ status: 404 });
  });
});

// console-a (tool-admin-billing)
describe('the admin billing summary', () => {
  it('reads the account’s locale for its amounts', async () => {
    const { client } = testClient([json({ currency: 'INR', locale: 'en-IN' }), json({ currency: 'EUR' })]);
    expect(await client.admin.billing.summary()).toMatchObject({ currency: 'INR', locale: 'en-IN' });
    expect((await client.admin.billing.summary()).locale).toBeUndefined();
  });
});
