import type { FakeState } from './fakeBackendTypes';
import type { FakeAccount, FakeApiKeyRecord, FakeInvoiceRecord, FakeMediaRecord } from './seed';

/** What one account owns: its media library, invoices, API keys and webhooks. */
export interface FakeLibrary {
  media: FakeMediaRecord[];
  invoices: FakeInvoiceRecord[];
  apiKeys: FakeApiKeyRecord[];
  /** integrations: webhooks with their simulated deliveries (the fake sends no HTTP request). */
  webhooks: FakeWebhookRecord[];
}

export interface FakeWebhookRecord {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret_hint: string;
  created_at: string;
  deliveries: Record<string, unknown>[];
}

/** The account's library (a new account starts with an empty one): no one sees or deletes another's items. */
export function libraryOf(state: FakeState, account: Pick<FakeAccount, 'id'>): FakeLibrary {
  let library = state.libraries.get(account.id);
  if (!library) {
    library = { media: [], invoices: [], apiKeys: [], webhooks: [] };
    state.libraries.set(account.id, library);
  }
  return library;
}
