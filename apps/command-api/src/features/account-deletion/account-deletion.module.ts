import { Module } from '@nestjs/common';
import { AccountDeletionController } from './account-deletion.http.controller';
import { EraseAccountHandler } from './erase-account.handler';

/** Leaving: DELETE /api/accountapi/delete erases the notary from every store (docs/ERASURE.md). */
@Module({ controllers: [AccountDeletionController], providers: [EraseAccountHandler] })
export class AccountDeletionModule {}
