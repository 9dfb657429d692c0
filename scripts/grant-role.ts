import { accountStream, ROLES, type Role } from '@notary/events';
import { accountDecider, DomainError, normalizeEmail } from '@notary/domain';
import { handleCommand, openEventStore, StartupError } from '@notary/infrastructure';
import { ConfigError, loadConfig, newId } from '@notary/platform';
import { AccountDirectory } from '../apps/command-api/src/features/accounts/account-directory';

/**
 * `npm run grant-role -- <email> <role>`: grants admin, support or accountant against the configured
 * stores (`DATA_DIR` and the rest, as the server reads them); `--revoke` takes the role back. Each is
 * an event in the user's account stream (RoleGranted, RoleRevoked; actor "cli"), so admins see it in
 * the account's history. A running server picks it up within a second.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const [email, role] = args.filter((arg) => arg !== '--revoke');
  if (!email || !role) throw new UsageError(`Usage: npm run grant-role -- <email> <role> [--revoke]   (role: ${ROLES.join(', ')})`);
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
      revoke ? { type: 'RevokeRole', role: role as Role, revokedBy: 'cli' } : { type: 'GrantRole', role: role as Role, grantedBy: 'cli' },
      {
        ownerId: account.userId,
        actorId: 'cli',
        commandId,
        correlationId: commandId,
        causationId: commandId,
        now: new Date(),
      },
    );
    if (revoke)
      console.log(result.events.length ? `Revoked ${role} from ${account.email} (user ${account.userId}).` : `${account.email} does not hold ${role}.`);
    else console.log(result.events.length ? `Granted ${role} to ${account.email} (user ${account.userId}).` : `${account.email} already holds ${role}.`);
  } finally {
    await eventStore.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof StartupError || error instanceof DomainError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
