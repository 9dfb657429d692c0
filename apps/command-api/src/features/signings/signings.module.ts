import { Module } from '@nestjs/common';
import { AppointmentController } from './appointment.http.controller';
import { AppointmentStatusController } from './appointment-status.http.controller';
import { DeleteSigningHandler } from './delete-signing/delete-signing.handler';
import { RecordBatchPaymentHandler } from './record-batch-payment/record-batch-payment.handler';
import { RecordConfirmationHandler } from './record-confirmation/record-confirmation.handler';
import { SaveSigningHandler } from './save-signing/save-signing.handler';
import { ConfirmationHistoryOfHandler } from './queries/confirmation-history.query';
import { FindSigningHandler } from './queries/find-signing.query';
import { SigningListPageHandler, SigningsBetweenHandler, SigningsOfHandler } from './queries/signing-lists.query';

/** Signings: schedule, change, delete, confirm with the signer, record payments; the list and the calendar. */
@Module({
  controllers: [AppointmentController, AppointmentStatusController],
  providers: [
    SaveSigningHandler,
    DeleteSigningHandler,
    RecordConfirmationHandler,
    RecordBatchPaymentHandler,
    FindSigningHandler,
    SigningListPageHandler,
    SigningsBetweenHandler,
    SigningsOfHandler,
    ConfirmationHistoryOfHandler,
  ],
})
export class SigningsModule {}
