// Browser test of My Wild West in Posse's UI against the fake backend (mww-mock.ts: the real
// backend's answers recorded from the CLI): the "Done when" on the desktop — the demo's
// gangs with their money and APs, a figure added with the gang editor, the money set, the bank
// job's aftermath through the wizard (no dice; what each gang starts the next game with), a reading
// of the campaign changed in its Rules options; the odds panel's chance of hitting a rider at 14" with
// a rifle while moving, with its chart by range, Aim + Shoot and opportunity fire greyed out with the
// reason where they cannot apply, and the small throws weighed and rolled.
// Run `npm run build:ui` and record the fixtures first (`make ui-fixtures`); then
// `node --test tests/e2e/browser/mww.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser('mww-mock.ts');

test('a gang of My Wild West: money, APs, the gang editor, a bank job and its aftermath', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('create-mww-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'The Dry Creek Bank Job');
  assert.match(await page.locator('.meta').first().innerText(), /My Wild West/);

  // Each gang: its money and the APs its figures give a turn.
  const curry = page.locator('[data-testid="gang-bar"][data-side-id="1"]');
  await curry.waitFor();
  assert.equal(await curry.getByTestId('gang-money').innerText(), '$350');
  assert.equal(squash(await curry.getByTestId('gang-figures').innerText()), '5 figures, 1 wound');
  assert.match(squash(await curry.getByTestId('gang-aps').innerText()), /^31–34 APs a turn \(6 × 5 \+ 1 average − 1\); 4 held at the start$/);
  // A figure's card: his chance to hit with each weapon at each band.
  const kid = page.locator('[data-testid="character-row"]').filter({ hasText: 'Kid Curry' });
  assert.equal(await kid.getByTestId('character-kind').innerText(), 'Mounted figure');
  const sixGun = kid.locator('[data-testid="chance-row"][data-weapon="six_gun"]');
  // The chance the dice give, as `posse odds mww hit --shooter 1` gives it: 65 + 10 and 00 (76%).
  assert.deepEqual((await sixGun.locator('td').allInnerTexts()).map(squash), ['76%', '61%', '36%', '21%', 'N/A']);
  // What those chances count, said once above the gangs.
  assert.equal(await id('mww-chance-note').count(), 1);
  assert.match(await id('mww-chance-note').innerText(), /0,0 is always a hit unless N\/A, so 71% hits on 01–70 and 00/);
  assert.equal(await kid.getByTestId('character-fights').innerText(), 'Knife (+1, 2 wounds)');

  // The gang editor: a deputy for the marshal's posse.
  await page.locator('[data-testid="side"][data-side-id="2"]').getByTestId('add-character').click();
  await id('mww-editor').waitFor();
  await id('sheet-name').fill('Deputy Luke Short');
  await id('sheet-skill-shooting').check();
  await id('weapon-add').selectOption('shotgun');
  await id('weapon-add').selectOption('six_gun');
  assert.equal(await id('weapon-row').count(), 2);
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  assert.match(await id('issue-summary').innerText(), /Ready to ride/);
  await id('editor-save').click();
  await id('mww-editor').waitFor({ state: 'detached' });
  const added = (await ipcCalls(page, 'add_character')).at(-1).args;
  assert.deepEqual(added, {
    side_id: 2,
    sheet: { name: 'Deputy Luke Short', skills: ['shooting'], weapons: ['shotgun', 'six_gun'], wounds: 0, kills: 0, notes: '' },
  });
  const deputy = page.locator('[data-testid="character-row"]').filter({ hasText: 'Deputy Luke Short' });
  await deputy.waitFor();
  assert.equal(await deputy.getByTestId('character-weapons').innerText(), 'Shotgun, Six gun');
  const posse = page.locator('[data-testid="gang-bar"][data-side-id="2"]');
  await page.waitForFunction(() => /5 figures/.test(document.querySelector('[data-testid="gang-bar"][data-side-id="2"] [data-testid="gang-figures"]')?.textContent ?? ''));
  assert.match(squash(await posse.getByTestId('gang-aps').innerText()), /^32–35 APs a turn/);

  // The gang's money, set (undoable, as the backend keeps it).
  await curry.getByTestId('gang-money').click();
  await id('gang-money-input').fill('500');
  await id('gang-money-save').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="gang-bar"][data-side-id="1"] [data-testid="gang-money"]')?.textContent === '$500');
  assert.deepEqual((await ipcCalls(page, 'set_gang_money')).at(-1).args, { side_id: 1, money: 500 });
  await page.screenshot({ path: '/tmp/posse-mww-roster.png', fullPage: true });

  // The bank job: wounds taken, money got away with, a horse lost, a kill; no dice.
  await id('campaign-view-games').click();
  await id('games-record-open').click();
  await id('after-action-wizard').waitFor();
  assert.equal(await id('wizard-step-dice').count(), 0, 'My Wild West has no aftermath dice');
  await id('game-title').fill('The Dry Creek Bank Job');
  await id('game-date').fill('1899-06-02');
  await id('take-part-1').check();
  await id('ended-1').selectOption('wounded');
  await id('wounds-taken-1').fill('1');
  await id('money-1').fill('9000');
  await id('take-part-5').check();
  await id('money-5').fill('1200');
  await id('horse-killed-5').check();
  assert.equal(await id('horse-killed-4').count(), 0);
  await id('take-part-6').check();
  await id('ended-6').selectOption('killed');
  await id('kill-add-1').selectOption('6');
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-mww-game.png' });
  await id('game-record').click();
  await id('aftermath-review').waitFor();
  assert.match(await id('dice-source').innerText(), /no aftermath dice/);
  const kidEntry = page.locator('[data-testid="aftermath-entry"][data-character-id="1"]');
  assert.match(await kidEntry.getByTestId('entry-results').innerText(), /Took 1 wound; carries 1 wound into the next game/);
  assert.match(await kidEntry.getByTestId('entry-results').innerText(), /Got away with \$9,000 for the gang/);
  const gangs = page.locator('[data-testid="gang-after"][data-side-id="1"]');
  assert.equal(await gangs.getByTestId('gang-after-money').innerText(), '$10,700');
  assert.match(squash(await gangs.innerText()), /\(\$500 \+ \$10,200 won\); 5 figures, 2 wounds; 30–33 APs a turn/);
  const law = page.locator('[data-testid="gang-after"][data-side-id="2"]');
  assert.match(squash(await law.innerText()), /4 figures, 0 wounds/);
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-mww-review.png' });
  await id('aftermath-apply').click();
  await id('wizard-applied').waitFor();
  assert.deepEqual((await ipcCalls(page, 'apply_aftermath')).at(-1).args, { game_id: 1 });
  await id('wizard-close').click();
  await id('campaign-view-roster').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="gang-bar"][data-side-id="1"] [data-testid="gang-money"]')?.textContent === '$10,700');

  // The campaign's readings (issue 28): each with its rule and source; horses killed by the 5th wound.
  assert.equal(await id('campaign-options-summary').innerText(), 'default readings');
  await id('campaign-options-open').click();
  await id('campaign-options').waitFor();
  const options = await id('rules-option').evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
  assert.deepEqual(options, ['horse_jump_00', 'moving_mount', 'rearing', 'horse_killed', 'knocked_out']);
  const horse = page.locator('[data-testid="rules-option"][data-option="horse_killed"]');
  assert.match(await horse.innerText(), /Source: MWW rules, Shooting at Horses\/Mounted figures \("Horses can take 5 wounds before being killed"\)/);
  await id('rules-option-horse_killed').selectOption('fifth_wound');
  await page.waitForFunction(() => document.querySelector('[data-testid="campaign-options-summary"]')?.textContent === '1 option changed');
  assert.deepEqual((await ipcCalls(page, 'set_campaign_options')).at(-1).args, { campaign_id: 1, options: { horse_killed: 'fifth_wound' } });
  assert.match(await horse.getByTestId('rules-option-rule').innerText(), /A horse's 5th wound kills it/);
  await id('campaign-options').screenshot({ path: '/tmp/posse-mww-options.png' });

  assert.deepEqual(problems.filter((p) => !/campaign_not_found|no campaign with id/.test(p)), []);
  await close();
});

