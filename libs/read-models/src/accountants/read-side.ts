import type { ReadSide } from '../shared/read-side';
import { accountantInvitationsProjection } from './accountant-invitations.projection';

export const accountantsReadSide = {
  name: 'accountants',
  projections: [accountantInvitationsProjection],
  announcements: {
    'accountants.changed': 'A notary invited an accountant or took the access back (id: the invitation).',
  },
} as const satisfies ReadSide;
