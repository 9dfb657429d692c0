import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminDashboard, AdminUser, AdminUsersPage } from '@notary/contracts';
import { ADMIN_USER_STATUSES } from '@notary/contracts/wire-values';
import type { Clock } from '@notary/platform';
import { adminCounts, adminUsersPage, type AdminUserDocument, type AdminUsersRequest } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { CLOCK } from '../../core/tokens';

/** A page of the users, searched, filtered by status and sorted on the server. */
export class AdminUsersPageQuery extends Query<AdminUsersPage> {
  constructor(readonly request: AdminUsersRequest) {
    super();
  }
}

/** The admins' dashboard counts. */
export class AdminDashboardQuery extends Query<AdminDashboard> {}

/** How many weeks of signups the dashboard charts: half a year, enough to see a trend. */
export const SIGNUP_WEEKS = 26;
const WEEK_MS = 7 * 86_400_000;

const adminUser = (row: AdminUserDocument): AdminUser => ({
  Id: row._id,
  Name: row.Name || row.Email,
  Email: row.Email,
  Status: row.Status,
  Roles: row.Roles,
  SigningCount: row.SigningCount,
  ExpenseCount: row.ExpenseCount,
  LastActivity: row.LastActivity,
  SignedUp: row.SignedUp,
});

@QueryHandler(AdminUsersPageQuery)
export class AdminUsersPageHandler implements IQueryHandler<AdminUsersPageQuery> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ request }: AdminUsersPageQuery): Promise<AdminUsersPage> {
    const page = await adminUsersPage(this.reads.catalog, request);
    return { ...page, Users: page.Users.map(adminUser) };
  }
}

@QueryHandler(AdminDashboardQuery)
export class AdminDashboardHandler implements IQueryHandler<AdminDashboardQuery> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminDashboard> {
    const counts = await adminCounts(this.reads.catalog, this.clock.now(), SIGNUP_WEEKS);
    const firstWeek = Date.parse(`${counts.firstWeek}T00:00:00Z`);
    return {
      Totals: {
        Users: counts.users,
        Signings: counts.signings,
        Expenses: counts.expenses,
        ActiveLast30Days: counts.activeSince,
        SignedUpLast7Days: counts.signedUpSince,
      },
      UsersByStatus: ADMIN_USER_STATUSES.map((Status) => ({ Status, Count: counts.byStatus.get(Status) ?? 0 })),
      SignupsByWeek: Array.from({ length: SIGNUP_WEEKS }, (_, index) => {
        const WeekStart = new Date(firstWeek + index * WEEK_MS).toISOString().slice(0, 10);
        return { WeekStart, Count: counts.byWeek.get(WeekStart) ?? 0 };
      }),
    };
  }
}
