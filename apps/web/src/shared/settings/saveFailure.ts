import { isApiError, isUnauthorized } from '../../app/apiError';
import type { FormProblem } from '../ui/formProblem';

export const SETTINGS_SAVE_FAILED = 'Settings Save Failed';
/** Spec 001 §8: a settings save that did not arrive. */
export const SETTINGS_NOT_SAVED = 'Server not responding, please try saving again.';

/**
 * Why a settings save failed, for the form to show while it keeps what was typed: a refusal gives
 * the server's reason and the fields it names; anything else (no answer, a server error) is the
 * catalogue's message. Null for an ended session, which the app handles by going to the login.
 */
export function settingsSaveFailure(failure: unknown): { problem: FormProblem; errors: Record<string, string> } | null {
  if (isUnauthorized(failure)) return null;
  const refused = isApiError(failure) && typeof failure.status === 'number' && failure.status < 500 && failure.status !== 408;
  return {
    problem: { title: SETTINGS_SAVE_FAILED, message: refused ? failure.Response : SETTINGS_NOT_SAVED },
    errors: refused ? messagesOf(failure.Errors) : {},
  };
}

/** The server's field messages, read defensively (only strings count). */
function messagesOf(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
