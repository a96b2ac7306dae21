import type { FakeState } from './fakeBackendTypes';
import type { FakeAccount, FakeApiKeyRecord, FakeInvoiceRecord, FakeMediaRecord } from './seed';

/** What one account owns: its media library, invoices and API keys. */
export interface FakeLibrary {
  media: FakeMediaRecord[];
  invoices: FakeInvoiceRecord[];
  apiKeys: FakeApiKeyRecord[];
}

/** The account's library (a new account starts with an empty one): no one sees or deletes another's items. */
export function libraryOf(state: FakeState, account: Pick<FakeAccount, 'id'>): FakeLibrary {
  let library = state.libraries.get(account.id);
  if (!library) {
    library = { media: [], invoices: [], apiKeys: [] };
    state.libraries.set(account.id, library);
  }
  return library;
}
