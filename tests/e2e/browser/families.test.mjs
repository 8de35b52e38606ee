// Browser tests of casting My Wild West and The West That Wasn't scenarios on the board (issues 13,
// 14 and 22). MWW: the demo's gangs
// without suits or cards, Kid Curry and Flat Nose Logan (his wound shown) for Ann, Marshal Hoyt for
// Bob, Sundance as a one-off figure, the teller and Mrs. Potts as civilians; the turn deck shown (a
// card per gang and the civilians'); saved, its turn deck and cast sheets printed (the print center
// offering exactly what the family prints), copied, and its game recorded from
// the Casting tab with the cast ticked. TWTW: a ranch hand as a one-off hero, the scene saved and
// printed (its action deck and cast sheets) — against the real backend's recorded answers
// (families-mock.ts in front of mock-ipc.ts; recorded by record-families-fixtures.mjs). Run
// `npm run build:ui` first; then `node --test tests/e2e/browser/families.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser('families-mock.ts');

/** Waits until the board has cast the latest change: nothing pending, no error, `name` (if given) in the scene. */
async function cast(page, name = null) {
  await page.waitForFunction((who) => {
    const status = document.querySelector('[data-testid="preview-status"]')?.textContent?.trim();
    if (status !== 'Dealt' || document.querySelector('[data-testid="cast-error"]')) return false;
    if (document.querySelector('[data-testid="scene-member"][data-pending="true"]')) return false;
    return who === null || document.querySelector(`[data-testid="scene-member"][data-name="${who}"][data-pending="false"]`) !== null;
  }, name);
}

const turnCards = (page) =>
  page.getByTestId('turn-card').evaluateAll((cards) => cards.map((c) => c.dataset.title));

