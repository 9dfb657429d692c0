import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { PROJECTION_OPERATIONS_STREAM } from '@notary/events';
import { grantRole } from '../support/roles';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';
import { caughtUp } from '../support/deadline';

// Projections (issue 16): an admin finds a projection stopped by an event it cannot apply, sees the
// event named with a link to the stream browser, skips it with a reason, and the projection runs again.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'projections';
const session = useBrowser();
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });

describe('the projections panel', () => {
  it('shows a stopped projection with its poison event, and skipping that event clears it', async () => {
    const notary = await seedNotary(session.app, 'projections-notary');
    // A change to a signing that was never scheduled: the signings projection cannot apply it.
    const poisonId = randomUUID();
    const streamId = `signing-ghost-${poisonId.slice(0, 8)}`;
    const poison = await session.app.runtime.stores.eventStore.appendToStream(
      streamId,
      [
        {
          id: poisonId,
          type: 'SigningDetailsChanged',
          data: { SigningId: `ghost-${poisonId}`, Changes: { City: 'Nowhere' } },
          metadata: {
            ownerId: notary.userId,
            actorId: notary.userId,
            correlationId: randomUUID(),
            causationId: randomUUID(),
            commandId: randomUUID(),
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await caughtUp(session.app.runtime.catalog, poison.position);

    const admin = await seedNotary(session.app, 'projections-admin');
    await grantRole(session.app, admin.userId, 'admin');
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, admin.email);
    await openMenuGroup(page, 'Support');
    await mainMenu(page).getByRole('link', { name: 'Projections: read models and their state' }).click();
    await waitForPath(page, '/Admin/Projections');
    await page.getByRole('heading', { name: 'Projections', level: 1 }).waitFor();

    const signings = row(page, 'signings');
    await eventually(async () => expect(await signings.innerText()).toContain('Stopped'));
    const text = (await signings.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(`Event ${poison.position.toLocaleString('en-US')}`);
    expect(text).toContain('SigningDetailsChanged');
    expect(await signings.getByRole('link', { name: `open ${streamId} in the stream browser` }).getAttribute('href')).toBe(
      `/Support/Streams/${encodeURIComponent(streamId)}?revision=0`,
    );
    // The other projections go on.
    expect(await row(page, 'customers').innerText()).toContain('Running');
    await screenshot(page, SPEC, '01-stopped-1366');

    await signings.getByRole('button', { name: 'Skip the event signings stopped on' }).click();
    const confirm = dialog(page, 'Skip this event?');
    expect((await confirm.innerText()).replace(/\s+/g, ' ')).toContain(
      `event ${poison.position.toLocaleString('en-US')} (SigningDetailsChanged, id ${poisonId}`,
    );
    // A reason is required: the skip goes on the record with it.
    await confirm.getByRole('button', { name: 'Skip the event' }).click();
    await confirm.getByText('Say why this event is skipped.').waitFor();
    await confirm.getByLabel('Why skip it (kept on the operations record)').fill('A ghost signing left by a test');
    await screenshot(page, SPEC, '02-skip-dialog-1366');
    await confirm.getByRole('button', { name: 'Skip the event' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `Skipped event ${poison.position.toLocaleString('en-US')} in signings.` })
      .waitFor();

    await eventually(async () => expect(await signings.innerText()).toContain('Running'));
    expect(await signings.getByRole('button', { name: 'Skip the event signings stopped on' }).count()).toBe(0);
    await screenshot(page, SPEC, '03-skipped-1366');

    const record = await session.app.runtime.stores.eventStore.readStream(PROJECTION_OPERATIONS_STREAM);
    expect(record.at(-1)).toMatchObject({
      type: 'ProjectionEventSkipped',
      data: { Projection: 'signings', EventId: poisonId, OperatorEmail: admin.email, Why: 'A ghost signing left by a test' },
    });

    // At phone width the table still reads.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, '04-panel-390');
  });
});
