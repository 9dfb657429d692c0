import type { Signing } from '@notary/contracts';
import { formatClock, formatMoney, formatUsDate } from '../../shared/format';
import { oneLineAddress, signerName } from './signingLinks';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const STYLE = `
  body { font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  p { margin: 0 0 16px; color: #444; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 8px; border-bottom: 1px solid #ccc; text-align: left; vertical-align: top; }
  th { border-bottom: 2px solid #333; font-size: 11px; text-transform: uppercase; letter-spacing: .03em; }
  td.money, th.money { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: 700; border-bottom: 0; }
  @page { margin: 12mm; }
  @media print { body { margin: 0; } }
`;

const cell = (text: string, className = '') => `<td${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</td>`;

/** A print-friendly page of the chosen signings: one line each, with the money totals at the foot. */
export function printSheetHtml(signings: readonly Signing[], printedOn: string): string {
  const rows = signings
    .map((signing) =>
      [
        '<tr>',
        cell(`${formatUsDate(signing.AppointmentDate)} ${formatClock(signing.AppointmentDateTime)}`),
        cell(signerName(signing)),
        cell(signing.CustomerName),
        cell(signing.AppointmentTypeDescription),
        cell(oneLineAddress(signing)),
        cell(signing.OrderNumber),
        cell(signing.InvoiceNumber),
        cell(formatMoney(signing.Amount), 'money'),
        cell(formatMoney(signing.AmountPaid), 'money'),
        cell(formatMoney(signing.Balance), 'money'),
        '</tr>',
      ].join(''),
    )
    .join('\n');
  const sum = (pick: (signing: Signing) => number | null) => Math.round(signings.reduce((total, s) => total + (pick(s) ?? 0) * 100, 0)) / 100;
  const headings = ['Date', 'Signer', 'Customer', 'Type of work', 'Address', 'Order #', 'Invoice #']
    .map((heading) => `<th scope="col">${heading}</th>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signings · Notary Ledger</title><style>${STYLE}</style></head><body>
<h1>Signings</h1>
<p>${signings.length} signing${signings.length === 1 ? '' : 's'} · printed ${escapeHtml(printedOn)}</p>
<table>
<thead><tr>${headings}<th scope="col" class="money">Amount</th><th scope="col" class="money">Paid</th><th scope="col" class="money">Balance</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="7">Totals</td>${cell(formatMoney(sum((s) => s.Amount)), 'money')}${cell(formatMoney(sum((s) => s.AmountPaid)), 'money')}${cell(formatMoney(sum((s) => s.Balance)), 'money')}</tr></tfoot>
</table>
</body></html>`;
}
