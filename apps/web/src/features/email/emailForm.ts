import type { EmailTemplate, SampleEmailTemplate } from '@notary/contracts';
import { isApiError } from '../../app/apiError';

/** The template dialog's fields (spec 001 §3's E-mail template), as typed. */
export interface TemplateDraft {
  Id: string | null;
  Revision: number | null;
  Name: string;
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
}

/** The fields a token can be inserted into. */
export type TokenField = 'EmailTo' | 'EmailCC' | 'EmailBCC' | 'EmailSubject' | 'EmailBody';

export const FIELD_LABELS: Record<TokenField, string> = { EmailTo: 'To', EmailCC: 'CC', EmailBCC: 'BCC', EmailSubject: 'Subject', EmailBody: 'Body' };

/** To, CC and BCC take address tokens; the subject and the body take the others. */
export const isAddressField = (field: TokenField) => field === 'EmailTo' || field === 'EmailCC' || field === 'EmailBCC';

/** The server's words for the rules the dialog checks before sending (spec 001 §5). */
export const EMAIL_FORM_MESSAGES = {
  nameRequired: 'Please enter a name for the template',
  subjectRequired: 'Please enter a subject',
  toRequired: 'Please enter at least one recipient in To',
} as const;

/** Spec 001 §8's failures, shown when the server could not be reached (a refusal shows its own reason). */
export const EMAIL_FAILURES = {
  templatesLoad: 'The email templates could not be retrieved, please check your internet connection and try again.',
  samplesLoad: 'The email sample templates could not be retrieved, please check your internet connection and try again.',
  save: 'The email template could not be saved, please check your internet connection and try again.',
  delete: 'The email template could not be deleted, please check your internet connection and try again.',
  send: 'The email could not be sent, please check your internet connection and try again.',
  preview: 'The preview could not be shown, please check your internet connection and try again.',
} as const;

export const blankDraft = (): TemplateDraft => ({
  Id: null,
  Revision: null,
  Name: '',
  EmailTo: '',
  EmailCC: '',
  EmailBCC: '',
  EmailSubject: '',
  EmailBody: '',
});

export function draftOf(template: EmailTemplate | null): TemplateDraft {
  if (!template) return blankDraft();
  const { Id, Revision, Name, EmailTo, EmailCC, EmailBCC, EmailSubject, EmailBody } = template;
  return { Id, Revision, Name, EmailTo, EmailCC, EmailBCC, EmailSubject, EmailBody };
}

/** A sample's text in the form; a name already typed is kept. */
export function fromSample(draft: TemplateDraft, sample: SampleEmailTemplate): TemplateDraft {
  return { ...draft, ...sample, Name: draft.Name.trim() ? draft.Name : sample.Name };
}

/** Whether the notary typed anything since the dialog opened (leaving then asks first). */
export const draftChanged = (draft: TemplateDraft, opened: TemplateDraft) => JSON.stringify(draft) !== JSON.stringify(opened);

const entries = (list: string) => list.split(/[,;]/).filter((entry) => entry.trim());

export function templateProblems(draft: TemplateDraft): Record<string, string> {
  return draft.Name.trim() ? {} : { Name: EMAIL_FORM_MESSAGES.nameRequired };
}

/** Spec 001 §5: subject and To non-blank after trimming. */
export function sendProblems(draft: Pick<TemplateDraft, 'EmailTo' | 'EmailSubject'>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!entries(draft.EmailTo).length) problems.EmailTo = EMAIL_FORM_MESSAGES.toRequired;
  if (!draft.EmailSubject.trim()) problems.EmailSubject = EMAIL_FORM_MESSAGES.subjectRequired;
  return problems;
}

/**
 * A token put where the cursor is (replacing any selection), answering the new text and where the
 * cursor goes. In an address list it becomes its own entry: a comma and a space are added where
 * the neighbouring text needs them.
 */
export function insertToken(value: string, start: number, end: number, token: string, field: TokenField): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (!isAddressField(field)) return { value: before + token + after, caret: start + token.length };
  const lead = before.trim() && !/,\s*$/.test(before) ? `${before.replace(/\s+$/, '')}, ` : before;
  const tail = after.trim() && !/^\s*,/.test(after) ? `, ${after.replace(/^\s+/, '')}` : after;
  return { value: lead + token + tail, caret: lead.length + token.length };
}

/**
 * What a failure says to the notary: the server's reason when it refused (a missing name, e-mail not
 * configured), the catalogue's sentence when it could not be reached.
 */
export function failureText(error: unknown, unreachable: string): string {
  if (!isApiError(error) || error.status === 'NETWORK') return unreachable;
  if (error.status >= 500 && !error.Code) return unreachable;
  return error.Response;
}
