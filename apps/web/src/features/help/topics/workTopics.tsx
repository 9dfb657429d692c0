import type { HelpTopic } from '../../../app/help/helpTopics';
import type { HelpText } from './helpText';

// Help on the work itself and on the settings around it, kept to what this version does.

function WorkTypes() {
  return (
    <>
      <p>
        A type of work says what a signing was: a refinance, a jurat, a fingerprinting. Each belongs to one of three categories: specialty and general notary
        work, loan signing work, and other types of work. The signing dialog offers the types grouped by category.
      </p>
      <ul>
        <li>Picking a type for a new signing fills its amount from the type’s fee and its length from the type’s default duration.</li>
        <li>The loan number belongs to loan signings; a type of another category does not keep one.</li>
        <li>A type of the other category is never a remote online notarization (RON).</li>
        <li>A type no longer active stays on the signings that have it, shown as it was.</li>
      </ul>
      <p>The Signing Type report totals your work by type; the dashboard’s chart can show one category at a time.</p>
    </>
  );
}

function BusinessCenter() {
  return (
    <>
      <p>The business center gathers what you decide about the business, and how it is doing:</p>
      <ul>
        <li>
          <strong>Business Profile</strong>: your types of work in three categories, with the fee and the usual length of each, and which fees are notarial.
        </li>
        <li>
          <strong>Business Analytics</strong> and <strong>Customer Analytics</strong>: a year’s work by category and type of work, or by customer, billed and
          profit, as tables and column, pie and trend charts. Profit there is what you billed less everything you spent that month, each category, type or
          customer carrying a share of the spending in proportion to what it billed; the Profit &amp; Loss report instead counts the deductible part of your
          expenses and the mileage deduction.
        </li>
        <li>
          <strong>Budget Planner</strong>: from a year’s income (your last twelve months to start with), what you need each month and quarter, and what to set
          aside for taxes, profit and yourself.
        </li>
      </ul>
      <p>Your name, business name and address as invoices print them are under Profile in the menu.</p>
    </>
  );
}

function BusinessProfile() {
  return (
    <>
      <p>
        The Business Profile lists your types of work in three categories: general notary work, loan signing work and other work. For each type you set its fee,
        its usual length (hours and minutes) and whether it is active; a category switched off makes its types inactive. A new signing starts from these.
      </p>
      <p>
        Mark a fee as a <strong>notarial fee</strong> when it is what you charge for acting as a notary public: it is exempt from self-employment tax, so the
        tax estimate leaves it out of that tax.
      </p>
      <p>
        The standard types come with Notary Ledger. Add types of your own, move one to another category, or delete one you no longer offer (its signings keep
        it). To put a custom type’s signings under a standard type, merge it into that type; a merge cannot be undone.
      </p>
    </>
  );
}

function NotaryFees() {
  return (
    <>
      <p>
        Your fee for each type of work is set on the Business Profile page (Business Center in the menu). When you pick the type of a new signing, its amount is
        filled from that fee (and its length from the type’s usual length); you can change the amount of any signing.
      </p>
      <p>
        A fee marked there as a <strong>notarial fee</strong> (for acting as a notary public) is left out of the self-employment tax in the tax estimate.
      </p>
      <p>
        <em>Automatic notary fees</em> (Settings → Notary Fees) says your fee is worked out from the signature count, so the signings list leaves out its
        Signatures column. This version does not yet calculate a fee from the signatures: enter the amount as you charge it.
      </p>
    </>
  );
}

function Tracking() {
  return (
    <>
      <p>
        When you send signed documents back, choose the carrier in the signing’s <em>Sent via</em> field and enter the tracking number. In the signings list the
        number then links to the carrier’s tracking page.
      </p>
      <p>
        Settings → Tracking holds your carriers: FedEx, UPS, USPS and DHL to start with. Add a courier of your own with its tracking address, writing{' '}
        <code>{'{TN}'}</code> where the tracking number goes, for example <code>{'https://www.ups.com/track?tracknum={TN}'}</code>. A carrier deleted from the
        list stays on the signings that named it, without a link.
      </p>
    </>
  );
}

