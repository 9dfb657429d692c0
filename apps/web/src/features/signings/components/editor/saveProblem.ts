import { isApiError, isUnauthorized } from '../../../../app/apiError';
import type { FormProblem } from '../../../../shared/ui/formProblem';

/**
 * Why a save failed, in the spec's words (000 §8): a lost connection is "Update Failed"; a refusal
 * by the server (a 4xx, including an expired trial's 402) shows the server's own reason.
 */
export function saveProblemOf(error: unknown, signerName: string): FormProblem | null {
  if (isUnauthorized(error)) return null; // on the way to the login page
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) {
    return { title: 'Unable to save appointment', message: error.Response };
  }
  return {
    title: 'Update Failed',
    message: `The signing for ${signerName || 'this signer'} could not be saved, please check your internet connection and try again.`,
  };
}
