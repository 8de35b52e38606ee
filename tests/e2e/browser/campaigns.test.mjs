// Browser tests of the campaign list against the fake backend (mock-ipc.ts): both demos at any
// time, renaming, exporting and importing through the (faked) native dialogs, and removing with a
// question first, Undo, and "Removed campaigns" (issue 15, item 2). Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser();

const titles = async (page) => (await page.getByTestId('campaign-item').locator('.title').allInnerTexts()).map(squash);

test('both demos can be made at any time, and a campaign is renamed, exported, removed, brought back and imported', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  // The first demo from the welcome, the fate one from the list's own buttons later.
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('back-to-list').click();
  await id('campaign-item').first().waitFor();
  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'Trouble at Tin Cup');
  await id('back-to-list').click();
  await id('campaign-item').nth(1).waitFor();
  assert.deepEqual(await titles(page), ['Showdown at Dry Gulch', 'Trouble at Tin Cup']);
  // A second QOTD demo too: the demo can be had again whenever wanted.
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('back-to-list').click();
  await id('campaign-item').nth(2).waitFor();
  assert.equal((await titles(page)).length, 3);

  // Rename: a blank name is refused with the field's reason; Escape leaves the name as it was.
  const first = id('campaign-row').first();
  await first.getByTestId('campaign-rename').click();
  const input = id('campaign-rename-input');
  assert.equal(await input.inputValue(), 'Showdown at Dry Gulch');
  await input.fill('   ');
  await input.press('Enter');
  assert.equal(await id('campaign-rename-error').innerText(), 'name: must not be empty');
  await input.press('Escape');
  await id('campaign-rename-form').waitFor({ state: 'detached' });
  assert.equal((await titles(page))[0], 'Showdown at Dry Gulch');
  await first.getByTestId('campaign-rename').click();
  await id('campaign-rename-input').fill('Dry Gulch, the sequel');
  await id('campaign-rename-input').press('Enter');
  await id('campaign-rename-form').waitFor({ state: 'detached' });
  assert.equal((await titles(page))[0], 'Dry Gulch, the sequel');
  assert.deepEqual((await ipcCalls(page, 'rename_campaign')).at(-1).args, { campaign_id: 1, name: 'Dry Gulch, the sequel' });

  // Export through the save dialog: the file is named after the campaign; what was written is said.
  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/dry-gulch.posse.json'));
  await first.getByTestId('campaign-export').click();
  await id('list-notice').waitFor();
  assert.equal(squash(await id('list-notice').innerText()),
    'Exported "Dry Gulch, the sequel" (8 characters) to /home/tester/dry-gulch.posse.json.');
  const dialog = (await ipcCalls(page, 'plugin:dialog|save')).at(-1).args.options;
  assert.equal(dialog.defaultPath, 'dry-gulch-the-sequel.posse.json');
  // A cancelled dialog exports nothing.
  await page.evaluate(() => (window.__saveDialogAnswer = null));
  await first.getByTestId('campaign-export').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="list-notice"]'));
  assert.equal((await ipcCalls(page, 'export_campaign')).length, 1);

  // Remove asks first; "Keep it" keeps it.
  await first.getByTestId('campaign-remove').click();
  await id('confirm-remove-campaign').waitFor();
  assert.match(squash(await id('confirm-remove-campaign').innerText()), /Dry Gulch, the sequel \(2 sides, 8 characters\) leaves the list\. Nothing is deleted/);
  await page.screenshot({ path: '/tmp/posse-ui-confirm-remove.png' });
  await id('confirm-remove-cancel').click();
  await id('confirm-remove-campaign').waitFor({ state: 'detached' });
  assert.equal((await titles(page)).length, 3);
  assert.equal((await ipcCalls(page, 'remove_campaign')).length, 0);

  // Removed, then Undo brings it back.
  await first.getByTestId('campaign-remove').click();
  await id('confirm-remove-ok').click();
  await id('list-undo').waitFor();
  assert.equal(squash(await id('list-notice').innerText()), 'Removed "Dry Gulch, the sequel". Undo');
  assert.deepEqual(await titles(page), ['Trouble at Tin Cup', 'Showdown at Dry Gulch']);
  await id('list-undo').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="campaign-item"]').length === 3);
  assert.equal(squash(await id('list-notice').innerText()), '"Dry Gulch, the sequel" is back.');

  // Removed again: kept under "Removed campaigns" until brought back from there.
  await id('campaign-row').nth(1).getByTestId('campaign-remove').click();
  await id('confirm-remove-ok').click();
  await id('removed-campaigns').waitFor();
  await id('removed-campaigns').locator('summary').click();
  assert.match(squash(await id('removed-campaign').innerText()), /^Trouble at Tin Cup · Western Gunfight \(fate deck\) · 8 characters · removed /);
  await page.screenshot({ path: '/tmp/posse-ui-campaign-list.png', fullPage: true });
  await id('restore-campaign').click();
  await id('removed-campaigns').waitFor({ state: 'detached' });
  assert.equal((await titles(page)).length, 3);

  // Import through the open dialog: the file exported above comes in as a new campaign.
  await page.evaluate(() => (window.__openDialogAnswer = '/home/tester/dry-gulch.posse.json'));
  await id('import-campaign').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="campaign-item"]').length === 4);
  assert.equal(squash(await id('list-notice').innerText()), 'Imported "Dry Gulch, the sequel" as a new campaign (8 characters).');
  // A file that is not there is named in the error, and nothing is added.
  await page.evaluate(() => (window.__openDialogAnswer = '/home/tester/gone.json'));
  await id('import-campaign').click();
  await id('list-error').waitFor();
  assert.equal(await id('list-error').getAttribute('data-code'), 'io_error');
  assert.match(await id('list-error').innerText(), /^\/home\/tester\/gone\.json: /);
  assert.equal((await titles(page)).length, 4);

  assert.deepEqual(problems, []);
  await close();
});