function Calendars() {
  return (
    <>
      <p>
        The Calendar shows your signings by month, week or day; double-click a day or an hour to schedule a signing there. It follows every signing you save.
      </p>
      <h3>Your signings in your own calendar</h3>
      <p>
        Turn on the calendar feed (iCal) under the calendar or in Settings → iCal Calendar, and subscribe to its address from Google Calendar, Apple Calendar or
        Outlook. They show your signings with their times and addresses (never phone numbers or e-mails) and pick up changes when they next refresh the feed,
        which each app does on its own schedule. Keep the address private; if it gets out, make a new one and the old one stops working.
      </p>
      <h3>Google Calendar</h3>
      <p>
        Where this server is set up for it, Settings → Google Calendar connects your Google Calendar: after you allow it on Google&apos;s page, every signing
        you save appears there, moves when you reschedule it and goes when you delete it. A signing Google could not take yet is listed on that tab with the
        reason, and tried again by itself; Push again sends it at once. Disconnect stops it, and forgets Google&apos;s permission.
      </p>
      <h3>Miles from your business address</h3>
      <p>
        Where maps are set up, the signing dialog suggests addresses as you type, and Calculate mileage fills in the round trip from the business address on
        your Profile to the signing&apos;s address, rounded up to whole miles.
      </p>
    </>
  );
}

function Account() {
  return (
    <>
      <p>
        <strong>Your subscription.</strong> The trial lasts 30 days or 15 signings, whichever comes first. On the Billing page you choose a plan and pay by
        card; we keep only the card&apos;s brand, last four digits and expiry, never its number. Each payment is listed there and e-mailed to you as a receipt.
        Cancelling stops the renewals: you keep everything until the end of the month you paid for. If a renewal is refused, your account keeps working while we
        try again over a few days; update the card to settle it at once.
      </p>
      <p>
        <strong>Your data.</strong> Download everything at any time from Billing, even after the trial: one ZIP with an Excel workbook, CSV files, each saved
        invoice as a PDF and your receipts. Profile → Delete my account erases your records from every store after offering you that download; only the fact
        that an account was deleted is kept.
      </p>
      <p>
        <strong>Who can see your books.</strong> Nobody but you changes your records. Your accountant reads them once you invite them (Accountants) and they
        accept, until you take the access back; our support and administrators read them only to help. Every one of those looks is listed under Profile → Who
        looked at my data, with the reason given.
      </p>
      <p>
        <strong>Getting back in.</strong> Forgot your password? The login page e-mails you a link that works once, within an hour; using it signs you out
        everywhere. To change your e-mail address, go to the password page from your address at the top right: the new address must confirm it.
      </p>
    </>
  );
}

function EmailTemplates() {
  return (
    <>
      <p>
        Write the e-mails you send again and again once: a confirmation, a thank-you, an invoice, payment reminders at 30, 60 and 90 days. Start from a sample
        or from scratch. Tokens such as <code>[FirstName]</code>, <code>[Date]</code> or <code>[OrderNumber]</code> are filled in from the signing when you
        send; the preview shows the result.
      </p>
      <p>
        Send from a signing (its dialog leads to the templates) or from an invoice. Every e-mail goes through the <em>Outbox</em>, which shows whether it is
        queued, sent, being retried or failed, and tries again by itself when the mail server could not take it.
      </p>
    </>
  );
}

function Rescission() {
  return (
    <>
      <p>
        A borrower may cancel (rescind) a refinance or home-equity loan until midnight of the third business day after signing: Regulation Z, 12 CFR 1026.23.
        For rescission every day counts except Sundays and the federal public holidays, so Saturdays count.
      </p>
      <p>
        A holiday counts on its own date: when July 4 falls on a Saturday, that Saturday is skipped, and the Friday before (when offices close) is a business
        day. Pick the signing date under <em>Tools → Rescission Calendar</em> to see the last day, with each day counted or skipped and why.
      </p>
    </>
  );
}

export const workTopics = {
  appointmentCategoryType: { Body: WorkTypes, related: ['businessProfile', 'notaryFees'] },
  businessCenter: { Body: BusinessCenter, related: ['businessProfile', 'notaryFees'] },
  businessProfile: { Body: BusinessProfile, related: ['appointmentCategoryType', 'notaryFees'] },
  notaryFees: { Body: NotaryFees, related: ['businessProfile', 'appointmentCategoryType'] },
  tracking: { Body: Tracking, related: [] },
  calendars: { Body: Calendars, related: [] },
  account: { Body: Account, related: ['gettingStarted'] },
  emailTemplates: { Body: EmailTemplates, related: ['invoicing'] },
  rescission: { Body: Rescission, related: [] },
} satisfies Partial<Record<HelpTopic, HelpText>>;
