import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../testing/sourceFiles';

const sourceDir = new URL('..', import.meta.url).pathname;

/** Ways code could change a balance: drizzle's set({ credits }), arithmetic on users.credits, raw SQL. */
const balanceWrites = [
  /\.update\(users\)\s*\.set\(\s*\{[^}]*\bcredits\s*:/s,
  /\$\{users\.credits\}\s*[+-]/,
  /update\s+"?users"?\s+set\s+[^;]*\bcredits\b/i,
  /\.insert\(users\)[\s\S]{0,400}?\bcredits\s*:/,
];

describe('credits change only in the ledger', () => {
  it('no file but credits/ledger.ts writes users.credits (payments, grants, refunds, plans, jobs all call it)', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(sourceDir)) {
      const name = relative(sourceDir, file);
      if (name === join('credits', 'ledger.ts')) continue;
      const text = await readFile(file, 'utf8');
      for (const pattern of balanceWrites) if (pattern.test(text)) offenders.push(`${name}: ${pattern}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check finds a write where there is one (the ledger itself)', async () => {
    const ledger = await readFile(join(sourceDir, 'credits', 'ledger.ts'), 'utf8');
    expect(balanceWrites.some((pattern) => pattern.test(ledger))).toBe(true);
  });
});
