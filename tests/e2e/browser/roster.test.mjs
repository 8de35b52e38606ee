// Browser tests of Posse's UI against a fake backend (mock-ipc.ts): what a person sees and what
// the UI asks the backend. Run `npm run build:ui` first; then `npm run test:e2e:browser`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

/** Text as read aloud: runs of white space (from the markup's layout) count as one space. */

const openApp = useBrowser();

test('a Minor character with two traits is refused until one is removed, then joins the roster', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  // First run: no campaigns, so the demo is offered.
  await id('demo-offer').waitFor();
  assert.match(await id('demo-offer').innerText(), /Quick on the Draw demo/);

  // A new campaign; Quick on the Draw is the default, and every rule set can be chosen.
  await id('new-campaign-open').click();
  assert.equal(await id('new-campaign-ruleset-mww').isDisabled(), false);
  assert.equal(await id('new-campaign-ruleset-twtw').isDisabled(), false);
  assert.equal(await id('new-campaign-ruleset-qotd').isChecked(), true);
  await id('new-campaign-name').fill('Trouble in Tombstone');
  await id('new-campaign-submit').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'Trouble in Tombstone');

  // A side, under spades.
  await id('add-side-open').click();
  await id('side-name').fill('The Cowboys');
  await id('side-suit').selectOption('spades');
  await id('add-side-submit').click();
  await id('side').waitFor();
  assert.equal(squash(await id('side-title').textContent()), '♠ The Cowboys');

  // A Minor character with two traits.
  await id('add-character').click();
  await id('editor').waitFor();
  await id('sheet-name').fill('Curly Bill');
  await id('sheet-type').selectOption('minor');
  await id('sheet-personality').selectOption('lucky');
  assert.match(await id('personality-effect').innerText(), /re-roll up to 4 dice/);
  await id('weapon-add-missile').selectOption('cartridge_revolver');
  await id('trait-add').click();
  await id('trait-option-tough').click();
  await id('trait-add').click();
  await id('trait-option-quick_draw').click();
  assert.equal(await id('trait-row').count(), 2);

  const traitIssue = id('field-issue-traits');
  await traitIssue.waitFor();
  assert.equal(
    await traitIssue.innerText(),
    'a Minor Character may have at most 1 skill or trait, this sheet has 2',
  );
  assert.equal(await traitIssue.locator('[data-code]').getAttribute('data-code'), 'too_many_traits');
  assert.equal(await id('editor-save').isDisabled(), true, 'Save is refused while the sheet is invalid');
  assert.match(await id('issue-summary').innerText(), /1 thing to fix/);
  assert.equal(await id('derived-cards').innerText(), '1');
  assert.equal(await id('derived-dice').innerText(), '1D10');
  assert.equal(await id('derived-reduced').innerText(), '2D10, take the worst');
  await page.screenshot({ path: '/tmp/posse-ui-editor-invalid.png' });

  // Remove Quick Draw: the message goes and Save is allowed.
  await id('trait-row').nth(1).getByTestId('trait-remove').click();
  await traitIssue.waitFor({ state: 'detached' });
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  assert.match(await id('issue-summary').innerText(), /Ready to ride/);
  await id('editor-save').click();
  await id('editor').waitFor({ state: 'detached' });

  const row = id('character-row');
  await row.waitFor();
  assert.equal(await row.getByTestId('character-name').innerText(), 'Curly Bill');
  assert.match(await row.getByTestId('character-type').innerText(), /Minor Character · Lucky/);
  assert.equal(await row.getByTestId('character-cards').innerText(), '1');
  assert.equal(await row.getByTestId('character-dice').innerText(), '1D10');
  assert.equal(await row.getByTestId('character-traits').innerText(), 'Tough');
  await page.screenshot({ path: '/tmp/posse-ui-roster.png', fullPage: true });

  // What the backend was asked.
  const [campaign] = await ipcCalls(page, 'create_campaign');
  assert.deepEqual(campaign.args, { name: 'Trouble in Tombstone', ruleset: 'qotd' });
  const [side] = await ipcCalls(page, 'add_side');
  assert.deepEqual(side.args, { campaign_id: 1, name: 'The Cowboys', suit: 'spades' });
  const checks = await ipcCalls(page, 'check_character');
  assert.ok(
    checks.some((c) => c.args.sheet.traits.length === 2 && c.args.sheet.type === 'minor'),
    'the two-trait sheet was checked live',
  );
  const adds = await ipcCalls(page, 'add_character');
  assert.equal(adds.length, 1, 'add_character is called once, after the sheet became valid');
  assert.deepEqual(adds[0].args, {
    side_id: 2,
    sheet: {
      name: 'Curly Bill',
      type: 'minor',
      personality: 'lucky',
      traits: [{ id: 'tough' }],
      weapons: ['cartridge_revolver'],
      armour: 'none',
      shield: false,
      notes: '',
    },
  });
  assert.deepEqual(problems, []);
  await close();
});

