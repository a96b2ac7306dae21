import type { TestAccount, TestServer } from './testServer';

/** Starts a checkout through the API (a credit pack or a plan); answers the test checkout session's id. */
export async function startTestCheckout(
  server: TestServer,
  account: Pick<TestAccount, 'token'>,
  purchase: { pack: string } | { plan: string },
) {
  const response = await server.call('/api/v1/billing/checkout', {
    token: account.token,
    method: 'POST',
    json: { ...purchase, return_url: `${server.url}/user/billing` },
  });
  if (response.status !== 200) throw new Error(`checkout: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return decodeURIComponent(url.split('/checkout/')[1] ?? '');
}

/** Pays a test checkout session with a test PaymentMethod, as the checkout page does; answers the response. */
export function confirmTestCheckout(
  server: TestServer,
  account: Pick<TestAccount, 'token'>,
  sessionId: string,
  paymentMethod = 'pm_card_visa',
) {
  return server.call(`/api/v1/payments/test/checkout/${encodeURIComponent(sessionId)}/confirm`, {
    token: account.token,
    method: 'POST',
    json: { payment_method: paymentMethod, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
  });
}

/** Buys a credit pack with the test card 4242 4242 4242 4242 through the API: a paid invoice and its credits. */
export async function buyCreditPack(server: TestServer, account: Pick<TestAccount, 'token'>, pack: string) {
  const session = await startTestCheckout(server, account, { pack });
  const paid = await confirmTestCheckout(server, account, session);
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${await paid.text()}`);
  return session;
}
