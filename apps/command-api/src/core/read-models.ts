import { Inject, Injectable } from '@nestjs/common';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { OwnerScope } from '@notary/read-models';
import { CATALOG } from './tokens';

/**
 * How query handlers reach the read models: through a notary's scope, which adds the owner to every
 * filter itself, so no handler can forget it.
 */
@Injectable()
export class ReadModels {
  constructor(@Inject(CATALOG) readonly catalog: ReadModelCatalog) {}

  of(ownerId: string): OwnerScope {
    return new OwnerScope(this.catalog, ownerId);
  }
}
