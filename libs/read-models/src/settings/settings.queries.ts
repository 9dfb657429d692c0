import type { OwnerScope } from '../shared/owner-scope';
import { SETTINGS, type SettingsDocument } from './settings.document';

export function findSettings(scope: OwnerScope): Promise<SettingsDocument | null> {
  return scope.findOne<SettingsDocument>(SETTINGS, { _id: scope.ownerId });
}
