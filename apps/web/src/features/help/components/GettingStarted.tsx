/** First-day help for a new notary: what the app is for and the three things to do first. */
export function GettingStarted() {
  return (
    <div className="prose">
      <p>
        Notary Ledger keeps the business side of your notary work in one place: your signings, the companies that send them, what you spend and drive, what you
        are owed, and the reports you need at tax time.
      </p>
      <h3>Where to start</h3>
      <ol>
        <li>
          <strong>Add a signing.</strong> In the menu, open <em>Signings</em> and choose <em>New Signing</em>. Enter the signer, the date and time, the address
          and your fee.
        </li>
        <li>
          <strong>Add a customer.</strong> Under <em>Customers</em>, choose <em>New</em> for each title company, signing service or lender that sends you work,
          so each signing knows whom to invoice.
        </li>
        <li>
          <strong>Check the dashboard.</strong> It totals your signings, shows what is paid and unpaid, and tells you where your next appointment is.
        </li>
      </ol>
      <p>
        Your free trial is shown at the top of the page. <em>Settings</em> in the menu hold your mileage rate, invoice defaults, tracking companies and calendar
        feed; <em>Updates</em> lists what is new and all of the help. The “?” beside a page’s title explains that page.
      </p>
    </div>
  );
}
