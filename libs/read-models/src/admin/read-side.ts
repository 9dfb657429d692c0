import type { ReadSide } from '../shared/read-side';
import { adminUsersProjection } from './admin-users.projection';

/** The admins' list of users and their dashboard; nothing is announced (admins refresh the list). */
export const adminReadSide = {
  name: 'admin',
  projections: [adminUsersProjection],
  announcements: {},
} as const satisfies ReadSide;
