// Browser tests of the print center's card options (what the old print dialog did, now in the one
// print center) against the fake backend (mock-ipc.ts): the fate deck opened from where it is shown,
// with the sheet's settings and blank cards; a printer profile added from the alignment test's
// readings and chosen; chits square; a bad value refused naming its field; what a QOTD campaign
// offers and its roster with the dead left out. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser();

/** The fate demo made, and the print center opened on its fate deck (from the deck's panel) or on its roster. */
async function fateDemoPrintCenter(page, { fromDeck }) {
  const id = (testid) => page.getByTestId(testid);
  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  if (fromDeck) {
    await id('fate-deck-open').click();
    await id('fate-deck-print').click();
  } else {
    await id('print-center-open').click();
  }
  await id('print-center').waitFor();
}

/** The latest preview asked for, once the preview shows an answer to it. */
async function lastAsked(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="center-preview"]')?.classList.contains('busy'));
  return (await ipcCalls(page, 'print_preview')).at(-1).args;
}

test('the fate deck previews on Letter with 3 mm bleed, long-edge backs and blank cards, then on a printer profile made from the alignment test', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await fateDemoPrintCenter(page, { fromDeck: true });
  assert.equal(await id('center-what').inputValue(), 'fate_deck', 'opened on the fate deck');
  // A fate campaign offers its deck and chits, no pack.
  const offered = await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.ok(offered.includes('chits') && !offered.includes('pack'), offered.join());

  await id('center-paper').selectOption('letter');
  await id('center-bleed').fill('3');
  await id('center-duplex').selectOption('long');
  await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]')?.textContent?.includes('3 mm bleed'));
  assert.equal(await id('center-summary').innerText(), '4 sheets (8 pages) · Letter, poker 63.5 × 88.9 mm, 3 mm bleed, long-edge backs');
  assert.match(await id('center-notes').innerText(), /blank character cards to write in/);
  // Long edge is the default: chosen, nothing is sent for it.
  assert.deepEqual((await lastAsked(page)).settings, { landscape: false, paper: 'letter', bleed_mm: 3 });

  // Blank cards: a word is refused naming the field, and nothing is asked; a number is sent.
  const asked = (await ipcCalls(page, 'print_preview')).length;
  await id('center-blanks').fill('two');
  await id('center-error').waitFor();
  assert.equal(await id('center-error').innerText(), 'Blank cards: "two" is not a whole number');
  assert.equal(await id('center-save').isDisabled(), true);
  assert.equal((await ipcCalls(page, 'print_preview')).length, asked, 'nothing asked of the backend');
  await id('center-blanks').fill('0');
  await id('center-error').waitFor({ state: 'detached' });
  assert.deepEqual((await lastAsked(page)).job, { what: 'fate_deck', source: { from: 'campaign', campaign_id: 1, side_id: null }, blanks: 0 });
  assert.equal(await id('center-notes').count(), 0, 'no blank cards asked, none added');

  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/tin-cup-deck.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.equal(dialog.args.options.defaultPath, 'Trouble at Tin Cup-fate-deck.pdf');
  assert.equal((await ipcCalls(page, 'save_pdf'))[0].args.path, '/home/tester/tin-cup-deck.pdf');

  // The alignment test, then a profile from its readings: a ruler measured at 80 mm is refused.
  await id('center-what').selectOption('alignment_test');
  assert.equal(await id('center-bleed').count(), 0, 'no bleed for the test');
  assert.match(await id('center-hint').innerText(), /Held to the light/);
  assert.equal((await lastAsked(page)).job.what, 'alignment_test');
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
  assert.match(await id('printer-error').innerText(), /^The 100 mm ruler measured: 80 mm: the 100 mm ruler must measure 90 to 110 mm/);
  await id('printer-ruler').fill('99.2');
  await id('printer-save').click();
  await id('printer-form').waitFor({ state: 'detached' });
  assert.equal(await id('center-printer').inputValue(), 'Office laser', 'the new profile is chosen');
  const added = (await ipcCalls(page, 'add_printer')).map((c) => c.args.profile);
  assert.deepEqual(added.at(-1), {
    name: 'Office laser', paper: 'letter', duplex: 'long', back_offset_x_mm: 0.8, back_offset_y_mm: -1.2, measured_ruler_mm: 99.2,
  });
  // Empty fields now say they come from the printer; its paper is the one printed on.
  assert.equal(await id('center-offset-x').getAttribute('placeholder'), 'printer: 0.8');
  assert.equal(await id('center-paper').inputValue(), 'letter');
  assert.deepEqual((await id('center-paper').locator('option').allInnerTexts()).map(squash), ['A4', 'Letter (printer)', 'Other (W × H mm)']);

  // The deck again, on that printer.
  await id('center-what').selectOption('fate_deck');
  assert.equal(await id('center-duplex').inputValue(), 'long');
  assert.deepEqual((await id('center-duplex').locator('option').allInnerTexts()).map(squash), ['Long edge (printer)', 'Short edge', 'Fronts only']);
  await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]')?.textContent?.includes('Letter'));
  assert.deepEqual((await lastAsked(page)).settings, { landscape: false, printer: 'Office laser', bleed_mm: 3 });

  // Edited: the offset moves.
  await id('printer-edit').click();
  await id('printer-offset-x').fill('-0.4');
  await id('printer-save').click();
  await id('printer-form').waitFor({ state: 'detached' });
  const [edit] = await ipcCalls(page, 'edit_printer');
  assert.deepEqual(edit.args, {
    name: 'Office laser',
    edit: { paper: 'letter', duplex: 'long', back_offset_mm: [-0.4, -1.2], measured_ruler_mm: 99.2 },
  });
  assert.equal(await id('center-offset-x').getAttribute('placeholder'), 'printer: -0.4');
  assert.deepEqual(problems, []);
  await close();
});

