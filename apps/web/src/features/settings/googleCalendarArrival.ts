import { settingsDialogId, type SettingsDialogId } from './settingsTabs';

/**
 * Google's consent page sends the notary back to the app through the server's callback, which
 * redirects to `/?settings=googleCalendar&googleCalendar=connected|failed|denied`. On arrival the
 * app opens the Settings dialog on the Google Calendar tab, and the tab says how it went.
 */
export type ConsentOutcome = 'connected' | 'failed' | 'denied';

const OUTCOMES: readonly ConsentOutcome[] = ['connected', 'failed', 'denied'];

/** The address's query parameters that the round trip added (removed once read). */
export const ARRIVAL_PARAMS = ['settings', 'googleCalendar'] as const;

/** The menu dialog to open on arrival, if the address asks for the Google Calendar tab. */
export function settingsDialogOnArrival(search: string): SettingsDialogId | null {
  return new URLSearchParams(search).get('settings') === 'googleCalendar' ? settingsDialogId('googleCalendar') : null;
}

export function consentOutcomeOf(params: URLSearchParams): ConsentOutcome | null {
  const outcome = params.get('googleCalendar');
  return OUTCOMES.find((known) => known === outcome) ?? null;
}

/** What the tab says about the round trip, in the notary's words. */
export const CONSENT_OUTCOME_TEXT: Readonly<Record<ConsentOutcome, { title: string; text: string; tone: 'info' | 'danger' | 'warning' }>> = {
  connected: { title: 'Google Calendar connected', text: 'Each signing you save from now on is written into your Google Calendar.', tone: 'info' },
  failed: {
    title: 'Google Calendar was not connected',
    text: 'Google did not complete the connection (the consent may have expired, or was started in another sign-in). Try Connect again.',
    tone: 'danger',
  },
  denied: {
    title: 'Google Calendar was not connected',
    text: 'You declined access on Google’s page, so nothing was connected. Press Connect if you change your mind.',
    tone: 'warning',
  },
};
