import { signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, screenshot, signingEditor, signingRow } from './support/browser';
import { notaryOnSigningsList, useBrowser } from './support/harness';

// Issue 10, wall 5: edits are never lost silently, neither by leaving a dialog nor by a save that
// meets a newer version of the signing (409).
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'first-week-edits';
const session = useBrowser();

describe('leaving a dialog with changes', () => {
  it('asks before discarding (Escape, Cancel), keeps editing when told, and does not ask when nothing changed', async () => {
    const { page, api } = await notaryOnSigningsList(session, 'discard', (client) =>
      client.post('/api/appointmentapi/save', signingBody({ LastName: 'Keep' })),
    );
    const row = signingRow(page, 'Keep, Ana');
    await row.getByRole('button', { name: 'Keep, Ana', exact: true }).click();
    let editor = await signingEditor(page, 'Edit signing');
    // Nothing changed: Escape closes at once.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Keep, Ana', exact: true }).click();
    editor = await signingEditor(page, 'Edit signing');
    await editor.getByLabel('City').fill('Georgetown');
    await page.keyboard.press('Escape');
    const question = dialog(page, 'Discard your changes?');
    await question.waitFor();
    await screenshot(page, SPEC, '01-discard-question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await editor.getByLabel('City').inputValue()).toBe('Georgetown');

    await editor.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Discard' }).click();
    await editor.waitFor({ state: 'detached' });
    // Discarded: nothing was saved.
    const page1 = (await api.post('/api/appointmentapi/getpage', { Year: 'All' })).body;
    expect(page1.Appointments.map((signing: { City: string }) => signing.City)).toEqual(['Austin']);
  });
});

describe('a save that meets a newer version', () => {
  it('keeps the edits, shows what changed, and saves over the newer version when the notary keeps theirs', async () => {
    let id = '';
    const { page, api } = await notaryOnSigningsList(session, 'conflict-keep', async (client) => {
      id = (await client.post('/api/appointmentapi/save', signingBody({ LastName: 'Clash' }))).body.Id;
    });
    await signingRow(page, 'Clash, Ana').getByRole('button', { name: 'Clash, Ana', exact: true }).click();
    const editor = await signingEditor(page, 'Edit signing');
    await editor.getByLabel('First name').fill('Anabel');

    // Meanwhile, on the phone: the city changes.
    const stored = (await api.get(`/api/appointmentapi/get/${id}`)).body;
    expect((await api.post('/api/appointmentapi/save', { ...stored, City: 'Round Rock' })).status).toBe(200);

    await editor.getByRole('button', { name: 'Save' }).click();
    const conflict = editor.getByRole('alert').filter({ hasText: 'This signing was changed somewhere else' });
    await conflict.waitFor();
    const changes = conflict.getByRole('table', { name: 'What the other save changed' });
    expect(await changes.getByRole('row', { name: /City/ }).innerText()).toMatch(/City\s+Round Rock\s+Austin/);
    expect(await editor.getByLabel('First name').inputValue()).toBe('Anabel');
    await screenshot(page, SPEC, '02-conflict');

    await conflict.getByRole('button', { name: 'Keep my version' }).click();
    await editor.waitFor({ state: 'detached' });
    await eventually(async () => expect((await api.get(`/api/appointmentapi/get/${id}`)).body).toMatchObject({ FirstName: 'Anabel', City: 'Austin' }));
  });

  it('takes the newer version when the notary chooses it, and saves nothing', async () => {
    let id = '';
    const { page, api } = await notaryOnSigningsList(session, 'conflict-take', async (client) => {
      id = (await client.post('/api/appointmentapi/save', signingBody({ LastName: 'Yield' }))).body.Id;
    });
    await signingRow(page, 'Yield, Ana').getByRole('button', { name: 'Yield, Ana', exact: true }).click();
    const editor = await signingEditor(page, 'Edit signing');
    await editor.getByLabel('First name').fill('Mine');
    const stored = (await api.get(`/api/appointmentapi/get/${id}`)).body;
    await api.post('/api/appointmentapi/save', { ...stored, City: 'Round Rock' });
    await editor.getByRole('button', { name: 'Save' }).click();
    const conflict = editor.getByRole('alert').filter({ hasText: 'This signing was changed somewhere else' });
    await conflict.getByRole('button', { name: 'Use the saved version' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await editor.getByLabel('City').inputValue()).toBe('Round Rock');
    expect(await editor.getByLabel('First name').inputValue()).toBe('Ana');
    // Taken as it is saved: nothing to lose, so Escape closes without asking.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect((await api.get(`/api/appointmentapi/get/${id}`)).body).toMatchObject({ FirstName: 'Ana', City: 'Round Rock' });
  });
});
