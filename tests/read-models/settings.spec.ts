import { settingsStream } from '@notary/events';
import { DEFAULT_PREFERENCES, STANDARD_CATEGORIES, STANDARD_TRACKING_COMPANIES, STANDARD_WORK_TYPES } from '@notary/domain';
import { SETTINGS, settingsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(settingsProjection);

describe('the settings read model', () => {
  it('keeps one document per notary: the profile, preferences, types of work and carriers', async () => {
    const log = notaryLog();
    const initialized = log.settingsInitialized();
    const given = spec.given(initialized);
    await given.then(SETTINGS, [{ _id: OWNER, OwnerId: OWNER, initialized: true, IsOnboardedStatus: 0, ...initialized.data }]);
    await given.thenAnnounced([{ kind: 'settings.saved', id: OWNER }]);
  });

  it('follows every change of the settings stream', async () => {
    const log = notaryLog();
    const stream = settingsStream(OWNER);
    const profile = {
      Name: 'Ann Notary',
      Company: 'Ann Signs LLC',
      Address: '1 Main St',
      Address2: '',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      Phone: '512-555-0199',
      Email: 'ann@example.com',
      CanImport: true,
    };
    const custom = {
      Id: 19,
      Name: 'Wedding Vows',
      CategoryId: 3 as const,
      FeeAmount: 50,
      AppointmentDuration: 30,
      Readonly: false,
      IsActive: true,
      IsDeleted: false,
      SortOrder: 19,
    };
    const renamed = { ...STANDARD_WORK_TYPES[0], Name: 'Refi', FeeAmount: 140 };
    const carriers = [...STANDARD_TRACKING_COMPANIES, { Id: 5, Name: 'OnTrac', Website: 'https://www.ontrac.com/tracking', Parameters: '?number={TN}' }];
    const categories = STANDARD_CATEGORIES.map((category) => (category.Id === 3 ? { ...category, IsActive: false } : category));
    const given = spec.given(
      log.settingsInitialized(),
      log.record(stream, { type: 'BusinessProfileUpdated', data: { Profile: profile } }),
      log.record(stream, { type: 'PreferencesChanged', data: { Changes: { GridView: 'condensed', HiddenColumns: ['Documents'] } } }),
      log.record(stream, { type: 'OnboardingStatusChanged', data: { IsOnboardedStatus: 2 } }),
      log.record(stream, { type: 'TrackingCompaniesChanged', data: { TrackingCompanies: carriers } }),
      log.record(stream, { type: 'WorkTypesChanged', data: { WorkTypes: [renamed, custom] } }),
      log.record(stream, { type: 'WorkCategoriesChanged', data: { Categories: categories } }),
    );
    await given.then(SETTINGS, [
      {
        _id: OWNER,
        OwnerId: OWNER,
        initialized: true,
        IsOnboardedStatus: 2,
        Profile: profile,
        Preferences: { ...DEFAULT_PREFERENCES, GridView: 'condensed', HiddenColumns: ['Documents'] },
        TrackingCompanies: carriers,
        WorkTypes: [renamed, ...STANDARD_WORK_TYPES.slice(1), custom],
        Categories: categories,
      },
    ]);
  });
});
