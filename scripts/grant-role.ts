import { accountStream, ROLES, type Role } from '@notary/events';
import { accountDecider, normalizeEmail } from '@notary/domain';
import { handleCommand, openEventStore, StartupError } from '@notary/infrastructure';
import { ConfigError, loadConfig, newId } from '@notary/platform';
import { AccountDirectory } from '../apps/command-api/src/features/accounts/account-directory';

/**
 * `npm run grant-role -- <email> <role>`: grants admin, support or accountant against the configured
 * stores. The grant is an event in the user's account stream (actor "cli"), so admins see it in the
 * account's history. A running server picks it up within a second.
 */
async function main(): Promise<void> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role) throw new UsageError(`Usage: npm run grant-role -- <email> <role>   (role: ${ROLES.join(', ')})`);
  if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`Unknown role "${role}". Roles: ${ROLES.join(', ')}`);

  const eventStore = await openEventStore(loadConfig());
  try {
    const account = await new AccountDirectory(eventStore).findByEmail(normalizeEmail(email));
    if (!account) throw new UsageError(`No account is registered with ${email}.`);
    const commandId = newId();
    const result = await handleCommand(
      eventStore,
      accountStream(account.userId),
      accountDecider,
      { type: 'GrantRole', role: role as Role, grantedBy: 'cli' },
      {
        ownerId: account.userId,
        actorId: 'cli',
        commandId,
        correlationId: commandId,
        causationId: commandId,
        now: new Date(),
      },
    );
    console.log(result.events.length ? `Granted ${role} to ${account.email} (user ${account.userId}).` : `${account.email} already holds ${role}.`);
  } finally {
    await eventStore.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
