import { emailStream, type PaymentSucceeded } from '@notary/events';
import { outboxDecider, planById } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, type CommandContext } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';

/**
 * A receipt for each successful payment, through the outbox (the delivery worker sends it and
 * retries). The message id derives from the payment, so a replayed payment or a retried request
 * queues one receipt. It says what was paid and with which card: brand and last four digits only.
 */
export async function queueReceipt(eventStore: EventStore, payment: PaymentSucceeded['data'], to: string, context: CommandContext): Promise<void> {
  const messageId = deterministicId('receipt', payment.PaymentId);
  const commandId = deterministicId('queue-receipt', payment.PaymentId);
  await handleCommand(
    eventStore,
    emailStream(messageId),
    outboxDecider,
    {
      type: 'QueueEmail',
      messageId,
      ownerId: context.ownerId,
      email: {
        From: `"Notary Ledger billing" <${to}>`,
        ReplyTo: to,
        To: [to],
        Cc: [],
        Bcc: [],
        Subject: `Your Notary Ledger receipt: ${money(payment.Amount)} paid`,
        Text: receiptText(payment),
        Attachments: [],
        Purpose: { Kind: 'receipt', RefId: payment.PaymentId },
      },
    },
    { ...context, commandId, correlationId: context.correlationId, causationId: context.causationId },
  );
}

const money = (amount: number) => `$${amount.toFixed(2)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function receiptText(payment: PaymentSucceeded['data']): string {
  const plan = planById(payment.PlanId)?.Name ?? payment.PlanId;
  return [
    'Thank you for your payment.',
    '',
    `Amount paid: ${money(payment.Amount)}`,
    `Plan: ${plan}`,
    `Period: ${day(payment.PeriodStart)} to ${day(payment.PeriodEnd)}`,
    `Card: ${payment.CardBrand} ending in ${payment.CardLast4}`,
    `Paid on: ${day(payment.PaidAt)}`,
    `Receipt number: ${payment.ChargeReference}`,
    '',
    'You can see all your payments on the Billing page.',
  ].join('\n');
}
