// Browser tests of how the app shows things (issue 15, items 9 and 10, and finding someone on a
// long roster): the dead greyed without Edit or Remove, standing badges inside the cards, the
// roster's search and standing filter, the Tables list without ids or doubled headings, and the
// Odds panel's weapon list led by the shooter's own. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { squash, useBrowser } from './harness.mjs';

// The real backend's answers: the QOTD demo after its first game (Tom McLaury killed).
const openRecorded = useBrowser('games-mock.ts');

test('the roster greys the dead, offers them no Edit or Remove, and finds people by words and standing', async () => {
  const { page, problems, close } = await openRecorded();
  const id = (testid) => page.getByTestId(testid);
  await page.getByTestId('campaign-item').filter({ hasText: 'Showdown at Dry Gulch' }).click();
  await id('campaign-title').waitFor();

  const tom = page.locator('[data-testid="character-row"]', { hasText: 'Tom McLaury' });
  await tom.waitFor();
  assert.equal(await tom.getAttribute('data-status'), 'dead');
  assert.equal(await tom.getByTestId('edit-character').count(), 0);
  assert.equal(await tom.getByTestId('remove-character').count(), 0);
  assert.match(await tom.getByTestId('dead-reason').innerText(), /^killed in "Ambush on the Contention Road" \(8 Sept 1881\)$/);
  assert.equal(await tom.getByTestId('roster-standing').innerText(), 'Dead');
  // The badge is inside the card: every card of a row starts at the same height.
  const tops = await page.locator('[data-testid="side"]').nth(1).getByTestId('character-row')
    .evaluateAll((cards) => [...new Set(cards.slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().top)))]);
  assert.equal(tops.length, 1, `cards of one row start at ${tops}`);
  await page.screenshot({ path: '/tmp/posse-ui-roster-dead.png', fullPage: true });

  // Find by words: a name, then a type and a name together.
  await id('roster-search').fill('earp');
  const names = async () => (await id('character-name').allInnerTexts()).map(squash);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 3);
  assert.deepEqual(await names(), ['Wyatt Earp', 'Virgil Earp', 'Morgan Earp']);
  assert.equal(await id('roster-shown').innerText(), '3 of 11 characters shown');
  assert.equal(await id('side-none-shown').innerText(), 'Nobody on The Cowboys matches.');
  await id('roster-search').fill('hero wyatt');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 1);
  // By standing: who cannot play the next game.
  await id('roster-search-clear').click();
  await id('roster-standing-filter').selectOption('cannot_play');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 1);
  assert.deepEqual(await names(), ['Tom McLaury']);
  await id('roster-standing-filter').selectOption('can_play');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 10);

  assert.deepEqual(problems, []);
  await close();
});

const openApp = useBrowser();

test('the Tables list shows no ids and no doubled headings; the odds weapon list starts with what the shooter carries', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('nav-tables').click();
  await id('table-item').first().waitFor();
  // As written (the headings are shown in capitals): the family's tag, where there is one, then the part of the book.
  const headings = await id('table-group-title').evaluateAll((hs) => hs.map((h) => [...h.childNodes].map((n) => n.textContent.trim()).filter(Boolean).join(' + ')));
  assert.ok(headings.includes('QOTD Reel 2'), headings.join(' | '));
  assert.ok(headings.includes('Fate + Ansell 1996'), headings.join(' | '));
  assert.ok(headings.every((h) => !/QOTD \+ QOTD/i.test(h)), headings.join(' | '));
  const list = await page.locator('[data-testid="tables-browser"] aside').innerText();
  assert.doesNotMatch(list, /\b(qotd|fate)\.[a-z_]+/, 'no internal ids in the list');
  // Searching by id still finds a table.
  await id('tables-search').fill('qotd.effects_of_hits');
  assert.equal(await id('table-item').count(), 1);

  // A shooter from a roster: his own weapon heads the list and names the default.
  await id('nav-campaigns').click();
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('nav-odds').click();
  await id('odds-mode-shot').click();
  await id('odds-shooter-roster').check();
  await id('odds-shooter-campaign').selectOption({ label: 'Showdown at Dry Gulch' });
  const ike = page.locator('[data-testid="odds-shooter-character"] option', { hasText: 'Ike Dalton' });
  await ike.waitFor({ state: 'attached' });
  await id('odds-shooter-character').selectOption(await ike.getAttribute('value'));
  await page.waitForFunction(() => document.querySelector('[data-testid="circ-weapon-carried"]'));
  const groups = await id('circ-weapon').locator('optgroup').evaluateAll((gs) => gs.map((g) => g.label));
  assert.equal(groups[0], 'Carried');
  assert.deepEqual(await id('circ-weapon-carried').locator('option').evaluateAll((os) => os.map((o) => o.value)), ['cartridge_revolver']);
  assert.equal(await id('circ-weapon').locator('option').first().innerText(), 'Their own: Cartridge handgun');

  assert.deepEqual(problems, []);
  await close();
});

test('the Odds open on the family of the campaign just left (issue 29, item 13)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('nav-odds').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="odds-family-fate"]')?.getAttribute('aria-selected') === 'true');
  assert.equal(await id('odds-family-qotd').getAttribute('aria-selected'), 'false');
  // A QOTD campaign opened next: back to Quick on the Draw.
  await id('nav-campaigns').click();
  await id('home').click();
  await id('create-demo').click();
  await page.getByTestId('campaign-title').filter({ hasText: 'Dry Gulch' }).waitFor();
  await id('nav-odds').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="odds-family-qotd"]')?.getAttribute('aria-selected') === 'true');
  assert.deepEqual(problems, []);
  await close();
});
