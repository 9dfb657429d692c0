import { ACCOUNT_LINK_TOKEN } from '@notary/events';

/**
 * The invitation's e-mail; ACCOUNT_LINK_TOKEN is replaced by the link's token as the message leaves
 * (libs/policies account-links), so the token never rests in the log or the outbox.
 */
export const invitationMail = (origin: string, notary: string) => ({
  Subject: `${notary} invites you to read their books on Notary Ledger`,
  Text: [
    `${notary} would like you, as their accountant, to read their books on Notary Ledger: the tax year's income, expenses and mileage, and the signings behind them. You can change nothing.`,
    '',
    'To accept, open this link within 14 days and sign in (or create an account) with this e-mail address:',
    `${origin}/Accountant/Accept?token=${ACCOUNT_LINK_TOKEN}`,
    '',
    'The link works once, and only for an account with this address.',
    'If you do not know this notary, ignore this message: nobody gets access until the link is opened.',
  ].join('\n'),
});
