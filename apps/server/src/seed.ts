import { count } from 'drizzle-orm';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from './accounts/secrets';
import { createAccount } from './accounts/users';
import { users } from './db/schema';
import type { Services } from './services';

export interface DemoAccount {
  role: 'user' | 'admin';
  email: string;
  password: string;
}

/**
 * On the first start of an empty database: a demo user (pro plan, 500 credits) and an admin (business plan), with
 * generated passwords that are printed and kept in the data dir (`demo-accounts.txt`) for later.
 */
export async function seedDemoAccounts(services: Services): Promise<DemoAccount[] | undefined> {
  const [existing] = await services.db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return undefined;
  const accounts: DemoAccount[] = [
    { role: 'user', email: 'demo@mediakit.local', password: randomToken(9) },
    { role: 'admin', email: 'admin@mediakit.local', password: randomToken(9) },
  ];
  await services.db.transaction(async (tx) => {
    await createAccount(tx, {
      email: accounts[0]!.email,
      username: 'demo',
      name: 'Demo User',
      password: accounts[0]!.password,
      plan: 'pro',
      credits: 500,
    });
    await createAccount(tx, {
      email: accounts[1]!.email,
      username: 'admin',
      name: 'Admin',
      password: accounts[1]!.password,
      role: 'admin',
      plan: 'business',
      credits: 1000,
    });
  });
  await writeFile(
    join(services.config.dataDir, 'demo-accounts.txt'),
    accounts.map((account) => `${account.role}\t${account.email}\t${account.password}`).join('\n') + '\n',
    { mode: 0o600 },
  );
  return accounts;
}
