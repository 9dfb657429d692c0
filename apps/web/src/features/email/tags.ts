import type { LiveRules } from '../../app/liveUpdates';

/** The notary's e-mail templates, the outbox with each message's state, and the signings an e-mail may be for. */
export const emailTags = ['EmailTemplate', 'Outbox', 'EmailSigning'] as const;

export const emailLive: LiveRules<(typeof emailTags)[number]> = {
  tags: emailTags,
  staleOn: {
    'email-template.saved': () => ['EmailTemplate'],
    'email-template.deleted': () => ['EmailTemplate'],
    // The delivery worker moves a message along (Sending, Sent, Retrying, Failed) without the notary.
    'email.queued': () => ['Outbox'],
    'email.changed': () => ['Outbox'],
    'signing.saved': () => ['EmailSigning'],
    'signing.deleted': () => ['EmailSigning'],
  },
};
