import { describeClientContract } from '../contract/clientContract';
import { createFakeMediakitClient } from './createFakeMediakitClient';

describeClientContract('fake', {
  createClient: () => createFakeMediakitClient(),
  createAdminClient: () => createFakeMediakitClient(),
});
