import { Link } from 'react-router-dom';
import { CalendarFeed } from '../../../shared/calendarFeed/CalendarFeed';
import type { TabProps } from './tabProps';

/** The iCal feed, as under the calendar: on or off at once (not with Save), its address, a new address. */
export function ICalTab() {
  return (
    <>
      <p className="settings-note">Turning the feed on or off, and making a new address, take effect at once.</p>
      <CalendarFeed plain />
    </>
  );
}

/** E-mail is set up on its own pages; the tab leads there. */
export function EmailTab({ onLeave }: TabProps) {
  return (
    <>
      <p>
        Write the e-mails you send often once, as templates: confirmations, thank-yous, invoices and payment reminders, with tokens such as [FirstName] filled
        in from the signing. Every e-mail you send goes through the outbox, which shows whether it was sent and tries again when the mail server could not take
        it.
      </p>
      <ul className="settings-links">
        <li>
          <Link to="/EmailTemplates" onClick={onLeave}>
            E-mail templates
          </Link>
        </li>
        <li>
          <Link to="/Outbox" onClick={onLeave}>
            Outbox
          </Link>
        </li>
      </ul>
    </>
  );
}