test('chits preview square, a bad bleed is refused naming the field, and the buttons stay in reach in a small window', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'roster');
  await id('center-what').selectOption('chits');
  assert.equal(await id('center-card').count(), 0, 'chits have no card size');
  await id('center-chit-shape').selectOption('square');
  await id('center-chit-size').fill('25');
  await id('center-bleed').fill('5');
  await id('center-error').waitFor();
  assert.equal(await id('center-error').getAttribute('data-code'), 'print_option_invalid');
  assert.equal(await id('center-error').innerText(), 'Bleed: 5 mm: bleed must be 0 to 3 mm');
  assert.equal(await id('center-save').isDisabled(), true);
  await id('center-bleed').fill('');
  await id('center-error').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]')?.textContent?.includes('square chits'));
  const chits = await lastAsked(page);
  assert.deepEqual(chits.job, { what: 'chits', campaign_id: 1 });
  assert.equal(chits.settings.chit_shape, 'square');
  assert.equal(chits.settings.chit_size_mm, 25);
  assert.equal(chits.settings.bleed_mm, undefined);
  assert.match(await id('center-summary').innerText(), /square chits 25 mm across/);

  // At the smallest window the center scrolls, and its buttons stay in reach.
  await page.setViewportSize({ width: 800, height: 560 });
  await id('center-what').selectOption('fate_deck');
  const save = await id('center-save').boundingBox();
  assert.ok(save && save.y + save.height <= 560 && save.x + save.width <= 800, JSON.stringify(save));
  assert.deepEqual(problems, []);
  await close();
});

test('a QOTD campaign previews its roster with the dead left out, and sends the pack to its scenario', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  const offered = await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['roster', 'playsheet', 'alignment_test']);
  assert.match(await id('center-pack-hint').innerText(), /Casting tab/);
  await id('center-leave-out-dead').check();
  await page.waitForFunction(() =>
    window.__ipcCalls.some((c) => c.cmd === 'print_preview' && c.args.job.options?.leave_out_dead === true));
  assert.deepEqual((await lastAsked(page)).job, { what: 'roster', campaign_id: 1, options: { side_id: null, leave_out_dead: true } });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="center-pages"] canvas').length === 2);
  assert.deepEqual(problems, []);
  await close();
});

