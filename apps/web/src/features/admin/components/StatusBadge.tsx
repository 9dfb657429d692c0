import type { AdminUserStatus } from '@notary/contracts';
import { STATUS_TONE } from '../adminRules';

export function StatusBadge({ status }: { status: AdminUserStatus }) {
  return (
    <span className="status-badge" data-tone={STATUS_TONE[status]}>
      {status}
    </span>
  );
}