test('the demo campaign opens with both sides, and its roster prints to the chosen file', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'Showdown at Dry Gulch');
  assert.deepEqual((await id('side-title').allTextContents()).map(squash), ['♥ The Law', '♠ The Dalton Boys']);
  assert.equal(await id('character-row').count(), 8);
  await page.screenshot({ path: '/tmp/posse-ui-demo.png', fullPage: true });

  // The print center opens on the roster; cancelling the save dialog writes nothing.
  await id('print-center-open').click();
  assert.equal(await id('center-what').inputValue(), 'roster');
  await id('center-paper').selectOption('letter');
  await page.waitForFunction(() => document.querySelector('[data-testid="center-summary"]')?.textContent === '2 pages · Letter');
  await page.waitForFunction(() => document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  assert.deepEqual((await ipcCalls(page, 'print_preview')).at(-1).args, {
    job: { what: 'roster', campaign_id: 1, options: { side_id: null, leave_out_dead: false } },
    settings: { landscape: false, paper: 'letter' },
  });
  await page.evaluate(() => (window.__saveDialogAnswer = null));
  await id('center-save').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'plugin:dialog|save'));
  assert.equal((await ipcCalls(page, 'save_pdf')).length, 0);

  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/Dry Gulch.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  assert.match(await id('center-saved').innerText(), /^Saved \d+ pages? to \/home\/tester\/Dry Gulch\.pdf/);
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.deepEqual(dialog.args.options, {
    defaultPath: 'Showdown at Dry Gulch-roster.pdf',
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  assert.deepEqual((await ipcCalls(page, 'save_pdf')).map((c) => c.args.path), ['/home/tester/Dry Gulch.pdf']);
  assert.deepEqual(problems, []);
  await close();
});

test('a character is edited, given a portrait (a non-picture is refused by code) and removed after a confirm', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  const olly = id('character-row').filter({ hasText: 'Barkeep Olly' });
  await olly.waitFor();
  await olly.getByTestId('edit-character').click();
  await id('editor').waitFor();

  await id('portrait-input').setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await id('portrait-error').waitFor();
  assert.equal(await id('portrait-error').getAttribute('data-code'), 'portrait_not_image');
  assert.equal(await id('portrait-error').innerText(), 'That file is not a PNG or JPEG picture.');

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+P9/PQAJYwO3c6ZKWQAAAABJRU5ErkJggg==',
    'base64',
  );
  await id('portrait-input').setInputFiles({ name: 'olly.png', mimeType: 'image/png', buffer: png });
  await id('portrait-img').waitFor();
  await id('portrait-error').waitFor({ state: 'detached' });

  await id('sheet-name').fill('Barkeep Olly Swain');
  await id('sheet-armour').selectOption('minimal');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="derived-dv"]')?.textContent === '1',
  );
  await id('editor-save').click();
  await id('editor').waitFor({ state: 'detached' });

  const renamed = id('character-row').filter({ hasText: 'Barkeep Olly Swain' });
  await renamed.getByTestId('character-portrait').waitFor();
  assert.equal(await renamed.getByTestId('character-dv').innerText(), '1');
  const [edit] = await ipcCalls(page, 'edit_character');
  assert.equal(edit.args.sheet.name, 'Barkeep Olly Swain');
  assert.equal(edit.args.sheet.armour, 'minimal');
  assert.equal((await ipcCalls(page, 'set_portrait')).length, 2);

  await renamed.getByTestId('remove-character').click();
  await renamed.getByTestId('cancel-remove').click();
  assert.equal(await id('character-row').count(), 8);
  await renamed.getByTestId('remove-character').click();
  await renamed.getByTestId('confirm-remove').click();
  await renamed.waitFor({ state: 'detached' });
  assert.equal(await id('character-row').count(), 7);
  const [removal] = await ipcCalls(page, 'remove_character');
  assert.deepEqual(removal.args, { character_id: edit.args.character_id });
  assert.deepEqual(problems, []);
  await close();
});
