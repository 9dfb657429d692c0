import { Module } from '@nestjs/common';
import { HealthController } from './health.http.controller';

/** GET /api/health: the stores and where each projection stands. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
