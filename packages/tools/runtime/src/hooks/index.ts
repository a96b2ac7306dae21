export { isSubmitShortcut, useSubmitShortcut } from './useSubmitShortcut';
export { useObjectUrl } from './useObjectUrl';
export { formatMessage, mergeMessages, useToolMessages } from './useToolMessages';
export { useFileDrop } from './useFileDrop';
