export {
  createFakeMediakitClient,
  type FakeMediakitClientOptions,
  type FakeScenario,
} from './createFakeMediakitClient';
