/** Where a signing's push to Google Calendar stands, as the dispatcher and the notary read it. */
export type CalendarPushState = 'Requested' | 'Retrying' | 'Posted' | 'Removed' | 'Failed';

export interface CalendarSyncFields {
  /** The signing. */
  Id: string;
  OwnerId: string;
  /**
   * A signing event the policy has still to turn into a request (only while Google Calendar is
   * connected). A later event replaces it: the request pushes the signing as it then stands.
   */
  Waiting: { TriggerEventId: string; Kind: 'post' | 'remove'; Position: number } | null;
  RequestId: string | null;
  Kind: 'post' | 'remove' | null;
  State: CalendarPushState | null;
  Attempts: number;
  LastError: string | null;
  /** When the dispatcher may try (again); null when nothing is due. */
  NextAttemptAt: string | null;
  GoogleEventId: string | null;
  /** Set once a post went through: a deletion then asks for a removal. */
  EverPosted: boolean;
  UpdatedAt: string;
}

export interface CalendarSyncDocument extends CalendarSyncFields {
  _id: string;
  [key: string]: unknown;
}

/** Whether a notary's Google Calendar is connected, as the sync projection sees it. */
export interface CalendarConnectionDocument {
  _id: string;
  OwnerId: string;
  Connected: boolean;
  [key: string]: unknown;
}

export const CALENDAR_SYNC = 'google_calendar_sync';
export const CALENDAR_CONNECTIONS = 'google_calendar_connections';
