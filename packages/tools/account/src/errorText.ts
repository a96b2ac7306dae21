import { consoleErrorMessage } from '@mediakit/tool-runtime/console';
import type { AccountMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason; a 422/413/415 says what the server refused. */
export const errorText = (error: unknown, text: AccountMessages): string => consoleErrorMessage(error, text);
