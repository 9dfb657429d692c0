import { isApiError } from '../../app/apiError';
import type { FormProblem } from '../../shared/ui/formProblem';

/** Spec 001 §8: a settings save that did not reach the server says so; a refusal gives the server's reason. */
export function settingsSaveProblem(error: unknown): FormProblem {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) return { message: error.Response };
  return { message: 'Server not responding, please try saving again.' };
}
