import { accountStream, type Role } from '@notary/events';
import { accountDecider, type AccountCommand } from '@notary/domain';
import { handleCommand } from '@notary/infrastructure';
import { newId } from '@notary/platform';
import type { TestApp } from './test-app';
import { caughtUp } from './deadline';

/** Grants a role as `npm run grant-role` does (an event on the account stream), and waits for the read model. */
export function grantRole(app: TestApp, userId: string, role: Role): Promise<void> {
  return changeRole(app, userId, { type: 'GrantRole', role, grantedBy: 'test' });
}

/** Takes a role back as `npm run grant-role -- <email> <role> --revoke` does, and waits for the read model. */
export function revokeRole(app: TestApp, userId: string, role: Role): Promise<void> {
  return changeRole(app, userId, { type: 'RevokeRole', role, revokedBy: 'test' });
}

async function changeRole(app: TestApp, userId: string, command: AccountCommand): Promise<void> {
  const commandId = newId();
  const result = await handleCommand(app.runtime.stores.eventStore, accountStream(userId), accountDecider, command, {
    ownerId: userId,
    actorId: 'test',
    commandId,
    correlationId: commandId,
    causationId: commandId,
    now: new Date(),
  });
  await caughtUp(app.runtime.catalog, result.position);
}
