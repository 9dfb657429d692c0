import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BlobTooLargeError, type BlobStore } from '@notary/blob-store';
import { outboxDecider, validationError } from '@notary/domain';
import { emailStream, type EmailAttachmentRef } from '@notary/events';
import { deterministicId, type AppConfig } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { BLOB_STORE, CONFIG } from '../../../core/tokens';
import { emailNotConfigured, emailNotFound } from '../email-answers';
import { EmailFacts } from '../email-facts';
import { QueueEmail, type AttachmentToSend } from './queue-email.command';

/** What a message may carry in all: mail servers commonly refuse messages much above 20 MB once encoded. */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;
const TOO_LARGE = 'The attachments are too large to send by e-mail (15 MB in all at most)';

/**
 * Queues a message: refused at once (and nothing stored) when the server has no SMTP_URL; otherwise
 * the attachments' bytes go to the blob store and EmailQueued to a new stream `email-{MessageId}`.
 */
@CommandHandler(QueueEmail)
export class QueueEmailHandler implements ICommandHandler<QueueEmail> {
  constructor(
    private readonly kit: CommandKit,
    private readonly facts: EmailFacts,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ by, email }: QueueEmail) {
    if (!this.config.smtpUrl) throw emailNotConfigured();
    const context = this.kit.context(by);
    const messageId = deterministicId(context.commandId, 'email', email.Key ?? '0');
    const { sender } = await this.facts.notary(by.ownerId);
    const Attachments = await this.store(email.Attachments ?? []);
    const result = await this.kit.decide(
      emailStream(messageId),
      outboxDecider,
      {
        type: 'QueueEmail',
        messageId,
        ownerId: by.ownerId,
        email: {
          ...sender,
          ...(email.ReplyTo ? { ReplyTo: email.ReplyTo } : {}),
          To: email.To,
          Cc: email.Cc ?? [],
          Bcc: email.Bcc ?? [],
          Subject: email.Subject.trim(),
          Text: email.Text,
          Attachments,
          Purpose: email.Purpose,
        },
      },
      context,
      { authorize: ownedBy(by.ownerId, emailNotFound, false) },
    );
    return { MessageId: messageId, State: 'Queued' as const, Position: result.position };
  }

  /** Stores each file's bytes (kept once per content); the sum must stay sendable. */
  private async store(files: AttachmentToSend[]): Promise<EmailAttachmentRef[]> {
    const total = files.reduce((sum, file) => sum + file.Content.length, 0);
    if (total > EMAIL_ATTACHMENTS_MAX_BYTES) throw validationError('EMAIL.TOO_LARGE', TOO_LARGE, { Attachments: TOO_LARGE });
    const stored: EmailAttachmentRef[] = [];
    for (const file of files) {
      try {
        const blob = await this.blobs.put([file.Content], { maxBytes: EMAIL_ATTACHMENTS_MAX_BYTES });
        stored.push({ FileName: file.FileName, ContentType: file.ContentType, Sha256: blob.hash, Size: blob.size });
      } catch (error) {
        if (error instanceof BlobTooLargeError) throw validationError('EMAIL.TOO_LARGE', TOO_LARGE, { Attachments: TOO_LARGE });
        throw error;
      }
    }
    return stored;
  }
}
