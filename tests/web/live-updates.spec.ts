import { announcementOf, liveUpdatesOf } from '../../apps/web/src/app/liveUpdates';
import { joinMenus, link } from '../../apps/web/src/app/shell/menu';
import { billingLive } from '../../apps/web/src/features/billing/tags';
import { calendarLive } from '../../apps/web/src/features/calendar/tags';
import { dashboardLive } from '../../apps/web/src/features/dashboard/tags';
import { signingsLive } from '../../apps/web/src/features/signings/tags';
import { sharedQueriesLive } from '../../apps/web/src/shared/queries/tags';

// Live updates (design: "the React client turns announcements into RTK Query tag invalidations"):
// each feature states which announcements make its own cached data stale; the app joins them.

const live = liveUpdatesOf([sharedQueriesLive, signingsLive, dashboardLive, calendarLive, undefined, billingLive]);
const sorted = (tags: unknown[] | null) => (tags ?? []).map((tag) => JSON.stringify(tag)).sort();

describe('live updates', () => {
  it('makes every screen that shows signings stale when one is saved or deleted', () => {
    const expected = sorted(['Signing', { type: 'Signing', id: 'sig-1' }, 'SigningList', 'Dashboard', 'Calendar']);
    expect(sorted(live.staleTagsFor('signing.saved', [announcementOf({ Id: 'sig-1', Position: 9 })]))).toEqual(expected);
    expect(sorted(live.staleTagsFor('signing.deleted', [{ Id: 'sig-1' }]))).toEqual(expected);
  });

  it('follows customers, settings and billing, and ignores what no feature follows', () => {
    expect(sorted(live.staleTagsFor('customer.deleted', [{ Id: 'c-1' }]))).toEqual(sorted(['Customer', { type: 'Customer', id: 'c-1' }]));
    // The calendar's feed address follows the settings (the feed is turned on and off there), and
    // the dashboard's expense chart names the expense types kept there.
    expect(sorted(live.staleTagsFor('settings.saved', [{ Id: 'u-1' }]))).toEqual(sorted(['Settings', 'CalendarFeed', 'Dashboard']));
    expect(live.staleTagsFor('billing.changed', [{ Id: 'u-1' }])).toEqual(['Billing']);
    // The dashboard's expense half follows the expenses.
    expect(live.staleTagsFor('expense.saved', [{ Id: 'e-1' }])).toEqual(['Dashboard']);
    expect(live.staleTagsFor('invoice.sent', [{ Id: 'i-1' }])).toBeNull();
  });

  it('names one signing per id when several were saved at once (a batch payment)', () => {
    const tags = sorted(live.staleTagsFor('signing.saved', [{ Id: 'a' }, { Id: 'b' }]));
    expect(tags).toEqual(
      expect.arrayContaining(
        sorted([
          { type: 'Signing', id: 'a' },
          { type: 'Signing', id: 'b' },
        ]),
      ),
    );
  });

  it('refreshes everything an announcement could touch after a reconnect, but not the session', () => {
    expect([...live.tags].sort()).toEqual(['Billing', 'Calendar', 'CalendarFeed', 'Customer', 'Dashboard', 'Settings', 'Signing', 'SigningList']);
  });

  it('reads a malformed announcement as one without an id', () => {
    expect([announcementOf(null), announcementOf('x')]).toEqual([
      { Id: '', Position: undefined },
      { Id: '', Position: undefined },
    ]);
  });
});

describe('the menu joined from the features', () => {
  it('keeps the order of the feature list and shows a group two features share once, at the first place', () => {
    const menu = joinMenus([
      [{ kind: 'link', label: 'Dashboard', to: '/Dashboard' }],
      [{ kind: 'group', label: 'Tools', icon: 'M0 0', items: [link('Import Data', '/Import')] }],
      [{ kind: 'link', label: 'Updates', to: '/Help' }],
      [{ kind: 'group', label: 'Tools', items: [link('Mobile Site', '/MobileIndex')] }],
    ]);
    expect(menu.map((entry) => entry.label)).toEqual(['Dashboard', 'Tools', 'Updates']);
    expect(menu[1]).toEqual({ kind: 'group', label: 'Tools', icon: 'M0 0', items: [link('Import Data', '/Import'), link('Mobile Site', '/MobileIndex')] });
  });

  it('refuses two entries of one label that are not groups', () => {
    expect(() => joinMenus([[link('Calendar', '/Calendar')], [link('Calendar', '/Other')]])).toThrow('Two menu entries are labelled "Calendar"');
  });
});
