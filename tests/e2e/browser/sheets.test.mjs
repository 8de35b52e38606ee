// Browser tests of printing playsheets and cast sheets (issue 12) in the print center: "Print
// playsheet…" on a campaign and "Print cast sheets…" on a saved scenario's board open it on them;
// the preview shows the pages and "Save PDF…" writes them through the native save dialog, with the
// fake backend of sheets-mock.ts (the recorded casting answers, "Showdown at Dry Gulch" saved).
// Run `npm run build:ui` first; then `node --test tests/e2e/browser/sheets.test.mjs`.
// PRINT_SHOTS=dir saves screenshots of the center on the cast sheets at 1200 × 800 and 800 × 560.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser('sheets-mock.ts');

async function openCampaign(page, name) {
  await page.getByTestId('campaign-item').filter({ hasText: name }).click();
  await page.getByTestId('campaign-title').waitFor();
}

/** The latest preview asked for, once its pages are drawn. */
async function shown(page) {
  await page.waitForFunction(() =>
    !document.querySelector('[data-testid="center-preview"]')?.classList.contains('busy') &&
    document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  return (await ipcCalls(page, 'print_preview')).at(-1).args;
}

test('a campaign previews its playsheet on the paper chosen, and saves it to the file chosen in the save dialog', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Trouble at Tin Cup');
  await id('playsheet-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'playsheet');
  assert.match(await id('center-hint').innerText(), /with this campaign’s options and house tables/);
  await id('center-paper').selectOption('letter');
  await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]')?.textContent === '2 pages · Letter');
  assert.deepEqual(await shown(page), { job: { what: 'playsheet', ruleset: 'fate', campaign_id: 2 }, settings: { landscape: false, paper: 'letter' } });
  assert.equal(await id('center-bleed').count(), 0, 'a sheet of pages takes no card options');

  // Cancelling the save dialog writes nothing.
  await page.evaluate(() => (window.__saveDialogAnswer = null));
  await id('center-save').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'plugin:dialog|save'));
  assert.equal((await ipcCalls(page, 'save_pdf')).length, 0);

  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/Tin Cup playsheet.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  assert.match(await id('center-saved').innerText(), /^Saved \d+ pages? to \/home\/tester\/Tin Cup playsheet\.pdf/);
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.deepEqual(dialog.args.options, {
    defaultPath: 'Trouble at Tin Cup-playsheet.pdf',
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  const [saved] = await ipcCalls(page, 'save_pdf');
  assert.equal(saved.args.path, '/home/tester/Tin Cup playsheet.pdf');
  assert.ok(saved.args.pdf_base64.startsWith('JVBERi0'), 'a PDF');
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await close();
});

test('a saved scenario previews every player’s cast sheets, or one player’s, and a refusal is shown with its code', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Showdown at Dry Gulch');
  // The QOTD playsheet is offered here too.
  await id('playsheet-open').click();
  assert.match(await id('center-hint').innerText(), /Every chart of Reels 3 to 7/);
  assert.deepEqual((await shown(page)).job, { what: 'playsheet', ruleset: 'qotd', campaign_id: null });
  await id('center-close').click();

  await id('campaign-view-casting').click();
  await id('scenario-row').first().waitFor();
  await id('scenario-open').first().click();
  await id('casting-board').waitFor();
  await id('cast-sheet-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'cast_sheet');
  // Every player, then each one by name.
  assert.deepEqual(await id('center-player').locator('option').allTextContents(), ['Every player', 'Ann', 'Bob']);
  assert.equal(await id('center-unsaved').count(), 0, 'nothing changed since it was saved');
  const every = await shown(page);
  assert.deepEqual(every.job, { what: 'cast_sheet', cast_id: every.job.cast_id, player: null });
  assert.equal(await page.locator('[data-testid="center-pages"] canvas').count(), 2, 'a canvas per page of the PDF');
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await page.setViewportSize({ width, height });
    if (process.env.PRINT_SHOTS) await page.screenshot({ path: `${process.env.PRINT_SHOTS}/print-center-cast-sheets-${width}x${height}.png` });
    const save = await id('center-save').boundingBox();
    assert.ok(save && save.y + save.height <= height && save.x + save.width <= width, `Save PDF… in reach at ${width} × ${height}`);
  }
  await page.setViewportSize({ width: 1200, height: 800 });

  await id('center-save').click();
  await id('center-saved').waitFor();
  assert.match(await id('center-saved').innerText(), /to \/tmp\/posse-e2e\/Showdown at Dry Gulch-cast-sheets\.pdf/);

  await id('center-player').selectOption('Bob');
  await id('center-paper').selectOption('a4');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'print_preview' && c.args.job.player === 'Bob' && c.args.settings.paper === 'a4'));
  assert.deepEqual(await shown(page), { job: { what: 'cast_sheet', cast_id: every.job.cast_id, player: 'Bob' }, settings: { landscape: false, paper: 'a4' } });
  await id('center-save').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="center-saved"]')?.textContent?.includes('Bob'));
  assert.deepEqual((await ipcCalls(page, 'save_pdf')).map((c) => c.args.path), [
    '/tmp/posse-e2e/Showdown at Dry Gulch-cast-sheets.pdf',
    '/tmp/posse-e2e/Showdown at Dry Gulch-Bob.pdf',
  ]);

  // The backend's refusal is shown as it says it, with its code, and nothing can be saved.
  await page.evaluate(() => {
    const real = window.__TAURI_INTERNALS__.invoke;
    window.__TAURI_INTERNALS__.invoke = (cmd, args, options) =>
      cmd === 'print_preview' ? real(cmd, { ...args, job: { ...args.job, player: 'Carol' } }, options) : real(cmd, args, options);
  });
  await id('center-player').selectOption('Ann');
  await id('center-error').waitFor();
  assert.equal(await id('center-error').getAttribute('data-code'), 'print_option_invalid');
  assert.match(await id('center-error').innerText(), /no player called "Carol"/);
  assert.equal(await id('center-save').isDisabled(), true);
  assert.deepEqual(problems, []);
  await close();
});

test('changes not saved yet are named: the cast sheets print the scenario as last saved', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await openCampaign(page, 'Showdown at Dry Gulch');
  await id('campaign-view-casting').click();
  await id('scenario-open').first().click();
  await id('casting-board').waitFor();
  await id('scenario-plot').fill('The Clantons ride in at dusk.');
  await id('cast-sheet-open').click();
  await id('center-unsaved').waitFor();
  assert.match(await id('center-unsaved').innerText(), /as last saved/);
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
