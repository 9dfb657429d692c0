import type { ProjectionDefinition } from '@notary/projection-runtime';
import { accountsProjection } from './accounts';
import { settingsProjection } from './settings';
import { signingsProjection } from './signings';
import { customersProjection } from './customers';

export * from './shared/owner-scope';
export * from './shared/api-shape';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';

/** Every projection the projector runs. */
export const allProjections: ProjectionDefinition[] = [accountsProjection, settingsProjection, signingsProjection, customersProjection];
