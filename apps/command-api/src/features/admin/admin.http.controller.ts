import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminHistoryQuery, AdminUserIdParam, AdminUsersQuery, type AdminDashboard, type AdminUsersPage, type HistoryPage } from '@notary/contracts';
import { EVENT_TYPES } from '@notary/events';
import type { z } from 'zod';
import { CurrentUser, RequireRole, type SignedInUser } from '../../core/auth/decorators';
import { ApiError } from '../../core/http/api-error';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { Validate } from '../../core/http/validation';
import { AccessReason } from '../../core/operators/operator-audit';
import { AdminDashboardQuery, AdminUsersPageQuery } from './admin-users.queries';
import { UserHistoryQuery, type HistoryRequest } from './user-history.query';

const KNOWN_TYPES = new Set<string>(EVENT_TYPES);

/**
 * /api/adminapi, the users part (spec 000 §7): the list of users with their counts, the admins'
 * dashboard, and one user's whole history. Admins only (401 without a session, 403 to anyone
 * else). The list and the dashboard show counts, not a notary's records; the history does, so each
 * look at it is recorded on the notary's data-access stream before it is answered.
 */
@RequireRole('admin')
@Controller('api/adminapi')
export class AdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getusers')
  users(@Query(new Validate(AdminUsersQuery)) query: z.output<typeof AdminUsersQuery>): Promise<AdminUsersPage> {
    return this.queries.execute(new AdminUsersPageQuery(query));
  }

  @Get('dashboard')
  dashboard(): Promise<AdminDashboard> {
    return this.queries.execute(new AdminDashboardQuery());
  }

  @Get('history/:userId')
  history(
    @CurrentUser() admin: SignedInUser,
    @Meta() meta: RequestMeta,
    @Param('userId', new Validate(AdminUserIdParam, 'userId')) userId: string,
    @Query(new Validate(AdminHistoryQuery)) query: z.output<typeof AdminHistoryQuery>,
    @AccessReason() why: string | null,
  ): Promise<HistoryPage> {
    return this.queries.execute(new UserHistoryQuery(admin, meta, userId, historyRequest(query), why));
  }
}

function historyRequest(query: z.output<typeof AdminHistoryQuery>): HistoryRequest {
  const unknown = query.Type.find((type) => !KNOWN_TYPES.has(type));
  if (unknown)
    throw new ApiError(400, { Response: `Type: ${unknown} is not a kind of event`, Code: 'VALIDATION.INVALID', Errors: { Type: 'must be an event type' } });
  const from = query.From && moment(query.From, 'start');
  const to = query.To && moment(query.To, 'end');
  if (from && to && from >= to)
    throw new ApiError(400, { Response: 'From must be before To', Code: 'VALIDATION.INVALID', Errors: { From: 'must be before To' } });
  return { FromPosition: query.FromPosition, PageSize: query.PageSize, Type: query.Type, From: from || null, To: to || null };
}

/** A date alone is a whole day in UTC: From starts it, To includes it (ends at the next midnight). */
function moment(value: string, edge: 'start' | 'end'): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  return new Date(dateOnly && edge === 'end' ? time + 86_400_000 : time).toISOString();
}
