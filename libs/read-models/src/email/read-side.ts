import type { ReadSide } from '../shared/read-side';
import { emailTemplatesProjection } from './email-templates.projection';
import { outboxProjection } from './outbox.projection';

export const emailReadSide = {
  name: 'email',
  projections: [outboxProjection, emailTemplatesProjection],
  announcements: {
    'email.queued': 'A message is waiting in the outbox: queued, or sent again by the notary (id: the message). Wakes the delivery worker.',
    'email.changed': 'A message is being sent, was sent, or failed (id: the message).',
    'email-template.saved': 'An e-mail template was added or changed (id: the template).',
    'email-template.deleted': 'An e-mail template was deleted (id: the template).',
  },
} as const satisfies ReadSide;
