// Browser tests of the casting board (issue 6): cast "Showdown at Dry Gulch" from the QOTD demo with
// two sides, see the cards dealt live, a fourteenth card refused with a clear message, a card named
// by hand, save, reopen, copy and remove; and the fate demo's scenario with its fate deck — against
// the real backend's recorded answers (casting-mock.ts in front of mock-ipc.ts; recorded by
// record-casting-fixtures.mjs). Run `npm run build:ui` first; then
// `node --test tests/e2e/browser/casting.test.mjs`. CASTING_SHOTS=dir saves screenshots.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const shots = process.env.CASTING_SHOTS;
const openApp = useBrowser('casting-mock.ts');
before(async () => {
  if (shots) await mkdir(shots, { recursive: true });
});

async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

async function openCasting(page, name) {
  await page.getByTestId('campaign-item').filter({ hasText: name }).click();
  await page.getByTestId('campaign-title').waitFor();
  await page.getByTestId('campaign-view-casting').click();
  await page.getByTestId('casting-panel').waitFor();
}

/**
 * Waits until the board has dealt: nothing pending, no error shown, and `name` (if given) in the
 * scene with their cards.
 */
async function dealt(page, name = null) {
  await page.waitForFunction((who) => {
    const status = document.querySelector('[data-testid="preview-status"]')?.textContent?.trim();
    if (status !== 'Dealt' || document.querySelector('[data-testid="cast-error"]')) return false;
    if (document.querySelector('[data-testid="scene-member"][data-pending="true"]')) return false;
    return who === null || document.querySelector(`[data-testid="scene-member"][data-name="${who}"][data-pending="false"]`) !== null;
  }, name);
}

/** The characters ticked as taking part in the after-action wizard, by id. */
const tickedInWizard = (page) =>
  page.locator('[data-testid^="take-part-"]').evaluateAll((boxes) =>
    boxes.filter((b) => b.checked).map((b) => Number(b.dataset.testid.replace('take-part-', ''))));

/** The cards shown for a scene member, e.g. ["A♥", "K♥", "Q♥", "J♥"]. */
const cardsOf = (page, name) =>
  page.locator(`[data-testid="scene-member"][data-name="${name}"] [data-testid="playing-card"]`).evaluateAll((cards) => cards.map((c) => c.dataset.card));

