import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ProjectionNameParam,
  ProjectionRebuildBody,
  ProjectionRetryBody,
  ProjectionSkipBody,
  type ProjectionRebuildRequest,
  type ProjectionRetryRequest,
} from '@notary/contracts';
import type { z } from 'zod';
import { CurrentUser, RequireRole, type SignedInUser } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { Validate } from '../../core/http/validation';
import { ProjectionList } from './projection-list';
import { ProjectionOperations } from './projection-operations';

/**
 * /api/operationsapi/projections: the people who run the system (admins, support) see where every
 * projection stands and act on a stopped or outdated one. Retry, skip and rebuild answer 202: they
 * are requests the projector acts on, recorded on the `projection-operations` stream. None of this
 * reads a notary's business data (a poison event is named, not shown).
 */
@RequireRole('admin', 'support')
@AllowedAfterTrial()
@Controller('api/operationsapi/projections')
export class ProjectionsController {
  constructor(
    private readonly projections: ProjectionList,
    private readonly operations: ProjectionOperations,
  ) {}

  @Get()
  list() {
    return this.projections.list();
  }

  @Post(':name/retry')
  @HttpCode(202)
  retry(
    @Param('name', new Validate(ProjectionNameParam, 'name')) name: string,
    @Body(new Validate(ProjectionRetryBody)) body: ProjectionRetryRequest,
    @CurrentUser() user: SignedInUser,
    @Meta() meta: RequestMeta,
  ) {
    return this.operations.retry(name, body.Why ?? null, user, meta);
  }

  @Post(':name/skip')
  @HttpCode(202)
  skip(
    @Param('name', new Validate(ProjectionNameParam, 'name')) name: string,
    @Body(new Validate(ProjectionSkipBody)) body: z.output<typeof ProjectionSkipBody>,
    @CurrentUser() user: SignedInUser,
    @Meta() meta: RequestMeta,
  ) {
    return this.operations.skip(name, body.Position, body.Why, user, meta);
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  rebuild(
    @Param('name', new Validate(ProjectionNameParam, 'name')) name: string,
    @Body(new Validate(ProjectionRebuildBody)) body: ProjectionRebuildRequest,
    @CurrentUser() user: SignedInUser,
    @Meta() meta: RequestMeta,
  ) {
    return this.operations.rebuild(name, body.Why ?? null, user, meta);
  }
}
