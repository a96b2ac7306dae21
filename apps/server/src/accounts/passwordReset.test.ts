import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { startTestServer, type TestAccount, type TestServer } from '../testing/testServer';
import { requestPasswordReset, resetLinkInvalid, resetRequestAnswer } from './passwordReset';
import { sha256 } from './secrets';

// A reset changes a password and ends sessions: the same on PGlite and on a real PostgreSQL.
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('password reset on $database', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  let admin: TestAccount;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    server = await startTestServer(postgres ? { databaseUrl: postgres.url } : {});
    admin = await server.account({ role: 'admin' });
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  type Mail = { id: string; to: string; subject: string; text: string; kind: string };
  const forgot = (email: unknown, headers: Record<string, string> = {}) =>
    server.call('/api/v1/forgot-password', { json: { email }, headers });
  const reset = (json: unknown) => server.call('/api/v1/reset-password', { json });
  const login = (email: string, password: string) => server.call('/api/v1/login', { json: { email, password } });
  const details = async (response: Response) => ((await response.json()) as { details?: string }).details;

  /**
   * The admin's view of the outbox for one address, once it holds `atLeast` mails: a reset's mail is written after
   * the answer, so this waits for it (the limit only ends a test that would hang; the mail takes milliseconds).
   */
  async function mailsTo(address: string, atLeast = 1): Promise<Mail[]> {
    const deadline = Date.now() + 50_000;
    for (;;) {
      const response = await server.call(`/api/v1/admin/outbox?to=${encodeURIComponent(address)}`, {
        token: admin.token,
      });
      const { data } = (await response.json()) as { data: Mail[] };
      if (data.length >= atLeast || Date.now() > deadline) return data;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const tokenIn = (mail: Mail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;

  it('mails a one-use link; the new password works, the old one and every session do not', async () => {
    const account = await server.account();
    const answer = await forgot(account.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: resetRequestAnswer });
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({ to: account.email, kind: 'password-reset', subject: 'Reset your Mediakit password' });
    const token = tokenIn(mail!);
    // Only the token's hash is stored.
    const [stored] = await server.services.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(stored?.tokenHash).not.toBe(token);

    expect(await details(await reset({ token, password: 'short' }))).toBe(
      'The password must be at least 8 characters.',
    );
    const done = await reset({ token, password: 'a brand new password' });
    expect(done.status).toBe(200);
    expect((await server.call('/api/v1/user', { token: account.token })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'a brand new password')).status).toBe(200);

    const again = await reset({ token, password: 'yet another password' });
    expect(again.status).toBe(422);
    expect(await details(again)).toBe(resetLinkInvalid);
    expect((await login(account.email, 'a brand new password')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing; a malformed one is a 422', async () => {
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: resetRequestAnswer });
    // The route's work goes on after its answer; the same work, awaited, mails nothing to an unknown address.
    await requestPasswordReset(server.services, 'nobody-here@example.com', 'http://localhost:5173');
    expect(await mailsTo('nobody-here@example.com', 0)).toEqual([]);
    const malformed = await forgot('not an e-mail');
    expect(malformed.status).toBe(422);
    expect(await details(malformed)).toBe('The email must be a valid email address.');
    expect(await details(await forgot(undefined))).toBe('The email field is required.');
  });

  it('refuses an expired link, a made-up one, and an earlier link once a newer one was asked for', async () => {
    const account = await server.account();
    await forgot(account.email);
    const first = tokenIn((await mailsTo(account.email, 1))[0]!);
    await forgot(account.email);
    const second = tokenIn((await mailsTo(account.email, 2))[0]!);
    expect(second).not.toBe(first);
    expect(await details(await reset({ token: first, password: 'a brand new password' }))).toBe(resetLinkInvalid);
    expect(await details(await reset({ token: 'made-up', password: 'a brand new password' }))).toBe(resetLinkInvalid);

    await server.services.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(second)));
    expect(await details(await reset({ token: second, password: 'a brand new password' }))).toBe(resetLinkInvalid);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('points the link at the allowed page origin that asked, never at an unknown one', async () => {
    const account = await server.account();
    await forgot(account.email, { Origin: 'http://localhost:5173' });
    expect((await mailsTo(account.email, 1))[0]!.text).toContain('http://localhost:5173/reset-password?token=');
    await forgot(account.email, { Origin: 'https://evil.example' });
    const [latest] = await mailsTo(account.email, 2);
    expect(latest!.text).not.toContain('evil.example');
    expect(latest!.text).toContain(`${server.url}/reset-password?token=`);
  });

  it('mails a security notice when the password is changed, unless the account turned security e-mail off', async () => {
    const told = await server.account();
    await server.call('/api/v1/user/password', {
      token: told.token,
      json: { current_password: told.password, password: 'another long password' },
    });
    expect((await mailsTo(told.email))[0]).toMatchObject({ kind: 'password-changed' });

    const quiet = await server.account();
    await server.call('/api/v1/user', {
      token: quiet.token,
      method: 'PATCH',
      json: { notifications: { emailSecurity: false } },
    });
    await server.call('/api/v1/user/password', {
      token: quiet.token,
      json: { current_password: quiet.password, password: 'another long password' },
    });
    expect(await mailsTo(quiet.email, 0)).toEqual([]);
  });

  it('shows admins the outbox newest first with attachments described, and serves an attachment', async () => {
    const { id } = await server.services.email.send({
      to: 'reader@example.com',
      subject: 'Your statement',
      text: 'Attached.',
      kind: 'statement',
      attachments: [{ name: 'statement.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') }],
    });
    const page = (await (
      await server.call('/api/v1/admin/outbox?to=READER@example.com', { token: admin.token })
    ).json()) as { data: { id: string; attachments: unknown[] }[]; meta: { total: number } };
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id,
      attachments: [{ name: 'statement.pdf', content_type: 'application/pdf', size_bytes: 13 }],
    });
    const file = await server.call(`/api/v1/admin/outbox/${id}/attachments/0`, { token: admin.token });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 test');
    expect((await server.call(`/api/v1/admin/outbox/${id}/attachments/1`, { token: admin.token })).status).toBe(404);
    const all = (await (await server.call('/api/v1/admin/outbox', { token: admin.token })).json()) as {
      data: { id: string }[];
    };
    expect(all.data[0]!.id).toBe(id);
    expect(await server.services.db.select().from(outbox).where(eq(outbox.id, id))).toHaveLength(1);
  });
});