test('MWW: cast "Payday at Dry Creek" with two gangs, an extra and civilians, see the turn deck, save, print it, copy, record its game', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const column = (n) => id('cast-column').nth(n);

  await page.getByTestId('campaign-item').filter({ hasText: 'The Dry Creek Bank Job' }).click();
  await id('campaign-title').waitFor();
  await id('campaign-view-casting').click();
  await id('casting-panel').waitFor();
  assert.match(await id('casting-hint').innerText(), /gangs, the civilians and the turn deck/);
  await id('scenarios-empty').waitFor();
  await id('scenario-new').click();
  await id('casting-board').waitFor();

  // A column per gang, no suits, no cards to deal.
  assert.equal(await id('cast-column').count(), 2);
  assert.equal(await id('column-suit').count(), 0);
  assert.equal(await id('allocation').count(), 0);
  await id('scenario-title').fill('Payday at Dry Creek');
  await column(0).getByTestId('column-player').fill('Ann');
  await column(1).getByTestId('column-player').fill('Bob');

  await id('cast-add-1').click();
  await cast(page, 'Kid Curry');
  await id('cast-add-2').click();
  await cast(page, 'Flat Nose Logan');
  await id('cast-add-6').click();
  await cast(page, 'Marshal Hoyt');
  const logan = page.locator('[data-testid="scene-member"][data-name="Flat Nose Logan"]');
  assert.match(squash(await logan.innerText()), /Mounted figure.*Weapons Shotgun, Club.*Skills Fighting skill/);
  assert.match(await logan.getByTestId('member-wounds').innerText(), /^1 carried/);
  assert.equal(await page.locator('[data-testid="scene-member"] [data-testid="member-cards"]').count(), 0, 'no cards dealt in MWW');

  // Sundance, a one-off figure for the Curry Gang: shooting skill, a six gun, on a horse.
  await column(0).getByTestId('extra-open').click();
  await id('extra-name').fill('Sundance');
  await id('extra-skill-shooting').check();
  assert.equal(await id('extra-weapon-six_gun').isChecked(), true);
  await id('extra-horse').check();
  await id('extra-add').click();
  await cast(page, 'Sundance');
  const sundance = page.locator('[data-testid="scene-member"][data-name="Sundance"]');
  assert.match(squash(await sundance.innerText()), /Sundance Mounted figure extra.*Weapons Six gun/);

  // The civilians: a name taken twice is refused, a civilian taken out.
  await id('civilian-name').fill('The teller');
  await id('civilian-add').click();
  await cast(page);
  await id('civilian-name').fill('the TELLER');
  await id('civilian-add').click();
  assert.match(await id('civilian-problem').innerText(), /in the game already/);
  await id('civilian-name').fill('Mrs. Potts');
  await id('civilian-add').click();
  await cast(page);
  assert.deepEqual(await id('civilian').evaluateAll((cs) => cs.map((c) => c.dataset.name)), ['The teller', 'Mrs. Potts']);

  // The turn deck: a card per gang and the civilians'.
  assert.deepEqual(await turnCards(page), ['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);
  assert.equal(await id('turn-deck-size').innerText(), '3 cards');
  const curry = squash(await id('turn-card').first().innerText());
  assert.match(curry, /^The Curry Gang 3 figures: 6 × 3 \+ 1 d3 − 1 for wounds = 18 to 20 APs a turn/);
  assert.match(squash(await id('turn-card').last().innerText()), /2 civilians: moved at random/);
  assert.match(await id('turn-deck-rule').innerText(), /Shuffle at the start of every turn/);
  assert.equal(await id('pack-size').count(), 0, 'no pack of cards');

  // Saved as cast; the script the backend got has the extra and the civilians.
  await id('scenario-save').click();
  await id('save-ok').waitFor();
  const [created] = await ipcCalls(page, 'create_scenario');
  assert.deepEqual(created.args.script.civilians, ['The teller', 'Mrs. Potts']);
  assert.deepEqual(created.args.script.sides.map((s) => [s.player, s.suit, s.characters, s.extras.map((e) => e.name)]),
    [['Ann', null, [1, 2], ['Sundance']], ['Bob', null, [6], []]]);

  // Its turn deck printed from the board: the print center opens on it, and offers exactly what My
  // Wild West prints — the roster, cast sheets, the playsheet, the turn deck (and the alignment test).
  await id('board-print').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'turn_cards');
  const offered = await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['roster', 'cast_sheet', 'playsheet', 'turn_cards', 'alignment_test']);
  await page.waitForFunction(() => document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  assert.deepEqual((await ipcCalls(page, 'print_preview')).at(-1).args.job, { what: 'turn_cards', cast_id: 1 });
  assert.match(await id('center-summary').innerText(), /^1 sheet \(2 pages\) · /);
  assert.equal(await id('center-template').count(), 1, 'the turn deck takes a template file, as the other printables do');
  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/payday-turn-deck.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  assert.equal((await ipcCalls(page, 'plugin:dialog|save'))[0].args.options.defaultPath, 'Payday at Dry Creek-turn-deck.pdf');
  assert.equal((await ipcCalls(page, 'save_pdf'))[0].args.path, '/home/tester/payday-turn-deck.pdf');
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });

  // Its cast sheets, from the board's own button: a sheet per player, or one player's.
  await id('cast-sheet-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'cast_sheet');
  assert.match(await id('center-hint').innerText(), /chances to hit at every range/);
  await page.waitForFunction(() => document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  assert.deepEqual((await ipcCalls(page, 'print_preview')).at(-1).args.job, { what: 'cast_sheet', cast_id: 1, player: null });
  assert.deepEqual(await id('center-player').locator('option').evaluateAll((os) => os.map((o) => o.value)), ['', 'Ann', 'Bob']);
  await id('center-player').selectOption('Bob');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'print_preview').at(-1)?.args.job.player === 'Bob');
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });

  // Cast a new one from it: the copy opens on the board with the civilians and the turn deck.
  await id('board-copy').click();
  await id('board-notice').waitFor();
  assert.equal(await id('scenario-title').inputValue(), 'Payday at Dry Creek (copy)');
  assert.deepEqual(await id('civilian').evaluateAll((cs) => cs.map((c) => c.dataset.name)), ['The teller', 'Mrs. Potts']);
  assert.deepEqual(await turnCards(page), ['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);
  await id('board-close').click();

  // Back on the list: both scenarios; the game played from the first recorded with its cast ticked.
  await id('scenario-row').nth(1).waitFor();
  const first = id('scenario-row').filter({ hasText: /Payday at Dry Creek(?! \(copy\))/ }).first();
  await first.getByTestId('scenario-record-game').click();
  await id('after-action-wizard').waitFor();
  assert.equal(await id('game-title').inputValue(), 'Payday at Dry Creek');
  const ticked = await page.locator('[data-testid^="take-part-"]').evaluateAll((boxes) =>
    boxes.filter((b) => b.checked).map((b) => Number(b.dataset.testid.replace('take-part-', ''))));
  assert.deepEqual(ticked, [1, 2, 6]);
  await id('wizard-cancel').click();
  await id('after-action-wizard').waitFor({ state: 'detached' });

  assert.deepEqual(problems, []);
  await close();
});