test('QOTD: cast "Showdown at Dry Gulch" with two sides, Wyatt takes A♥ K♥ Q♥ J♥, a fourteenth card is refused, save, reopen, copy, remove', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const column = (n) => id('cast-column').nth(n);

  await openCasting(page, 'Showdown at Dry Gulch');
  await id('scenarios-empty').waitFor();
  await id('scenario-new').click();
  await id('casting-board').waitFor();

  // One column per side: the Earps under hearts, the Cowboys under spades.
  assert.equal(await id('cast-column').count(), 2);
  assert.equal(await column(0).getByTestId('column-suit').inputValue(), 'hearts');
  assert.equal(await column(1).getByTestId('column-suit').inputValue(), 'spades');
  assert.match(await id('board-missing').innerText(), /title/);
  assert.equal(await id('scenario-save').isDisabled(), true);

  await id('scenario-title').fill('Showdown at Dry Gulch');
  await id('scenario-plot').fill('The Cowboys ride in at noon.');
  await id('scenario-set-notes').fill('Main street, the livery stable, the O.K. Corral.');
  await column(0).getByTestId('column-player').fill('Ann');
  await column(1).getByTestId('column-player').fill('Bob');

  // Tom McLaury died in the first game: greyed, not draggable, the reason shown, no Add.
  const tom = column(1).locator('[data-testid="roster-chip"][data-character-id="9"]');
  assert.equal(await tom.getAttribute('data-status'), 'dead');
  assert.equal(await tom.getAttribute('draggable'), 'false');
  assert.match(await tom.getByTestId('unavailable-reason').innerText(), /killed in "Ambush on the Contention Road"/);
  assert.equal(await tom.getByRole('button').count(), 0);
  // Morgan Earp plays a card short and with reduced dice: marked on his chip.
  assert.match(await column(0).locator('[data-testid="roster-chip"][data-character-id="4"]').innerText(), /−1 card[\s\S]*reduced dice/);

  // Wyatt into the scene: A♥ K♥ Q♥ J♥, and the jokers added to the pack.
  await id('cast-add-1').click();
  await dealt(page, 'Wyatt Earp');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);
  assert.equal(await page.locator('[data-card="A♥"]').first().evaluate((e) => getComputedStyle(e).color), 'rgb(179, 38, 30)');
  assert.deepEqual(await id('joker').evaluateAll((js) => js.map((j) => j.dataset.joker)), ['red', 'black']);
  assert.match(await id('pack-size').innerText(), /^6 cards$/);
  assert.match(await id('joker').first().innerText(), /Red Joker.*rolling a 10/);

  // The rest of the Earps, one by one, each dealt in turn.
  for (const [who, name] of [[2, 'Doc Holliday'], [3, 'Virgil Earp'], [4, 'Morgan Earp'], [5, 'Dusty']]) {
    await id(`cast-add-${who}`).click();
    await dealt(page, name);
  }
  // In dealing order: Hero, Main, Supporting, Minor; Morgan a card short and on reduced dice.
  assert.deepEqual(await column(0).getByTestId('scene-member').evaluateAll((ms) => ms.map((m) => m.dataset.name)),
    ['Wyatt Earp', 'Doc Holliday', 'Virgil Earp', 'Morgan Earp', 'Dusty']);
  assert.deepEqual(await cardsOf(page, 'Doc Holliday'), ['10♥', '9♥', '8♥']);
  assert.deepEqual(await cardsOf(page, 'Morgan Earp'), ['4♥']);
  const morgan = page.locator('[data-testid="scene-member"][data-name="Morgan Earp"]');
  assert.equal(await morgan.getByTestId('member-dice').getAttribute('data-reduced'), 'true');
  assert.match(await morgan.getByTestId('member-cards-lost').innerText(), /−1 card/);
  assert.match(squash(await column(0).getByTestId('cards-used').innerText()), /^12 of 13 ♥$/);
  const wyatt = page.locator('[data-testid="scene-member"][data-name="Wyatt Earp"]');
  assert.match(squash(await wyatt.innerText()), /Hero.*2D10, best.*Disciplined.*Marksman/);

  // The Cowboys.
  for (const [who, name] of [[6, 'Johnny Ringo'], [7, 'Ike Clanton'], [8, 'Frank McLaury']]) {
    await id(`cast-add-${who}`).click();
    await dealt(page, name);
  }
  assert.deepEqual(await cardsOf(page, 'Johnny Ringo'), ['A♠', 'K♠', 'Q♠', 'J♠']);
  assert.equal(await page.locator('[data-card="A♠"]').first().evaluate((e) => getComputedStyle(e).color), 'rgb(31, 26, 22)');
  assert.deepEqual(await cardsOf(page, 'Frank McLaury'), ['7♠']);

  // An extra for the Earps: the thirteenth card.
  await column(0).getByTestId('extra-open').click();
  await id('extra-name').fill('Mayor Clum');
  await id('extra-add').click();
  await dealt(page, 'Mayor Clum');
  assert.deepEqual(await cardsOf(page, 'Mayor Clum'), ['2♥']);
  assert.match(squash(await column(0).getByTestId('cards-used').innerText()), /^13 of 13 ♥$/);
  await shot(page, 'casting-board');

  // A beast as well: a fourteenth card — refused, the message says whom to leave out; the last
  // good cast list stays, greyed, and saving waits.
  await column(0).getByTestId('extra-open').click();
  await id('extra-kind-beast').check();
  await id('extra-name').fill('Old Grizzly');
  await id('extra-beast').selectOption('large_carnivore');
  await id('extra-add').click();
  await id('cast-error').waitFor();
  const message = squash(await id('cast-error').innerText());
  assert.match(message, /14 cards are needed but a suit has 13: leave out .*Dusty/);
  assert.equal(await id('cast-error').getAttribute('data-code'), 'too_many_cards');
  assert.equal(await column(0).getAttribute('class').then((c) => c.includes('flagged')), true);
  assert.equal(await column(0).getByTestId('scene').getAttribute('data-stale'), 'true');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);
  assert.equal(await id('scenario-save').isDisabled(), true);
  await shot(page, 'casting-fourteenth-card');

  // Old Grizzly leaves: the thirteen cards again.
  await page.locator('[data-testid="scene-member"][data-name="Old Grizzly"]').getByTestId('member-remove').click();
  await dealt(page);
  assert.equal(await id('cast-error').count(), 0);
  assert.equal(await page.locator('[data-testid="scene-member"][data-name="Old Grizzly"]').count(), 0);

  // Johnny Ringo's cards by hand: a typo is caught here; a card named twice by the backend, next to
  // him; then A 3 7 9, and the others are dealt around them.
  const ringo = page.locator('[data-testid="scene-member"][data-name="Johnny Ringo"]');
  await ringo.getByTestId('member-cards').click();
  assert.equal(await ringo.getByTestId('cards-input').inputValue(), 'A K Q J');
  await ringo.getByTestId('cards-input').fill('A X K Q');
  await ringo.getByTestId('cards-set').click();
  assert.match(await ringo.getByTestId('cards-error').innerText(), /“X” is not a card/);
  await ringo.getByTestId('cards-input').fill('A A K Q');
  await ringo.getByTestId('cards-set').click();
  await id('cast-error').waitFor();
  assert.equal(await id('cast-error').getAttribute('data-code'), 'duplicate_card');
  assert.match(await ringo.getByTestId('cards-error').innerText(), /A is named twice/);
  await shot(page, 'casting-card-error');
  await ringo.getByTestId('member-cards').click();
  await ringo.getByTestId('cards-input').fill('a 3 7 9');
  await ringo.getByTestId('cards-set').click();
  await dealt(page);
  assert.deepEqual(await cardsOf(page, 'Johnny Ringo'), ['A♠', '9♠', '7♠', '3♠']);
  assert.equal(await ringo.getByTestId('member-by-hand').count(), 1);
  assert.deepEqual(await cardsOf(page, 'Ike Clanton'), ['K♠', 'Q♠', 'J♠']);

  // Save.
  assert.equal(await id('board-missing').count(), 0);
  await id('scenario-save').click();
  await id('save-ok').waitFor();
  assert.match(await id('save-ok').innerText(), /Saved “Showdown at Dry Gulch”/);
  const [create] = await ipcCalls(page, 'create_scenario');
  assert.equal(create.args.script.sides.length, 2);
  assert.deepEqual(create.args.script.sides[1].cards, { 'Johnny Ringo': ['A', '3', '7', '9'] });
  const before = await page.locator('[data-testid="scene-member"]').evaluateAll((ms) =>
    ms.map((m) => `${m.dataset.name}: ${[...m.querySelectorAll('[data-testid="playing-card"]')].map((c) => c.dataset.card).join(' ')}`));

  // Back to the list, and open it again: the same cast list (`posse cast show 1 --json`).
  await id('board-close').click();
  await id('scenario-row').first().waitFor();
  assert.equal(await id('scenario-row').count(), 1);
  assert.match(squash(await id('scenario-row').first().innerText()), /Showdown at Dry Gulch The Earps \(Ann, ♥\) · The Cowboys \(Bob, ♠\) 8 characters, 1 extra/);
  // The game played from it is recorded with its cast ticked (what a gamer expects).
  await id('scenario-record-game').click();
  await id('after-action-wizard').waitFor();
  assert.equal(await id('game-title').inputValue(), 'Showdown at Dry Gulch');
  assert.deepEqual(await tickedInWizard(page), [1, 2, 3, 4, 5, 6, 7, 8]);
  await page.screenshot({ path: '/tmp/posse-ui-game-from-scenario.png' });
  // Nothing changed by hand: Cancel closes without asking.
  await id('wizard-cancel').click();
  await id('after-action-wizard').waitFor({ state: 'detached' });
  await id('scenario-open').click();
  await id('casting-board').waitFor();
  await dealt(page, 'Johnny Ringo');
  const reopened = await page.locator('[data-testid="scene-member"]').evaluateAll((ms) =>
    ms.map((m) => `${m.dataset.name}: ${[...m.querySelectorAll('[data-testid="playing-card"]')].map((c) => c.dataset.card).join(' ')}`));
  assert.deepEqual(reopened, before);
  assert.equal(await id('scenario-title').inputValue(), 'Showdown at Dry Gulch');
  assert.equal(await column(1).getByTestId('column-player').inputValue(), 'Bob');
  assert.equal(await id('save-ok').count(), 0);
  assert.equal((await ipcCalls(page, 'preview_scenario')).length, 13, 'reopening deals nothing again');
  // The saved board records its game too (issue 29, item 9), the cast ticked.
  await id('board-record-game').click();
  await id('after-action-wizard').waitFor();
  assert.equal(await id('game-title').inputValue(), 'Showdown at Dry Gulch');
  assert.deepEqual(await tickedInWizard(page), [1, 2, 3, 4, 5, 6, 7, 8]);
  await id('wizard-cancel').click();
  await id('after-action-wizard').waitFor({ state: 'detached' });
  assert.equal(await id('casting-board').count(), 1, 'the board is still open under it');

  // Leaving with a change not saved asks first (issue 15, item 5); keeping on editing keeps it.
  await id('scenario-plot').fill('The Cowboys ride in at dusk.');
  await id('board-close').click();
  await id('discard-confirm').waitFor();
  await id('discard-keep').click();
  assert.equal(await id('scenario-plot').inputValue(), 'The Cowboys ride in at dusk.');
  // The saved scenario prints its pack from here (the print center opens on it), as last saved.
  await id('board-print').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'pack');
  assert.match(await id('center-unsaved').innerText(), /as last saved/);
  await page.waitForFunction(() => document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  const [pack] = await ipcCalls(page, 'print_preview');
  assert.deepEqual(pack.args.job, { what: 'pack', cast_id: 1 });
  assert.match(await id('center-summary').innerText(), /^6 sheets \(12 pages\) · /);
  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/gulch-pack.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.equal(dialog.args.options.defaultPath, 'Showdown at Dry Gulch-pack.pdf');
  assert.equal((await ipcCalls(page, 'save_pdf'))[0].args.path, '/home/tester/gulch-pack.pdf');
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });

  // Change the plot and save again (Ctrl+S): the scenario is cast afresh and kept under its id.
  await id('scenario-plot').fill('The Cowboys ride in at noon. Behan tries to disarm them.');
  await page.waitForFunction(() => document.querySelector('[data-testid="preview-status"]')?.textContent?.trim() === 'Dealing…');
  await dealt(page);
  assert.equal(await id('scenario-save').innerText(), 'Save changes');
  await page.keyboard.press('Control+s');
  await id('save-ok').waitFor();
  assert.deepEqual((await ipcCalls(page, 'edit_scenario')).map((c) => [c.args.scenario_id, c.args.script.plot]),
    [[1, 'The Cowboys ride in at noon. Behan tries to disarm them.']]);
  assert.equal((await ipcCalls(page, 'create_scenario')).length, 1);

  // Cast a new scenario from this one: a copy, opened on the board.
  await id('board-copy').click();
  await id('board-notice').waitFor();
  assert.match(await id('board-notice').innerText(), /Showdown at Dry Gulch \(copy\)/);
  assert.equal(await id('scenario-title').inputValue(), 'Showdown at Dry Gulch (copy)');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);
  await id('board-close').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="scenario-row"]').length === 2);
  await shot(page, 'casting-list');

  // Remove the copy, after saying yes.
  const copyRow = page.locator('[data-testid="scenario-row"][data-scenario-id="2"]');
  await copyRow.getByTestId('scenario-remove').click();
  await copyRow.getByTestId('scenario-remove-cancel').click();
  assert.equal(await id('scenario-row').count(), 2);
  await copyRow.getByTestId('scenario-remove').click();
  await copyRow.getByTestId('scenario-remove-confirm').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="scenario-row"]').length === 1);
  assert.deepEqual((await ipcCalls(page, 'remove_scenario')).map((c) => c.args), [{ scenario_id: 2 }]);

  assert.equal(await id('casting-error').count(), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('QOTD: a character can be dragged from the roster into the scene; a seed shuffles the cards', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await openCasting(page, 'Showdown at Dry Gulch');
  await id('scenario-new').click();
  await id('scenario-title').fill('Showdown at Dry Gulch');
  await id('scenario-plot').fill('The Cowboys ride in at noon.');
  await id('scenario-set-notes').fill('Main street, the livery stable, the O.K. Corral.');
  const earps = id('cast-column').first();
  await earps.getByTestId('column-player').fill('Ann');
  await id('cast-column').nth(1).getByTestId('column-player').fill('Bob');
  // A Cowboy is not accepted by the Earps' scene; Wyatt is.
  await page.locator('[data-testid="roster-chip"][data-character-id="6"]').dragTo(earps.getByTestId('scene'));
  assert.equal(await page.locator('[data-testid="scene-member"]').count(), 0);
  await page.locator('[data-testid="roster-chip"][data-character-id="1"]').dragTo(earps.getByTestId('scene'));
  await dealt(page, 'Wyatt Earp');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);
  // Shuffled with a seed: the same seed deals the same cards; back to the standard deal.
  await id('allocation-seeded').check();
  await id('allocation-seed').fill('42');
  await page.waitForFunction(() => {
    const calls = window.__ipcCalls.filter((c) => c.cmd === 'preview_scenario');
    return calls.at(-1)?.args.script.allocation?.seed === 42;
  });
  await dealt(page, 'Wyatt Earp');
  const shuffled = await cardsOf(page, 'Wyatt Earp');
  assert.equal(shuffled.length, 4);
  assert.ok(shuffled.every((c) => c.endsWith('♥')));
  assert.notDeepEqual(shuffled, ['A♥', 'K♥', 'Q♥', 'J♥']);
  await id('allocation-standard').check();
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'preview_scenario').at(-1)?.args.script.allocation === 'standard');
  await dealt(page, 'Wyatt Earp');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);

  // Taken out again: back on the roster.
  await page.locator('[data-testid="scene-member"][data-name="Wyatt Earp"]').getByTestId('member-remove').click();
  await page.locator('[data-testid="roster-chip"][data-character-id="1"]').waitFor();
  assert.equal(await page.locator('[data-testid="scene-member"]').count(), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('fate: a scenario has no suits or cards; the fate deck lists a card per character, the four action cards and the Joker', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const column = (n) => id('cast-column').nth(n);

  await openCasting(page, 'Trouble at Tin Cup');
  await id('scenario-new').click();
  await id('casting-board').waitFor();
  assert.equal(await id('column-suit').count(), 0);
  assert.equal(await id('allocation').count(), 0);
  await id('scenario-title').fill('Stand-off at the Assay Office');
  await column(0).getByTestId('column-player').fill('Cat');
  await column(1).getByTestId('column-player').fill('Dan');

  await id('cast-add-12').click();
  await dealt(page, 'Kid Kelly');
  await id('cast-add-16').click();
  await dealt(page, 'Marshal Dan Tolliver');
  await column(1).getByTestId('extra-open').click();
  await id('extra-name').fill('Stage Driver');
  await id('extra-class').selectOption('citizen');
  await id('extra-add').click();
  await dealt(page, 'Stage Driver');

  assert.equal(await id('playing-card').count(), 0);
  assert.equal(await id('member-cards').count(), 0);
  assert.match(await id('pack-size').innerText(), /8 cards: 3 characters, 4 action cards, the Joker/);
  const groups = await id('scenario-deck-group').evaluateAll((gs) =>
    gs.map((g) => [g.dataset.kind, [...g.querySelectorAll('[data-testid="scenario-deck-card"]')].map((c) => c.textContent.trim())]));
  assert.deepEqual(groups, [
    ['character', ['Kid Kelly', 'Marshal Dan Tolliver', 'Stage Driver']],
    ['action', ['Citizen Action Card', 'Gunman Action Card', 'Shootist Action Card', 'Legend Action Card']],
    ['joker', ['Joker']],
  ]);
  assert.match(squash(await page.locator('[data-testid="scene-member"][data-name="Stage Driver"]').innerText()), /Citizen.*extra/);
  await shot(page, 'casting-fate');
  assert.deepEqual(problems, []);
  await close();
});