test('the odds of hitting a rider at 14" with a rifle while moving, and the chance by range', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('nav-odds').click();
  await id('odds-family-mww').click();
  await id('mww-odds').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="mww-range-bar"]').length === 36);
  // A six gun at 6": 51%, on 01–50 and 00 — one number, and the rolls that give it.
  const hitsOn = (text) => page.waitForFunction((t) => document.querySelector('[data-testid="mww-hits-on"]')?.textContent === t, text);
  await hitsOn('Hits on 01–50 and 00');
  assert.match(squash(await id('mww-outcome').first().innerText()), /^51% Hit/);
  assert.doesNotMatch(await id('mww-hit-odds').innerText(), /Final figure 50%/);
  await id('mww-weapon').selectOption('rifle');
  await id('mww-range').fill('14');
  await id('mww-moved').selectOption('moved');
  await id('mww-at').selectOption('rider');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="mww-outcome"]').length === 3);
  const outcomes = await id('mww-outcome').allInnerTexts();
  assert.equal(squash(outcomes[0]), 'The rider is hit 31% (31/100)'.replace('The rider is hit 31%', '31% The rider is hit'));
  assert.match(squash(outcomes[1]), /^21\.39% The horse is hit instead/);
  assert.match(squash(outcomes[2]), /^47\.61% Miss/);
  const reasons = await id('mww-reasons').locator('li').allInnerTexts();
  assert.deepEqual(reasons.slice(0, 2), ['Rifle at 12" – 24" (14"): 40%', 'Firer moved: −10%']);
  // The chart: the rifle's bands, less 10% for moving, 1% more for 00; the bar at 14" stands out.
  const bar = (inches) => page.locator(`[data-testid="mww-range-bar"][data-inches="${inches}"]`);
  assert.equal(await bar(14).getAttribute('data-percent'), '31');
  assert.equal(await bar(2).getAttribute('data-percent'), '11');
  assert.equal(await bar(30).getAttribute('data-percent'), '16');
  assert.match(await bar(14).getAttribute('class'), /current/);
  await id('mww-cover').selectOption('hard');
  await hitsOn('Each roll hits on 01–15 and 00');
  assert.match((await id('mww-reasons').innerText()), /Target in cover \(hard cover\): 50% of 30%, rounded up: 15%/);
  assert.match(squash(await id('mww-outcome').first().innerText()), /^16% The rider is hit/);

  // A wounded firer cannot aim: the box is greyed out with the reason, and the odds stay.
  assert.equal(await id('mww-aim').isDisabled(), false);
  await id('mww-wounds').fill('1');
  await page.waitForFunction(() => document.querySelector('[data-testid="mww-aim"]')?.disabled === true);
  assert.match(await id('mww-aim-why').innerText(), /A wounded figure cannot aim/);
  await hitsOn('Each roll hits on 01–13 and 00');
  assert.equal(await id('mww-odds-error').count(), 0);
  // Opportunity fire: "Only if target moved or fired" — greyed out until the target moved 3".
  assert.equal(await id('mww-opportunity').isDisabled(), true);
  assert.match(await id('mww-opportunity-why').innerText(), /Only if target moved or fired/);
  await id('mww-target-moved').fill('3');
  await page.waitForFunction(() => document.querySelector('[data-testid="mww-opportunity"]')?.disabled === false);
  await id('mww-opportunity').check();
  // 40 − 15 − 10 − 10 − 5 = 0, halved: only 00 hits.
  await hitsOn('Each roll hits on 00 only');
  assert.match(await id('mww-reasons').innerText(), /Opportunity fire: −15%/);
  assert.deepEqual(
    (({ opportunity, target_moved, aim, wounds }) => ({ opportunity, target_moved, aim, wounds }))((await ipcCalls(page, 'mww_hit_odds')).at(-1).args.shot),
    { opportunity: true, target_moved: 'under6', aim: false, wounds: 1 },
  );
  await page.screenshot({ path: '/tmp/posse-mww-odds.png', fullPage: true });

  // The small throws: a high obstacle's d3 + 1 APs, weighed and rolled with a seed.
  await id('mww-throw').selectOption('high_obstacle');
  assert.match(await id('mww-throw-rule').innerText(), /Cross High obstacle \(16-30mm\): d3 \+ 1 APs/);
  assert.deepEqual((await id('mww-throw-outcome').allInnerTexts()).map(squash), [
    '33.33% 2 APs: Costs 2 APs (1/3)', '33.33% 3 APs: Costs 3 APs (1/3)', '33.33% 4 APs: Costs 4 APs (1/3)',
  ]);
  await id('mww-throw-seed').fill('7');
  await id('mww-throw-roll').click();
  await id('mww-throw-rolled').waitFor();
  assert.match(squash(await id('mww-throw-rolled').innerText()), /^d3 \d \+ 1 = \d APs \(seed 7\)$/);
  assert.deepEqual((await ipcCalls(page, 'mww_roll_throw')).at(-1).args, { throw: 'high_obstacle', seed: 7 });
  await id('mww-throws').screenshot({ path: '/tmp/posse-mww-throws.png' });
  assert.deepEqual(problems, []);
  await close();
});
