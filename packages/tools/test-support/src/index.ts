export { fakeClientWith } from './fakeClientWith';
export { withChangedAnswer } from './changedAnswer';
export { fakeAdminClient } from './fakeAdminClient';
export { renderListHookOnFakeTimers } from './consoleTests';
export { loadFailureCases, type LoadFailureScenario } from './loadFailures';
export { fakeMediaContent } from './fakeMedia';
export { countRequests } from './fakeRequests';
export { fileInput } from './fileInput';
export { fileOfSize } from './fileOfSize';
export { imageFile, pixelPng, renamedTextFile, videoFile } from './mediaFiles';
export { clientWithHangingCall, hangingCall } from './hangingCall';
export { advanceJobClock, fakeJobClock, settleJobClock } from './jobClock';
export { fakeJobClockInEachTest, restoreJobClockAfterEach, runOutStatusRetries } from './jobClock';
export { hookOnFakeClient, type HookRequests } from './hookOnFakeClient';
export { freshJobViewInEachTest } from './objectUrls';
export { expectPollsEvery } from './pollTiming';
export { renderHookWithCredits } from './renderHookWithCredits';
export { clientWithRealCall } from './clientWithRealCall';
export { expectMissingConsoleClientInBox } from './boundaryBox';
export { itRunsOneRequest, type OneRequestRunOptions } from './oneRequestBasics';
export { type ChargesCreditsOptions, itChargesCredits } from './creditsOutcomes';
export {
  type FailureTableOptions,
  type HookRun,
  hookRun,
  itHandsOverTheBlob,
  itShowsEachFailure,
  type RunningHook,
  submitRun,
  type WatchedHookOptions,
} from './hookOutcomes';
export { itFollowsTheJob, jobRun, type JobRun, type RunningJobHook } from './jobOutcomes';
export { expectBlockedByCredits } from './creditsOnScreen';
export { itPostsJson, itPostsMultipart, type RequestingHook } from './requestOutcomes';
export { itBehavesLikeATextTool, type TextToolChecks, type TextToolView, textToolView } from './textToolView';
export {
  faultRequestsInFlight,
  faultServerClient,
  faultTimeoutMs,
  onFaultClock,
  untilFaultRequestsInFlight,
} from './faultServer';
export {
  itBehavesLikeAnUploadTool,
  type UploadToolChecks,
  type UploadToolView,
  uploadAndSubmit,
  uploadToolView,
} from './uploadToolView';
export {
  chooseImageAndPrompt,
  type ImagePromptChecks,
  imagePromptRun,
  itBehavesLikeAnImagePromptTool,
} from './imagePromptForm';
export { itRefusesTheEmptyForm } from './emptyFormOutcomes';
export { expectRefusalDropsFailure, setInput, valuesKept } from './formInput';
