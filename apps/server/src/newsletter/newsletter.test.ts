import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { startTestServer, type TestServer } from '../testing/testServer';

// The unique index on lower(email) decides idempotence under concurrency: both databases.
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('newsletter on $database', ({ postgres: onPostgres }) => {
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

  const subscribe = (json: unknown) => server.call('/api/v1/newsletter', { json });
  const rowsFor = async (email: string) =>
    server.services.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);

  it('stores a valid address once, whatever its case and however often (also at the same time), without signing in', async () => {
    const first = await subscribe({ email: '  Reader@Example.com ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Thanks for subscribing!' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email: 'reader@example.COM' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const rows = await rowsFor('reader@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'Reader@Example.com', source: 'footer' });
  });

  it('refuses a missing or malformed address with a clear message and stores nothing', async () => {
    for (const [body, message] of [
      [{}, 'The email field is required.'],
      [{ email: '   ' }, 'The email field is required.'],
      [{ email: 'not an address' }, 'The email must be a valid email address.'],
      [{ email: 'someone@nowhere' }, 'The email must be a valid email address.'],
      [{ email: 42 }, 'The email field is required.'],
    ] as const) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({ message, details: message });
    }
    expect(await rowsFor('someone@nowhere')).toEqual([]);
  });
});
