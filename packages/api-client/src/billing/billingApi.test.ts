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

  it('pays an invoice and reads the paid invoice and the balance', async () => {
    const { client, requests } = testClient([json({ data: { id: 'i1', status: 'Paid' }, credits: 700 })]);
    const paid = await client.billing.payInvoice('i/1');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/invoices/i%2F1/pay' });
    expect(paid).toMatchObject({ invoice: { id: 'i1', status: 'Paid' }, credits: 700 });
  });

  it('refuses an answer without the invoice', async () => {
    const { client } = testClient([json({ credits: 1 })]);
    await expect(client.billing.payInvoice('i1')).rejects.toMatchObject({ kind: 'malformed-response' });
  });

  it('pays on the fake once: the second time is a 422, an unknown invoice a 404', async () => {
    const client = createFakeMediakitClient();
    const pending = (await client.billing.invoices({ status: 'Pending' })).items[0];
    expect(pending?.id).toBe('INV-2025-003');
    expect((await client.billing.payInvoice('INV-2025-003')).invoice.status).toBe('Paid');
    await expect(client.billing.payInvoice('INV-2025-003')).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(client.billing.payInvoice('nope')).rejects.toMatchObject({ status: 404 });
    expect((await client.billing.invoices({ status: 'Pending' })).items).toEqual([]);
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