test('a click on the board is dealt at once; only typing waits for a pause (issue 29, item 9)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await openCasting(page, 'Showdown at Dry Gulch');
  await id('scenario-new').click();
  await id('casting-board').waitFor();
  await id('scenario-title').fill('Showdown at Dry Gulch');
  await id('scenario-plot').fill('The Cowboys ride in at noon.');
  await id('scenario-set-notes').fill('Main street, the livery stable, the O.K. Corral.');
  await id('cast-column').first().getByTestId('column-player').fill('Ann');
  await id('cast-column').nth(1).getByTestId('column-player').fill('Bob');
  // The page's clock stands still from here: a deal waiting on a pause would never be asked.
  await page.clock.install();
  const asked = async () => (await ipcCalls(page, 'preview_scenario')).length;
  await id('cast-add-1').click();
  await page.clock.runFor(1);
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'preview_scenario'), null, { timeout: 5000 });
  assert.equal(await asked(), 1, 'Wyatt is dealt without a pause');
  await dealt(page, 'Wyatt Earp');
  assert.deepEqual(await cardsOf(page, 'Wyatt Earp'), ['A♥', 'K♥', 'Q♥', 'J♥']);
  // Typing waits for the pause: nothing asked until the clock passes it.
  await id('scenario-plot').fill('The Cowboys ride in at noon. Behan');
  await page.clock.runFor(100);
  assert.equal(await asked(), 1, 'typing waits');
  await page.clock.runFor(300);
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'preview_scenario').length === 2, null, { timeout: 5000 });
  await close();
  // The plot typed was never recorded: the one answer refused is the typing's; nothing else went wrong.
  assert.ok(problems.every((p) => /not_recorded|no recorded answer/.test(p)), problems.join('\n'));
});
