import { z } from 'zod';
import { id, text } from './primitives';

/**
 * POST appointmentapi/calendarpost and calendarremovepost (spec 001 §7): the payload is the signing;
 * only its Id is read (the push writes the signing as saved, never what the page holds).
 */
export const CalendarPushBody = z.object({ Id: id() });
export type CalendarPushRequest = z.input<typeof CalendarPushBody>;

export interface CalendarPushAnswer {
  Requested: boolean;
  RequestId: string;
  Position: number;
}

/** GET settingsapi/getconsenturl: Google's consent page, with a state bound to the notary. */
export interface ConsentUrlAnswer {
  ConsentUrl: string;
}

/** A push that failed, for the Google Calendar tab. */
export interface CalendarPushFailure {
  SigningId: string;
  State: 'Retrying' | 'Failed';
  Attempts: number;
  LastError: string | null;
  NextAttemptAt: string | null;
}

/**
 * GET settingsapi/googlecalendar: whether the server offers Google Calendar (GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET set) and whether this notary connected it. Available false: the tab hides it.
 */
export interface GoogleCalendarStatus {
  Available: boolean;
  Connected: boolean;
  ConnectedAt: string | null;
  TimeZone: string | null;
  Failures: CalendarPushFailure[];
}

/** GET mapsapi/autocomplete?q= (US addresses only, spec 000 §5). */
export const AutocompleteQuery = z.object({ q: text(200) });
export interface AddressSuggestion {
  Description: string;
  PlaceId: string;
  /** The parts the signing's address fields take, as far as the suggestion tells them. */
  Address1: string;
  City: string;
  State: string;
}
export interface AutocompleteAnswer {
  Suggestions: AddressSuggestion[];
}

/** GET mapsapi/distance?from=&to= ; `from` defaults to the business address of the profile. */
export const DistanceQuery = z.object({ from: text(300).optional(), to: text(300) });
export interface DistanceAnswer {
  From: string;
  To: string;
  /** The driving distance one way, in miles (one decimal). */
  Miles: number;
  /** Spec 000 §5's auto-calculated mileage: rounded up to a whole mile and doubled for the round trip. */
  RoundTripMiles: number;
}

/** GET mapsapi/status: whether the server offers maps (GOOGLE_MAPS_API_KEY set). */
export interface MapsStatus {
  Available: boolean;
}