test('every number field of the print center refuses what is not a number, naming the field, and Save waits (issue 29, item 3)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await fateDemoPrintCenter(page, { fromDeck: false });

  // Each field in turn: on the fate deck (bleed, card size, offsets, ruler, paper), then chits.
  const fields = [
    ['fate_deck', 'center-bleed', 'Bleed (mm)', null],
    ['fate_deck', 'center-offset-x', 'Back offset X (mm)', null],
    ['fate_deck', 'center-offset-y', 'Back offset Y (mm)', null],
    ['fate_deck', 'center-ruler', 'Ruler (mm)', null],
    ['fate_deck', 'center-card-custom', 'Card size (W × H mm)', ['center-card', 'custom']],
    ['fate_deck', 'center-paper-custom', 'Paper (W × H mm)', ['center-paper', 'custom']],
    ['chits', 'center-chit-size', 'Chits across (mm)', null],
  ];
  for (const [what, field, label, pick] of fields) {
    await id('center-what').selectOption(what);
    if (pick) await id(pick[0]).selectOption(pick[1]);
    await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]') || document.querySelector('[data-testid="center-error"]'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="center-preview"]')?.classList.contains('busy'));
    const asked = (await ipcCalls(page, 'print_preview')).length;
    await id(field).fill('abc');
    await id('center-error').waitFor();
    const message = await id('center-error').innerText();
    assert.ok(message.startsWith(`${label}: "abc" is not`), `${field}: ${message}`);
    assert.equal(await id(field).getAttribute('aria-invalid'), 'true', `${field} is marked`);
    assert.match(await id('center-faults').innerText(), new RegExp(`^${label.replace(/[()×]/g, '.')}: "abc"`));
    assert.equal(await id('center-save').isDisabled(), true, `${field}: Save waits`);
    await page.waitForTimeout(250);
    assert.equal((await ipcCalls(page, 'print_preview')).length, asked, `${field}: nothing asked of the backend`);
    await id(field).fill(field.endsWith('custom') ? (field === 'center-paper-custom' ? '210x297' : '63x88') : '1');
    await id('center-error').waitFor({ state: 'detached' });
    assert.equal(await id(field).getAttribute('aria-invalid'), null);
    if (pick) await id(pick[0]).selectOption(pick[0] === 'center-paper' ? 'a4' : '');
    if (!pick) await id(field).fill('');
  }

  // The printer profile's number fields too: marked, named, not saved.
  await id('printer-add').click();
  await id('printer-name').fill('Den');
  for (const [field, label] of [['printer-offset-x', 'Back offset X (mm)'], ['printer-offset-y', 'Back offset Y (mm)'], ['printer-ruler', 'The 100 mm ruler measured (mm)']]) {
    await id(field).fill('abc');
    assert.equal(await id(field).getAttribute('aria-invalid'), 'true');
    assert.equal(await id('printer-faults').innerText(), `${label}: "abc" is not a number.`);
    assert.equal(await id('printer-save').isDisabled(), true);
    await id(field).fill(field === 'printer-ruler' ? '100' : '0');
  }
  assert.equal(await id('printer-save').isDisabled(), false);
  assert.equal((await ipcCalls(page, 'add_printer')).length, 0);
  assert.deepEqual(problems, []);
  await close();
});

test('each choice is listed once, the default marked (issue 29, item 6)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await fateDemoPrintCenter(page, { fromDeck: true });
  const options = async (testid) => (await id(testid).locator('option').allInnerTexts()).map(squash);
  // The browser speaks en-GB: A4 is the default paper.
  const paper = await options('center-paper');
  assert.equal(paper.filter((o) => /^A4\b/.test(o)).length, 1, paper.join(' | '));
  assert.deepEqual(paper, ['A4 (default)', 'Letter', 'Other (W × H mm)']);
  const backs = await options('center-duplex');
  assert.deepEqual(backs, ['Long edge (default)', 'Short edge', 'Fronts only']);
  for (const list of ['center-card', 'center-marks']) {
    const texts = await options(list);
    assert.equal(texts.filter((t) => /\(default\)/.test(t)).length, 1, `${list}: ${texts.join(' | ')}`);
    assert.equal(new Set(texts).size, texts.length, `${list}: ${texts.join(' | ')}`);
  }
  // A sheet of pages: A4 and Letter, once each, the default marked.
  await id('center-what').selectOption('roster');
  assert.deepEqual(await options('center-paper'), ['A4 210 × 297 mm (default)', 'US Letter 8.5 × 11 in']);
  assert.deepEqual(problems, []);
  await close();
});
