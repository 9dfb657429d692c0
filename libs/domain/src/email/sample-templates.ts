/** The fields of an e-mail template (spec 001 §3), as the editor and the API carry them. */
export interface EmailTemplateText {
  Name: string;
  /** Address lists: comma-separated addresses and address tokens such as [PrimaryContact]. */
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  /** Plain text with tokens such as [FirstName]. */
  EmailBody: string;
}

/** The closing every sample shares, so a notary's sign-off reads the same in each message. */
const SIGNATURE = ['Best regards,', '', '[MyName]', '[MyCompanyName]', '[MyPhone]'].join('\n');

const SIGNING = [
  '    Signer: [FirstName] [LastName]',
  '    Order number: [OrderNumber]',
  '    Date: [Date] at [Time]',
  '    Location: [Address], [City], [State] [Zip]',
].join('\n');

const body = (...paragraphs: string[]) => [...paragraphs, SIGNATURE].join('\n\n');

/**
 * Sample templates a notary starts from (GET getsampletemplates/): the messages of a signing's
 * life, from confirming the appointment to the last reminder of an unpaid invoice. Each is meant to
 * be copied and made one's own. The reminders grow firmer at 30, 60 and 90 days but stay courteous:
 * the customer is usually a title company or signing service the notary wants to keep working for.
 */
export const SAMPLE_EMAIL_TEMPLATES: readonly EmailTemplateText[] = [
  {
    Name: 'Appointment confirmation',
    EmailTo: '[PrimaryContact]',
    EmailCC: '[SecondaryContact]',
    EmailBCC: '',
    EmailSubject: 'Confirming your signing appointment on [Date] at [Time]',
    EmailBody: body(
      'Dear [FirstName] [LastName],',
      'I am the notary who will meet you for your loan signing, and I am writing to confirm the appointment:',
      ['    Date: [Date]', '    Time: [Time]', '    Location: [Address], [City], [State] [Zip]', '    Order number: [OrderNumber]'].join('\n'),
      [
        'To keep the signing smooth, please have ready:',
        '- a current, unexpired government-issued photo ID (driver’s license or passport) for everyone who will sign; the name on it should match the name on the loan documents;',
        '- your checkbook, in case the lender asked for a voided check or funds at closing;',
        '- anything your lender or title company asked you to bring.',
      ].join('\n'),
      'Please allow about an hour. I can explain where to sign and make sure every page is completed, but as a notary I cannot give legal advice or explain the terms of the loan, so if you have questions about the loan itself, your loan officer is the best person to ask before we meet.',
      'If you need to change the time or place, or you are running late, call me at [MyPhone] or simply reply to this e-mail.',
      'I look forward to meeting you.',
    ),
  },
  {
    Name: 'Documents received',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '',
    EmailSubject: 'Documents received – order [OrderNumber], [FirstName] [LastName]',
    EmailBody: body(
      'Hello [ContactName],',
      'Thank you for the assignment. I have received the documents for the signing below and will print them and review the package before the appointment.',
      SIGNING,
      'If anything is missing or unclear I will let you know right away, so it can be sorted out before I meet the signer. After the signing I will return the documents as instructed and send you the tracking number.',
    ),
  },
  {
    Name: 'Signing completed, documents returned',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '',
    EmailSubject: 'Signing completed – order [OrderNumber], tracking [TrackingNumber]',
    EmailBody: body(
      'Hello [ContactName],',
      'The signing below was completed on [Date]. All documents were signed, dated and initialed where required, and the notarial certificates are complete.',
      SIGNING,
      'The signed package is on its way back to you under tracking number [TrackingNumber].',
      'Thank you for the assignment; I am glad to help with your next one.',
    ),
  },
  {
    Name: 'Invoice',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '[MyEmail]',
    EmailSubject: 'Invoice [InvoiceNumber] – order [OrderNumber], [FirstName] [LastName]',
    EmailBody: body(
      'Hello [ContactName],',
      'Please find my invoice [InvoiceNumber] for the signing below. Payment is due within 30 days.',
      SIGNING,
      'Please include the invoice number with your payment so it is applied correctly. If you need a W-9 or anything else to process the invoice, just let me know.',
      'Thank you for your business.',
    ),
  },
  {
    Name: 'Payment reminder – 30 days overdue',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '[MyEmail]',
    EmailSubject: 'Friendly reminder: invoice [InvoiceNumber] (order [OrderNumber])',
    EmailBody: body(
      'Hello [ContactName],',
      'I hope all is well. This is a friendly reminder that invoice [InvoiceNumber] for the signing below is now 30 days past due, and I have not yet received payment.',
      SIGNING,
      'If the payment is already on its way, thank you, and please disregard this note. If the invoice did not reach you, or something on it needs correcting, let me know and I will send a new copy right away.',
    ),
  },
  {
    Name: 'Payment reminder – 60 days overdue',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '[MyEmail]',
    EmailSubject: 'Second notice: invoice [InvoiceNumber] is 60 days past due',
    EmailBody: body(
      'Hello [ContactName],',
      'Invoice [InvoiceNumber] for the signing below is now 60 days past due. I wrote about it last month and have not received payment or a reply.',
      SIGNING,
      'Please arrange payment within the next 10 business days, or let me know when I can expect it. If there is a problem with the invoice or the signing, I would like to hear about it so we can resolve it.',
      'I value working with [CustomerName] and would like to settle this promptly.',
    ),
  },
  {
    Name: 'Payment reminder – 90 days overdue (final notice)',
    EmailTo: '[CompanyContact]',
    EmailCC: '',
    EmailBCC: '[MyEmail]',
    EmailSubject: 'Final notice: invoice [InvoiceNumber] is 90 days past due',
    EmailBody: body(
      'Hello [ContactName],',
      'This is my final notice about invoice [InvoiceNumber] for the signing below, which is now 90 days past due despite my earlier reminders.',
      SIGNING,
      'The signing was completed and the documents returned as instructed, and the full amount of the invoice is still outstanding. Please pay it within 10 business days of this notice.',
      'If I have not received payment or heard from you by then, I will not be able to accept further assignments from [CustomerName], and I will refer the balance for collection. I would much rather resolve this directly, so please call me at [MyPhone] if there is anything to discuss.',
    ),
  },
];
