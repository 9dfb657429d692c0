import { isUnauthorized, messageOf, toApiError } from '../../apps/web/src/app/apiError';
import {
  LOADING_BUTTON_RESET_MS,
  LOGOUT_FADE_MS,
  MOBILE_LAYOUT_BELOW_PX,
  NETWORK_FAILURE_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
} from '../../apps/web/src/app/constants';

import { saveProblemOf } from '../../apps/web/src/features/signings/components/editor/saveProblem';
import { settingsSaveProblem } from '../../apps/web/src/features/signings/settingsSaveProblem';

// Spec 000 §8 and 001 §8: the error catalogue; 000 §9: the timing and layout constants.

const CONNECTION_LOST = 'Failed to connect to the Notary Ledger server, please check your internet connection and try again';

describe('error catalogue', () => {
  it('reports a lost connection, a timeout or a bare gateway error as a connection failure', () => {
    expect(NETWORK_FAILURE_MESSAGE).toBe(CONNECTION_LOST);
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ status: 'NETWORK', Response: CONNECTION_LOST });
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({ status: 'NETWORK', Response: CONNECTION_LOST });
    expect(toApiError({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({ status: 502, Response: CONNECTION_LOST });
  });

  it("shows the server's Response text, and keeps its code, field errors and the 401 RedirectUrl", () => {
    expect(
      toApiError({ status: 422, data: { Response: 'Unable to save appointment', Code: 'SIGNING.LAST_NAME', Errors: { LastName: 'Enter a last name' } } }),
    ).toEqual({
      status: 422,
      Response: 'Unable to save appointment',
      Code: 'SIGNING.LAST_NAME',
      Errors: { LastName: 'Enter a last name' },
    });
    const unauthorized = toApiError({ status: 401, data: { Response: 'Please sign in', RedirectUrl: '/Account/Login' } });
    expect([unauthorized.RedirectUrl, isUnauthorized(unauthorized)]).toEqual(['/Account/Login', true]);
    expect(toApiError({ status: 404, data: null }).Response).toBe('The server could not complete the request (error 404).');
    expect([messageOf({ message: 'Aborted' }), messageOf('??')]).toEqual(['Aborted', CONNECTION_LOST]);
  });

  it("says 'Update Failed' when a signing could not reach the server, and gives the server's reason for a refusal", () => {
    expect(saveProblemOf({ status: 'NETWORK', Response: CONNECTION_LOST }, 'Ann Lee')).toEqual({
      title: 'Update Failed',
      message: 'The signing for Ann Lee could not be saved, please check your internet connection and try again.',
    });
    expect(saveProblemOf({ status: 503, Response: CONNECTION_LOST }, '')?.message).toBe(
      'The signing for this signer could not be saved, please check your internet connection and try again.',
    );
    expect(saveProblemOf({ status: 402, Response: 'Your Trial has Expired' }, 'Ann Lee')).toEqual({
      title: 'Unable to save appointment',
      message: 'Your Trial has Expired',
    });
    expect(saveProblemOf({ status: 401, Response: '' }, 'Ann Lee')).toBeNull();
  });

  it("says 'Server not responding, please try saving again.' when settings could not be saved", () => {
    expect(settingsSaveProblem({ status: 'NETWORK', Response: CONNECTION_LOST })).toEqual({ message: 'Server not responding, please try saving again.' });
    expect(settingsSaveProblem({ status: 400, Response: 'A tracking company needs a name' })).toEqual({ message: 'A tracking company needs a name' });
  });

  it('keeps the page-not-found text and the timings of the spec', () => {
    expect(PAGE_NOT_FOUND_MESSAGE).toBe('Error 404! Page not found.');
    expect([MOBILE_LAYOUT_BELOW_PX, LOADING_BUTTON_RESET_MS, LOGOUT_FADE_MS]).toEqual([979, 3000, 1000]);
  });
});
