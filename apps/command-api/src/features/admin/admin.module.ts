import { Module } from '@nestjs/common';
import { AdminController } from './admin.http.controller';
import { AdminDashboardHandler, AdminUsersPageHandler } from './admin-users.queries';
import { UserHistoryHandler } from './user-history.query';

/** The admins' users list, dashboard and a user's history (the feedback lists live with feedback). */
@Module({
  controllers: [AdminController],
  providers: [AdminUsersPageHandler, AdminDashboardHandler, UserHistoryHandler],
})
export class AdminModule {}
