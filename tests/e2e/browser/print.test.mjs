// Browser tests of the print dialog against the fake backend (mock-ipc.ts): the fate deck printed
// from where it is shown with the sheet's settings, a printer profile added from the alignment test's
// readings and chosen, a bad value refused naming its field, the chits, and what a QOTD campaign
// offers. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test('the fate deck prints on Letter with 3 mm bleed and long-edge backs, then on a printer profile made from the alignment test', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('fate-deck-open').click();
  await id('fate-deck-print').click();
  await id('print-dialog').waitFor();
  assert.equal(await id('print-what-fate_deck').isChecked(), true, 'opened on the fate deck');
  // A fate campaign offers its deck and chits, no pack.
  assert.equal(await id('print-what-chits').count(), 1);
  assert.equal(await id('print-what-pack').count(), 0);

  await id('sheet-paper').selectOption('letter');
  await id('sheet-bleed').fill('3');
  await id('sheet-duplex').selectOption('long');
  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/tin-cup-deck.pdf'));
  await id('print-submit').click();
  await id('print-result').waitFor();
  assert.match(await id('print-result').innerText(), /^Saved \d+ pages to \/home\/tester\/tin-cup-deck\.pdf: \d+ cards on \d+ sheets, 4 to a sheet\.$/);
  assert.equal(await id('print-settings').innerText(), 'Letter, poker 63.5 × 88.9 mm, 3 mm bleed, long-edge backs');
  assert.match(await id('print-notes').innerText(), /blank character cards to write in/);
  const [deck] = await ipcCalls(page, 'print_fate_deck');
  assert.deepEqual(deck.args, {
    source: { from: 'campaign', campaign_id: 1, side_id: null },
    blanks: null,
    settings: { landscape: false, paper: 'letter', bleed_mm: 3, duplex: 'long' },
    path: '/home/tester/tin-cup-deck.pdf',
  });
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.equal(dialog.args.options.defaultPath, 'Trouble at Tin Cup-fate-deck.pdf');
  await page.screenshot({ path: '/tmp/posse-ui-print-deck.png' });

  // The alignment test, then a profile from its readings: a ruler measured at 80 mm is refused.
  await id('print-what-alignment_test').check();
  assert.equal(await id('sheet-bleed').count(), 0, 'no bleed for the test');
  await id('print-submit').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'print_alignment_test'));
  await id('printer-add').click();
  await id('printer-form').waitFor();
  await id('printer-name').fill('Office laser');
  await id('printer-paper').fill('letter');
  await id('printer-offset-x').fill('0.8');
  await id('printer-offset-y').fill('-1.2');
  await id('printer-ruler').fill('80');
  await id('printer-save').click();
  await id('printer-error').waitFor();
  assert.equal(await id('printer-error').getAttribute('data-code'), 'print_option_invalid');
  assert.match(await id('printer-error').innerText(), /^measured_ruler: 80 mm: the 100 mm ruler must measure 90 to 110 mm/);
  await id('printer-ruler').fill('99.2');
  await id('printer-save').click();
  await id('printer-form').waitFor({ state: 'detached' });
  assert.equal(await id('print-printer').inputValue(), 'Office laser', 'the new profile is chosen');
  const added = (await ipcCalls(page, 'add_printer')).map((c) => c.args.profile);
  assert.deepEqual(added.at(-1), {
    name: 'Office laser', paper: 'letter', duplex: 'long', back_offset_x_mm: 0.8, back_offset_y_mm: -1.2, measured_ruler_mm: 99.2,
  });
  // Empty fields now say they come from the printer.
  assert.equal(await id('sheet-offset-x').getAttribute('placeholder'), 'printer: 0.8');
  assert.equal(squash(await id('sheet-paper').locator('option').first().innerText()), 'printer: letter');

  // The deck again, on that printer.
  await id('print-what-fate_deck').check();
  await id('sheet-bleed').fill('3');
  await id('sheet-paper').selectOption('');
  await id('sheet-duplex').selectOption('');
  await id('print-submit').click();
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'print_fate_deck').length === 2);
  await page.waitForFunction(() => document.querySelector('[data-testid="print-settings"]')?.textContent?.includes('Office laser'));
  const again = (await ipcCalls(page, 'print_fate_deck')).at(-1);
  assert.deepEqual(again.args.settings, { landscape: false, printer: 'Office laser', bleed_mm: 3 });

  // Edited: the offset moves; a duplicate name would be refused by the backend.
  await id('printer-edit').click();
  await id('printer-offset-x').fill('-0.4');
  await id('printer-save').click();
  await id('printer-form').waitFor({ state: 'detached' });
  const [edit] = await ipcCalls(page, 'edit_printer');
  assert.deepEqual(edit.args, {
    name: 'Office laser',
    edit: { paper: 'letter', duplex: 'long', back_offset_mm: [-0.4, -1.2], measured_ruler_mm: 99.2 },
  });
  assert.deepEqual(problems, []);
  await close();
});

test('chits print square, and a bad bleed is refused naming the field', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('print-open').click();
  await id('print-dialog').waitFor();
  assert.equal(await id('print-what-roster').isChecked(), true);
  await id('print-what-chits').check();
  assert.equal(await id('sheet-card').count(), 0, 'chits have no card size');
  await id('sheet-chit-shape').selectOption('square');
  await id('sheet-chit-size').fill('25');
  await id('sheet-bleed').fill('5');
  await id('print-submit').click();
  await id('print-error').waitFor();
  assert.equal(await id('print-error').getAttribute('data-code'), 'print_option_invalid');
  assert.equal(await id('print-error').innerText(), 'bleed: 5 mm: bleed must be 0 to 3 mm');
  await id('sheet-bleed').fill('');
  await id('print-submit').click();
  await id('print-result').waitFor();
  const chits = (await ipcCalls(page, 'print_chits')).map((c) => c.args.settings);
  assert.deepEqual(chits.at(-1), { landscape: false, chit_shape: 'square', chit_size_mm: 25 });

  // At the smallest window the dialog scrolls, and its buttons stay in reach.
  await page.setViewportSize({ width: 800, height: 560 });
  await id('print-what-fate_deck').check();
  const submit = await id('print-submit').boundingBox();
  assert.ok(submit && submit.y + submit.height <= 560 && submit.x + submit.width <= 800, JSON.stringify(submit));
  await page.screenshot({ path: '/tmp/posse-ui-print-small.png' });
  assert.deepEqual(problems, []);
  await close();
});

test('a QOTD campaign prints its roster with the dead left out, and sends the pack to its scenario', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('print-open').click();
  await id('print-dialog').waitFor();
  assert.equal(await id('print-what-pack').count(), 0);
  assert.match(await id('print-pack-hint').innerText(), /Casting tab/);
  await id('print-leave-out-dead').check();
  await id('print-submit').click();
  await id('print-result').waitFor();
  const [roster] = await ipcCalls(page, 'print_roster');
  assert.deepEqual(roster.args.options, { side_id: null, leave_out_dead: true });
  assert.deepEqual(problems, []);
  await close();
});
