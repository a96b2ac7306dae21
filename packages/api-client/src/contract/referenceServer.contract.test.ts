import { describe, it } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient } from '../client';
import { createMediakitConsoleClient } from '../console/consoleClient';
import { describeClientContract } from './clientContract';

// Runs the contract against a reference server when one is given, e.g.
// MEDIAKIT_CONTRACT_BASE_URL=http://localhost:8000 MEDIAKIT_CONTRACT_TOKEN=... MEDIAKIT_CONTRACT_ADMIN_TOKEN=...
// pnpm vitest run --project unit contract (our own server runs it in `pnpm test`: apps/server/src/contract.test.ts)
const baseUrl = process.env.MEDIAKIT_CONTRACT_BASE_URL;
const token = process.env.MEDIAKIT_CONTRACT_TOKEN ?? null;
const adminToken = process.env.MEDIAKIT_CONTRACT_ADMIN_TOKEN ?? token;

if (baseUrl) {
  describeClientContract(`reference server at ${baseUrl}`, {
    createClient: () => {
      const options = { baseUrl, tokenStore: createMemoryTokenStore(token) };
      return { ...createMediakitClient(options), ...createMediakitConsoleClient(options) };
    },
    createAdminClient: () => {
      const options = { baseUrl, tokenStore: createMemoryTokenStore(adminToken) };
      return { ...createMediakitClient(options), ...createMediakitConsoleClient(options) };
    },
    pollDelayMs: 250,
    maxPolls: 400,
  });
} else {
  describe('MediakitClient contract: reference server', () => {
    it.skip('needs MEDIAKIT_CONTRACT_BASE_URL (and MEDIAKIT_CONTRACT_TOKEN)', () => undefined);
  });
}
