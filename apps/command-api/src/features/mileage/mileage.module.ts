import { Module } from '@nestjs/common';
import { DeleteMileageHandler } from './delete-mileage/delete-mileage.handler';
import { MileageController } from './mileage.http.controller';
import { FindMileageHandler, MileagePageOfHandler } from './mileage.queries';
import { SaveMileageHandler } from './save-mileage/save-mileage.handler';

/** Extra mileage: business trips that are not a signing's own, deducted at the IRS rate. */
@Module({
  controllers: [MileageController],
  providers: [SaveMileageHandler, DeleteMileageHandler, MileagePageOfHandler, FindMileageHandler],
})
export class MileageModule {}
