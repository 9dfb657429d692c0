import { Injectable } from '@nestjs/common';
import {
  accountDecider,
  customerDecider,
  profileTokenValues,
  senderOf,
  settingsDecider,
  signingDecider,
  signingTokenValues,
  type AccountState,
  type CustomerState,
  type SettingsState,
  type SigningState,
  type TokenValues,
} from '@notary/domain';
import {
  accountStream,
  customerStream,
  settingsStream,
  signingStream,
  type AccountEvent,
  type CustomerEvent,
  type SettingsEvent,
  type SigningEvent,
} from '@notary/events';
import { CommandKit } from '../../core/commands/command-kit';
import { signingNotFound } from './email-answers';

/**
 * What an e-mail says of the notary and of a signing, read from their streams as the command that
 * queues it sees them (not from read models that may lag): the sender, and the tokens' values.
 */
@Injectable()
export class EmailFacts {
  constructor(private readonly kit: CommandKit) {}

  /** The notary's From and Reply-To, and the tokens their business profile fills. */
  async notary(ownerId: string): Promise<{ sender: { From: string; ReplyTo: string }; values: TokenValues }> {
    const [settings, account] = await Promise.all([
      this.kit.current<SettingsState, SettingsEvent>(settingsStream(ownerId), settingsDecider),
      this.kit.current<AccountState, AccountEvent>(accountStream(ownerId), accountDecider),
    ]);
    const profile = settings.initialized ? settings.Profile : null;
    return { sender: senderOf(profile, account.email), values: profileTokenValues(profile, account.email) };
  }

  /** The tokens a signing of this notary fills (its customer and contact included); 404 for another's or a deleted one. */
  async signing(ownerId: string, signingId: string): Promise<TokenValues> {
    const signing = await this.kit.current<SigningState, SigningEvent>(signingStream(signingId), signingDecider);
    if (!signing.exists || signing.deleted || signing.ownerId !== ownerId || !signing.details) throw signingNotFound();
    const { CustomerId, ContactId } = signing.details;
    const customer = CustomerId ? await this.kit.current<CustomerState, CustomerEvent>(customerStream(CustomerId), customerDecider) : null;
    const theirs = customer?.exists && customer.ownerId === ownerId ? customer : null;
    const contact = theirs?.contacts.find((candidate) => candidate.Id === ContactId) ?? null;
    return signingTokenValues(signing.details, theirs?.details?.Name ?? null, contact);
  }
}
