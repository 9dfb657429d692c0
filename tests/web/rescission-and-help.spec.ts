import { HELP_TOPICS, helpTitle } from '../../apps/web/src/app/help/helpTopics';
import { reasoningLine, startDateOf } from '../../apps/web/src/features/tools/rescissionRules';

describe('the rescission calendar’s reasoning, as the dialog lists it', () => {
  it('names each day counted or skipped, and why', () => {
    expect(reasoningLine({ Date: '07/03/2026', Weekday: 'Fri', Counted: true, Reason: 'Business day 1' })).toBe('Fri 07/03/2026 — business day 1');
    expect(reasoningLine({ Date: '07/04/2026', Weekday: 'Sat', Counted: false, Reason: 'Independence Day' })).toBe(
      'Sat 07/04/2026 — skipped: Independence Day',
    );
    expect(reasoningLine({ Date: '07/05/2026', Weekday: 'Sun', Counted: false, Reason: 'Sunday' })).toBe('Sun 07/05/2026 — skipped: Sunday');
  });

  it('asks the server in MM/DD/YYYY once the date picker holds a whole date', () => {
    expect(startDateOf('2026-07-02')).toBe('07/02/2026');
    expect(startDateOf('')).toBeNull();
    expect(startDateOf('2026-7-2')).toBeNull();
  });
});

describe('help topics', () => {
  it('cover spec 001 §2’s help dialogs', () => {
    expect(Object.keys(HELP_TOPICS)).toEqual(
      expect.arrayContaining([
        'expenses',
        'appointmentCategoryType',
        'mileage',
        'businessCenter',
        'businessProfile',
        'notaryFees',
        'expenseTypes',
        'invoicing',
        'tracking',
        'calendars',
        'gettingStarted',
        'whatsNew',
        'emailTemplates',
      ]),
    );
    expect(helpTitle('tracking')).toBe('Tracking companies');
  });
});
