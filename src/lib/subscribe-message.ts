import { ApiError } from './api/api-error.ts';
import { errorMessage, type ApiStrings } from './api/messages.ts';

/**
 * What a subscribe form says when its call fails: the API's message rules for a refused call
 * (the server's msg, else the code's translation, else the default: platform spec point 8), and
 * the default message for transport failures (the call itself shows no toast for those). An
 * address the form's own check refuses never reaches the server: the form shows the region's
 * invalid text for it (platform spec point 5).
 */
export function subscribeFailureMessage(error: unknown, strings: ApiStrings): string {
  if (error instanceof ApiError) return errorMessage({ code: error.code, msg: error.serverMessage }, strings);
  return strings.default;
}