test('TWTW: a scene takes a one-off hero as an extra, his trait and skill as picked', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const column = (n) => id('cast-column').nth(n);

  await page.getByTestId('campaign-item').filter({ hasText: 'Showdown at the Laroq Ranch' }).click();
  await id('campaign-title').waitFor();
  await id('campaign-view-casting').click();
  await id('casting-panel').waitFor();
  await id('scenario-new').click();
  await id('casting-board').waitFor();
  await id('scenario-title').fill('Night at the Laroq Ranch');
  await column(0).getByTestId('column-player').fill('Cat');
  await id('cast-add-10').click();
  await cast(page, 'Miranda Valentine');

  await column(0).getByTestId('extra-open').click();
  assert.match(await column(0).getByTestId('extra-form').innerText(), /Traits/);
  await id('extra-name').fill('Ranch hand');
  await id('extra-trait-coordination').selectOption('3');
  await id('extra-skill').selectOption('firearms_pistol');
  await id('extra-skill-level').selectOption('2');
  await id('extra-add').click();
  await cast(page, 'Ranch hand');
  const hand = page.locator('[data-testid="scene-member"][data-name="Ranch hand"]');
  assert.match(squash(await hand.innerText()), /Ranch hand Hero extra/);
  assert.equal(await hand.getByTestId('member-cards').count(), 0, 'TWTW deals no cards to the cast');
  assert.equal(await id('pack-size').count(), 0, 'no pack of cards either');
  const [last] = (await ipcCalls(page, 'preview_scenario')).slice(-1);
  assert.deepEqual(last.args.script.sides[0].extras, [
    { name: 'Ranch hand', traits: { coordination: 3 }, skills: { coordination: { firearms_pistol: 2 } }, size: 6, wounds: {}, conc_lost: 0, notes: '' },
  ]);

  // Saved, the scene prints what The West That Wasn't prints: "Print…" opens on the action deck,
  // "Print cast sheets…" on the heroes' sheets; no other family's deck is offered.
  assert.equal(await id('cast-sheet-open').isDisabled(), true, 'cast sheets wait for the scene to be saved');
  await id('scenario-save').click();
  await id('save-ok').waitFor();
  await id('board-print').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'action_cards');
  const offered = await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['roster', 'cast_sheet', 'playsheet', 'action_cards', 'alignment_test']);
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });
  await id('cast-sheet-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'cast_sheet');
  assert.match(await id('center-hint').innerText(), /wound track and Conc/);
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'print_preview').at(-1)?.args.job.what === 'cast_sheet');
  await id('center-close').click();

  assert.deepEqual(problems, []);
  await close();
});

test('MWW odds: a roster figure fires — his weapons, shooting skill and wounds from his sheet', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const final = (percent) =>
    page.waitForFunction((p) => document.querySelector('[data-testid="mww-hits-on"]')?.textContent === `Hits on 01–${p} and 00`, percent);

  await id('nav-odds').click();
  await id('odds-family-mww').click();
  await id('mww-odds').waitFor();
  await final(50);
  // Only MWW campaigns are offered.
  const campaigns = await id('mww-firer-campaign').locator('option').allInnerTexts();
  assert.deepEqual(campaigns.slice(1), ['The Dry Creek Bank Job']);
  await id('mww-firer-campaign').selectOption({ label: 'The Dry Creek Bank Job' });
  await id('mww-firer-character').waitFor();

  // Kid Curry: two six guns and a knife, the shooting skill — +10%.
  await id('mww-firer-character').selectOption({ label: 'Kid Curry' });
  await final(60);
  assert.deepEqual(await id('mww-weapon').locator('option').allInnerTexts(), ['Six gun', 'Thrown weapon (knife, axe, spear)']);
  assert.equal(await id('mww-skill').isChecked(), true);
  assert.equal(await id('mww-skill').isDisabled(), true);
  assert.match(await id('mww-reasons').innerText(), /Shooting \/ Throwing Skill: \+10%/);

  // Flat Nose Logan: his shotgun, no shooting skill, the wound he carries (−5%).
  await id('mww-firer-character').selectOption({ label: 'Flat Nose Logan' });
  await page.waitForFunction(() => document.querySelector('[data-testid="mww-weapon"]')?.value === 'shotgun');
  assert.deepEqual(await id('mww-weapon').locator('option').allInnerTexts(), ['Shotgun']);
  assert.equal(await id('mww-skill').isChecked(), false);
  assert.equal(await id('mww-wounds').inputValue(), '1');
  await page.waitForFunction(() => /wound/i.test(document.querySelector('[data-testid="mww-reasons"]')?.textContent ?? ''));
  const shots = (await ipcCalls(page, 'mww_hit_odds')).map((c) => [c.args.shot.weapon, c.args.shot.skill, c.args.shot.wounds, c.args.campaign_id]);
  // By his campaign's readings.
  assert.deepEqual(shots.at(-1), ['shotgun', false, 1, 1]);
  // He is wounded: he cannot aim, and the box says so.
  assert.equal(await id('mww-aim').isDisabled(), true);
  assert.match(await id('mww-aim-why').innerText(), /A wounded figure cannot aim/);

  // Nobody: the fields are typed by hand again.
  await id('mww-firer-character').selectOption({ label: 'Nobody: describe it by hand' });
  assert.equal(await id('mww-skill').isDisabled(), false);
  assert.equal(await id('mww-weapon').locator('option').count(), 9);

  assert.deepEqual(problems, []);
  await close();
});
