import { accountStream, type Role } from '@notary/events';
import { accountDecider } from '@notary/domain';
import { handleCommand } from '@notary/infrastructure';
import { newId } from '@notary/platform';
import type { TestApp } from './test-app';

/** Grants a role as `npm run grant-role` does (an event on the account stream), and waits for the read model. */
export async function grantRole(app: TestApp, userId: string, role: Role): Promise<void> {
  const commandId = newId();
  const result = await handleCommand(
    app.runtime.stores.eventStore,
    accountStream(userId),
    accountDecider,
    { type: 'GrantRole', role, grantedBy: 'test' },
    {
      ownerId: userId,
      actorId: 'test',
      commandId,
      correlationId: commandId,
      causationId: commandId,
      now: new Date(),
    },
  );
  await app.runtime.catalog.waitFor(result.position, 5000);
}
