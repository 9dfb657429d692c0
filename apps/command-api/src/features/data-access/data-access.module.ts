import { Module } from '@nestjs/common';
import { DataAccessController } from './data-access.http.controller';

/** The notary's record of operators' reads of their data (the reads are recorded by core/operators). */
@Module({ controllers: [DataAccessController] })
export class DataAccessModule {}
