// Browser tests of printing playsheets and cast sheets (issue 12, part 1): "Print playsheet…" on a
// campaign and "Print cast sheets…" on a saved scenario's board, each through the native save
// dialog, with the fake backend of sheets-mock.ts (the recorded casting answers, "Showdown at Dry
// Gulch" saved). Run `npm run build:ui` first; then `node --test tests/e2e/browser/sheets.test.mjs`.
// SHEETS_SHOTS=dir saves a screenshot of the cast-sheet dialog.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser('sheets-mock.ts');

async function openCampaign(page, name) {
  await page.getByTestId('campaign-item').filter({ hasText: name }).click();
  await page.getByTestId('campaign-title').waitFor();
}

test('a campaign prints its playsheet on the paper chosen, to the file chosen in the save dialog', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Trouble at Tin Cup');
  await id('playsheet-open').click();
  await id('playsheet-dialog').waitFor();
  assert.match(await id('playsheet-dialog').innerText(), /with this campaign’s options and house tables/);
  await id('playsheet-paper').selectOption('letter');

  // Cancelling the save dialog prints nothing.
  await page.evaluate(() => (window.__saveDialogAnswer = null));
  await id('playsheet-submit').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'plugin:dialog|save'));
  assert.equal((await ipcCalls(page, 'print_playsheet')).length, 0);

  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/Tin Cup playsheet.pdf'));
  await id('playsheet-submit').click();
  await id('playsheet-result').waitFor();
  assert.equal(await id('playsheet-result').innerText(), 'Saved 12 pages to /home/tester/Tin Cup playsheet.pdf');
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.deepEqual(dialog.args.options, {
    defaultPath: 'Trouble at Tin Cup-playsheet.pdf',
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  assert.deepEqual((await ipcCalls(page, 'print_playsheet')).map((c) => c.args), [
    { ruleset: 'fate', campaign_id: 2, paper: 'letter', path: '/home/tester/Tin Cup playsheet.pdf' },
  ]);
  await id('playsheet-close').click();
  await id('playsheet-dialog').waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await close();
});

test('a saved scenario prints every player’s cast sheets, or one player’s, and a refusal is shown with its code', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Showdown at Dry Gulch');
  // The QOTD playsheet is offered here too.
  await id('playsheet-open').click();
  assert.match(await id('playsheet-dialog').innerText(), /Every chart of Reels 3 to 7/);
  await id('playsheet-close').click();

  await id('campaign-view-casting').click();
  await id('scenario-row').first().waitFor();
  await id('scenario-open').first().click();
  await id('casting-board').waitFor();
  await id('cast-sheet-open').click();
  await id('cast-sheet-dialog').waitFor();
  // Every player, then each one by name.
  assert.deepEqual(await id('cast-sheet-player').locator('option').allTextContents(), ['Every player', 'Ann', 'Bob']);
  assert.equal(await id('cast-sheet-unsaved').count(), 0, 'nothing changed since it was saved');
  if (process.env.SHEETS_SHOTS) await page.screenshot({ path: `${process.env.SHEETS_SHOTS}/cast-sheet-dialog.png` });

  await id('cast-sheet-submit').click();
  await id('cast-sheet-result').waitFor();
  assert.equal(await id('cast-sheet-result').innerText(), 'Saved 12 pages to /tmp/posse-e2e/Showdown at Dry Gulch-cast-sheets.pdf');

  await id('cast-sheet-player').selectOption('Bob');
  await id('cast-sheet-paper').selectOption('a4');
  await id('cast-sheet-submit').click();
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'print_cast_sheet').length === 2);
  await page.waitForFunction(() => document.querySelector('[data-testid="cast-sheet-result"]')?.textContent?.includes('Bob'));
  assert.equal(await id('cast-sheet-result').innerText(), 'Saved 6 pages to /tmp/posse-e2e/Showdown at Dry Gulch-Bob.pdf');
  const prints = (await ipcCalls(page, 'print_cast_sheet')).map((c) => c.args);
  assert.equal(prints.length, 2);
  assert.equal(prints[0].player, null);
  assert.deepEqual(prints[1], {
    scenario_id: prints[0].scenario_id,
    player: 'Bob',
    paper: 'a4',
    path: '/tmp/posse-e2e/Showdown at Dry Gulch-Bob.pdf',
  });

  // The backend's refusal is shown as it says it, with its code.
  await page.evaluate(() => {
    const real = window.__TAURI_INTERNALS__.invoke;
    window.__TAURI_INTERNALS__.invoke = (cmd, args, options) =>
      cmd === 'print_cast_sheet' ? real(cmd, { ...args, player: 'Carol' }, options) : real(cmd, args, options);
  });
  await id('cast-sheet-submit').click();
  await id('cast-sheet-error').waitFor();
  assert.equal(await id('cast-sheet-error').getAttribute('data-code'), 'print_option_invalid');
  assert.match(await id('cast-sheet-error').innerText(), /no player called "Carol"/);
  assert.deepEqual(problems, []);
  await close();
});

test('a new scenario has no cast sheets until it is saved', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await openCampaign(page, 'Showdown at Dry Gulch');
  await id('campaign-view-casting').click();
  await id('scenario-new').click();
  await id('casting-board').waitFor();
  assert.equal(await id('cast-sheet-open').isDisabled(), true);
  assert.equal(await id('cast-sheet-open').getAttribute('title'), 'Save the scenario first');
  assert.deepEqual(problems, []);
  await close();
});
