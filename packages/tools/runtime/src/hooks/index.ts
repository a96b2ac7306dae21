export { isSubmitShortcut, useSubmitShortcut } from './useSubmitShortcut';
export { useObjectUrl } from './useObjectUrl';
export { clearResumableTask, loadResumableTask, saveResumableTask, type ResumableTask } from './taskResumeStore';
export { formatMessage, mergeMessages, useToolMessages } from './useToolMessages';
