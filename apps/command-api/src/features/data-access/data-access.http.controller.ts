import { Controller, Get, Query } from '@nestjs/common';
import { DataAccessPageQuery, type DataAccessPage } from '@notary/contracts';
import { readsOfMyData } from '@notary/read-models';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';

/**
 * /api/accountapi/dataaccess: "who looked at my data". Every read an admin, support person or
 * accountant made of this notary's data (see core/operators/operator-audit.ts), newest first.
 */
@Controller('api/accountapi')
export class DataAccessController {
  constructor(private readonly reads: ReadModels) {}

  @Get('dataaccess')
  async readsOfMyData(
    @OwnerId() ownerId: string,
    @Query(new Validate(DataAccessPageQuery)) query: z.output<typeof DataAccessPageQuery>,
  ): Promise<DataAccessPage> {
    const { items, total } = await readsOfMyData(this.reads.of(ownerId), { pageNumber: query.PageNumber, pageSize: query.PageSize });
    return {
      Items: items.map((read) => ({ Id: read._id, OperatorEmail: read.OperatorEmail, Role: read.Role, What: read.What, Why: read.Why, ReadAt: read.ReadAt })),
      Total: total,
      PageNumber: query.PageNumber,
      PageSize: query.PageSize,
    };
  }
}
