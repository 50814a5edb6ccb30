import { API_CODES } from '../config/api-protocol.ts';
import { ApiError } from './api/api-error.ts';
import { errorMessage, type ApiStrings } from './api/messages.ts';

/**
 * What a subscribe form says when its call fails: the region's own invalid-address text for an
 * address the server refuses, the API's message rules for other errors, and the default
 * message for transport failures (the call itself shows no toast for those).
 */
export function subscribeFailureMessage(error: unknown, texts: { invalid: string }, strings: ApiStrings): string {
  if (error instanceof ApiError) {
    return error.code === API_CODES.invalidEmail
      ? texts.invalid
      : errorMessage({ code: error.code, msg: error.serverMessage }, strings);
  }
  return strings.default;
}
