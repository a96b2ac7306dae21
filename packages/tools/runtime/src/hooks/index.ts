export { isSubmitShortcut, useSubmitShortcut } from './useSubmitShortcut';
export { useObjectUrl } from './useObjectUrl';
export { formatMessage, mergeMessages, useToolMessages } from './useToolMessages';
export { useFormRun } from './useFormRun';
export { useToolForm } from './useToolForm';
export { useCheckedForm } from './useCheckedForm';
