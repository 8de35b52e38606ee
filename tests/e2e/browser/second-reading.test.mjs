// Browser tests of issue 21's second reading of the rule texts in the app, against the fake backend
// (mock-ipc.ts, whose answers and refusals for these requests were recorded from the CLI by
// record-fixtures.mjs): Quick on the Draw's new rules options with their rule and source, a target's
// one card less and cards left in the Odds panel, the refusals shown next to the field they name,
// and a fate campaign's hit-location chart named `house`. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test("the new readings are in a QOTD campaign's rules options, each with its rule and source", async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('campaign-options-open').click();
  await id('rules-options').waitFor();
  const option = (name) => page.locator(`[data-testid="rules-option"][data-option="${name}"]`);
  // Reel 4: "ignoring any 1's rolled"; "misfires on a 3 and 2"; "If a Flint lock it misfires".
  assert.match(await option('perfect_reroll').innerText(), /Source: Reel 4, Wanting to Shoot, 10 \("may reroll the shooting attack dice if failed to hit ignoring any 1's rolled"\)/);
  assert.match(await option('preloaded_misfires').getByTestId('rules-option-rule').innerText(), /misfires on a 3 and on a 2, and still jams on a 1/);
  assert.deepEqual(await id('rules-option-flintlock_misfires').locator('option').allInnerTexts(), ['On a 1 or 2 (default)', 'On any miss (1 to 4)']);
  assert.match(await option('flintlock_misfires').innerText(), /"If a Flint lock it misfires"/);

  await id('rules-option-flintlock_misfires').selectOption('any_miss');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'set_campaign_options'));
  assert.deepEqual((await ipcCalls(page, 'set_campaign_options')).at(-1).args, { campaign_id: 1, options: { flintlock_misfires: 'any_miss' } });
  await page.waitForFunction(() => document.querySelector('[data-testid="campaign-options-summary"]')?.textContent === '1 option changed');
  assert.match(await option('flintlock_misfires').getByTestId('rules-option-rule').innerText(), /misfires on any miss, 1 to 4/);
  await option('flintlock_misfires').screenshot({ path: '/tmp/posse-qotd-flintlock-option.png' });
  assert.deepEqual(problems, []);
  await close();
});

test("the Odds panel weighs a shot at a target with one card less, and a roster target's cards are his aftermath's", async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await id('nav-odds').click();
  await id('odds-mode-shot').click();
  await id('odds-shooter-type').selectOption('main');
  await id('odds-shooter-weapon').selectOption('cartridge_revolver');
  await id('odds-target-type').selectOption('supporting');
  await id('shot-result').waitFor();

  // Reel 6, I'm Tired out!: "with one card less than normal".
  assert.match(await id('circ-group-target').innerText(), /Plays with one card less/);
  await id('circ-target_one_card_less').check();
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'shot_odds').at(-1)?.args.circumstances.target_one_card_less === true);
  const asked = (await ipcCalls(page, 'shot_odds')).at(-1).args;
  assert.deepEqual(asked.circumstances, { target_one_card_less: true });
  assert.deepEqual(asked.target.inline.type, 'supporting');
  // As recorded from `posse odds qotd shot … --target-one-card-less`: his one card lost is a casualty.
  await page.waitForFunction(() => /out of the fight 39\.9%/.test(document.querySelector('[data-testid="shot-summary"]')?.textContent ?? ''));
  assert.deepEqual(await id('shot-cards').getByTestId('bar-key').allInnerTexts(), ['None', '1 card']);
  const target = await id('shot-reasons-target').innerText();
  assert.match(target, /plays with 1 card \(a Supporting Character is dealt 2, one less than normal, as after "I'm Tired out!"\): losing it makes a casualty/);
  await page.screenshot({ path: '/tmp/posse-odds-one-card-less.png', fullPage: true });

  // More cards left than he plays with: refused, next to "Cards left".
  await id('circ-target_one_card_less').uncheck();
  await id('circ-target_cards').fill('3');
  await id('field-error-target_cards').waitFor();
  assert.equal(
    await id('field-error-target_cards').innerText(),
    '3 is not a number of cards the target can have left: 1 to 2 (a Supporting Character is dealt 2; with none left he is a casualty already)',
  );
  assert.match(await id('odds-stale').innerText(), /“Cards left”/);
  await id('circ-target_cards').fill('');

  // A roster target: his dice and cards for the game are his last aftermath's, so the form does
  // not offer them; the cards he has left in the game it does.
  await id('odds-target-roster').check();
  await id('odds-target-campaign').selectOption({ label: 'Showdown at Dry Gulch' });
  const frank = page.locator('[data-testid="odds-target-character"] option').nth(1);
  await frank.waitFor({ state: 'attached' });
  await id('odds-target-character').selectOption(await frank.getAttribute('value'));
  await page.waitForFunction(() => 'id' in (window.__ipcCalls.filter((c) => c.cmd === 'shot_odds').at(-1)?.args.target ?? {}));
  for (const field of ['target_one_card_less', 'target_reduced']) assert.equal(await id(`circ-${field}`).count(), 0, field);
  assert.equal(await id('circ-target_cards').count(), 1);
  assert.deepEqual(problems, []);
  await close();
});

