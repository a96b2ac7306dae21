export {
  createFakeMediakitClient,
  fakeOrigin,
  type FakeControls,
  type FakeMediakitClient,
  type FakeMediakitClientOptions,
} from './createFakeMediakitClient';
export type { FakeRequestRecord } from './fakeBackend';
export type { FakeJobEnd, FakeJobScript, FakeJobTool } from './jobs';
export type { FakeOperation, FakeScenario } from './scenarios';
export { fakeAccounts } from './seed';
export { fakeMediaFile, fakeMediaFileAt, type FakeMediaFile, type FakeMediaKind } from './media/fakeMedia';
export type {
  FakeAccount,
  FakeAdminUserRecord,
  FakeApiKeyRecord,
  FakeInvoiceRecord,
  FakeMediaRecord,
  FakeMediaUrl,
  FakeSeed,
  FakeUserRecord,
} from './seed';
// console-c: the job lists' records (seed.jobs)
export type { FakeJobRecord } from './jobHistory';
// host-bell: the bell's and the outbox's records (seed.notifications, seed.outbox)
export type { FakeEmailRecord, FakeNotificationRecord } from './notifications';
