import { consoleErrorMessage } from '@mediakit/tool-runtime/console';
import type { ApiKeysMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason (a 422 names the field it refused). */
export const errorText = (error: unknown, text: ApiKeysMessages): string => consoleErrorMessage(error, text);
