import { consoleErrorMessage } from '@mediakit/tool-runtime/console';
import type { JobListMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason (a 422 says e.g. 'Only a failed job can be retried.'). */
export const errorText = (error: unknown, text: JobListMessages): string => consoleErrorMessage(error, text);
