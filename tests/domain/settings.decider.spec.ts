import type { SettingsEvent } from '@notary/events';
import { DEFAULT_PREFERENCES, settingsDecider, STANDARD_TRACKING_COMPANIES, STANDARD_WORK_TYPES } from '@notary/domain';
import { given } from '../support/given-when-then';

const initialized = (): SettingsEvent[] => settingsDecider.decide({ type: 'InitializeSettings', email: 'ann@example.com' }, settingsDecider.initialState());

describe('settings', () => {
  it('starts a new notary with the standard types of work and carriers', () => {
    const [event] = initialized();
    expect(event.type).toBe('SettingsInitialized');
    if (event.type !== 'SettingsInitialized') return;
    expect(event.data.WorkTypes).toEqual(STANDARD_WORK_TYPES);
    expect(event.data.TrackingCompanies).toEqual(STANDARD_TRACKING_COMPANIES);
    expect(event.data.Categories.map((c) => c.Id)).toEqual([1, 2, 3]);
    expect(STANDARD_WORK_TYPES.find((t) => t.Id === 9)?.CategoryId).toBe(1);
    expect(STANDARD_WORK_TYPES.find((t) => t.Id === 6)?.CategoryId).toBe(2);
    given(settingsDecider, initialized()).when({ type: 'InitializeSettings', email: 'ann@example.com' }).thenNothing();
  });

  it('records only the preferences that changed', () => {
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { Preferences: { GridView: 'small', AutoNotaryFee: DEFAULT_PREFERENCES.AutoNotaryFee } } })
      .then([{ type: 'PreferencesChanged', data: { Changes: { GridView: 'small' } } }]);
  });

  it('saves nothing when nothing changed', () => {
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { Preferences: { ...DEFAULT_PREFERENCES } } })
      .thenNothing();
  });

  it('keeps the default payment terms: Net 30 until the notary picks others, which are checked', () => {
    // Settings recorded before the default terms existed are on Net 30 without saying so.
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { Preferences: { DefaultPaymentTerms: 'Net30' } } })
      .thenNothing();
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { Preferences: { DefaultPaymentTerms: 'Net15' } } })
      .then([{ type: 'PreferencesChanged', data: { Changes: { DefaultPaymentTerms: 'Net15' } } }]);
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { Preferences: { DefaultPaymentTerms: 'Net60' as never } } })
      .thenFails('SETTINGS.PAYMENT_TERMS', 'Choose your default payment terms');
  });

  it('saves the onboarding status only when it changes (closing a help dialog saves 2)', () => {
    given(settingsDecider, initialized())
      .when({ type: 'SaveOnboardingStatus', status: 2 })
      .then([{ type: 'OnboardingStatusChanged', data: { IsOnboardedStatus: 2 } }]);
    given(settingsDecider, [...initialized(), { type: 'OnboardingStatusChanged', data: { IsOnboardedStatus: 2 } }])
      .when({ type: 'SaveOnboardingStatus', status: 2 })
      .thenNothing();
  });

  it('adds a custom type of work with the defaults: active, sort order 200, fee 0 (spec 001 §9)', () => {
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Name: 'Field Inspection' }] } })
      .then([
        {
          type: 'WorkTypesChanged',
          data: {
            WorkTypes: [
              {
                Id: 1000,
                Name: 'Field Inspection',
                CategoryId: 3,
                FeeAmount: 0,
                AppointmentDuration: 0,
                Readonly: false,
                IsActive: true,
                IsDeleted: false,
                SortOrder: 200,
              },
            ],
          },
        },
      ]);
  });

  it('keeps the name of a standard type and makes a type active when it changes category', () => {
    given(settingsDecider, [...initialized(), { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...STANDARD_WORK_TYPES[0], IsActive: false }] } }])
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 1, Name: 'Renamed', CategoryId: 1, FeeAmount: 130.456 }] } })
      .then([{ type: 'WorkTypesChanged', data: { WorkTypes: [{ ...STANDARD_WORK_TYPES[0], CategoryId: 1, FeeAmount: 130.46, IsActive: true }] } }]);
  });

  it('numbers a tracking company added with Id 0', () => {
    given(settingsDecider, initialized())
      .when({
        type: 'SaveSettings',
        changes: {
          TrackingCompanies: [
            ...STANDARD_TRACKING_COMPANIES,
            { Id: 0, Name: 'OnTrac', Website: 'https://www.ontrac.com/tracking/', Parameters: '?number={TN}' },
          ],
        },
      })
      .thenEvents(([event]) => {
        expect(event.type).toBe('TrackingCompaniesChanged');
        if (event.type === 'TrackingCompaniesChanged')
          expect(event.data.TrackingCompanies.at(-1)).toEqual({
            Id: 5,
            Name: 'OnTrac',
            Website: 'https://www.ontrac.com/tracking/',
            Parameters: '?number={TN}',
          });
      });
  });

  it('never gives a new carrier the id of a deleted one, which signings may still name', () => {
    const [fedEx, ups, usps] = STANDARD_TRACKING_COMPANIES;
    const onTrac = { Id: 0, Name: 'OnTrac', Website: 'https://www.ontrac.com/tracking/', Parameters: '?number={TN}' };
    // DHL (4) deleted and OnTrac added in the same save: OnTrac is 5.
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { TrackingCompanies: [fedEx!, ups!, usps!, onTrac] } })
      .then([{ type: 'TrackingCompaniesChanged', data: { TrackingCompanies: [fedEx!, ups!, usps!, { ...onTrac, Id: 5 }] } }]);
    // DHL deleted in an earlier save: still 5.
    given(settingsDecider, [...initialized(), { type: 'TrackingCompaniesChanged', data: { TrackingCompanies: [fedEx!, ups!, usps!] } }])
      .when({ type: 'SaveSettings', changes: { TrackingCompanies: [fedEx!, ups!, usps!, onTrac] } })
      .then([{ type: 'TrackingCompaniesChanged', data: { TrackingCompanies: [fedEx!, ups!, usps!, { ...onTrac, Id: 5 }] } }]);
  });
});