test('a shot the rules refuse after moving is named next to its field', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('nav-odds').click();
  await id('odds-mode-shot').click();
  await id('odds-shooter-type').selectOption('hero');
  await id('odds-target-type').selectOption('supporting');
  await id('circ-weapon').selectOption('repeating_rifle');
  await id('circ-moved').check();
  await id('circ-shot_type').selectOption('aimed');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'shot_odds').at(-1)?.args.circumstances.shot_type === 'aimed');
  assert.deepEqual((await ipcCalls(page, 'shot_odds')).at(-1).args.circumstances, { weapon: 'repeating_rifle', shot_type: 'aimed', moved: true });
  // Reel 4, Types of shooting: "Aimed Shots – the shooter must not have moved".
  await id('field-error-shot_type').waitFor();
  assert.equal(
    await id('field-error-shot_type').innerText(),
    'aimed is not possible here: after moving (“Moved this turn”) — "Aimed Shots – the shooter must not have moved, and spent one turn aiming at a target before shooting"',
  );
  assert.match(await id('odds-stale').innerText(), /Not weighed until “Shot” is put right/);
  await page.screenshot({ path: '/tmp/posse-odds-aimed-after-moving.png', fullPage: true });
  // Standing still, the shot is weighed.
  await id('circ-moved').uncheck();
  await page.waitForFunction(() => !document.querySelector('[data-testid="field-error-shot_type"]'));
  assert.deepEqual(problems, []);
  await close();
});

test("a fate campaign's hit-location chart is the Playsheet 2 chart or the house grid, named so", async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('new-campaign-open').click();
  await id('new-campaign-name').fill('Tin Cup');
  await id('new-campaign-ruleset-fate').check();
  await id('new-campaign-options-toggle').click();
  await id('fate-options').waitFor();
  // Issue 21, item 11: the house grid is Posse's, not the 1996 text's chart.
  assert.deepEqual(await id('fate-option-hit_location').locator('option').allInnerTexts(), ['Playsheet 2 chart', 'House grid']);
  assert.deepEqual(await id('fate-option-jams').locator('option').allInnerTexts(), ['Playsheet', 'Ansell 1996']);
  const chart = page.locator('[data-testid="fate-option"][data-option="hit_location"]');
  await id('fate-option-hit_location').selectOption('house');
  assert.equal(await chart.getAttribute('data-default'), 'false');
  assert.match(await chart.getByTestId('fate-option-rule').innerText(), /Posse's house grid/);
  assert.match(await chart.innerText(), /still reads as `house`/);
  await chart.screenshot({ path: '/tmp/posse-fate-hit-location-house.png' });
  await id('new-campaign-submit').click();
  await id('campaign-title').waitFor();
  const created = (await ipcCalls(page, 'create_campaign'))[0];
  assert.deepEqual(created.args, { name: 'Tin Cup', ruleset: 'fate', options: { hit_location: 'house' } });
  assert.deepEqual(problems, []);
  await close();
});
