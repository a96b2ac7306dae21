/**
 * Helpers for the tools' stories (private to the workspace; ESLint lets only tests and stories import it): keyboard
 * steps, sample files, fake clients for held, finished and failing jobs, and the checks and failure-story factory
 * the tools' stories share.
 */
export {
  type FakeClientFactory,
  finishingJobClient,
  heldJobClient,
  saveStartedJob,
  scenarioClient,
  unreachableMediaUrl,
  withResource,
} from './storyClients';
export { withChangedAnswer } from './changedAnswer';
export { chooseFile, drawnPng, fileInput, fileOfSize, fileOfType, filesChecked, MB, pngFile } from './storyFiles';
export { imageFile, pixelPng, renamedTextFile, videoFile } from './mediaFiles';
export { ctrlEnter, pasteInto, pressButtonByKeyboard, tabTo, typeAndSubmit } from './storyKeyboard';
export {
  cancelByKeyboard,
  cancelledMessage,
  refundedMessage,
  creditsBlockedStory,
  expectAlertText,
  expectAnnounced,
  expectCreditsBlocked,
  expectInAlert,
  expectText,
  expectVideoFallback,
  failureStories,
  type FailurePlayContext,
  type FailureStoriesOptions,
  type FailureStoryOptions,
  type FailureStory,
  type MessageCheck,
  type OutcomeStoriesOptions,
  type OutcomeStory,
  type OutcomeStoryOptions,
  outcomeStories,
  type PendingSign,
  pendingStory,
  resumedMessage,
  type StoryStep,
} from './storyOutcomes';
export { jobStories, type JobStoriesOptions, type ResumedJobOptions } from './jobStories';
export { insufficientCreditsFromServerMessage } from './creditsFromServer';
export { emptyFormStory, fieldProblemStory, refusedFileStory } from './fieldStories';
export { downloadStory, type DownloadStoryOptions } from './storyDownload';
export { type UploadSteps, uploadSteps } from './storyUploadSteps';
export { resultSpies } from './storyMeta';
export { fakeAdminClient } from './fakeAdminClient';
export {
  type Canvas,
  chartTableByKeyboardStory,
  loadFailureStories,
  loadFailureStory,
  screenStateStories,
  secretStories,
  type SecretOnceFlow,
} from './consoleStories';
export type { LoadFailureScenario, LoadFailureWords } from './loadFailures';
