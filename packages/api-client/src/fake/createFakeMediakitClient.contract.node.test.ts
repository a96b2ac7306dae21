import { describeClientContract } from '../contract/clientContract';
import { createFakeMediakitClient } from './createFakeMediakitClient';

// In Node, where uploads are the real bytes of real Blobs (jsdom's Blob reaches a server as the text "undefined").
describeClientContract('fake', {
  createClient: () => createFakeMediakitClient(),
  createAdminClient: () => createFakeMediakitClient({ seed: { user: { role: 'admin' } } }),
});
