// Browser tests of campaign keeping: the after-action wizard, the games list, availability and the
// chronicle, against the real backend's recorded answers (games-mock.ts in front of mock-ipc.ts;
// recorded by record-games-fixtures.mjs). Run `npm run build:ui` first; then
// `node --test tests/e2e/browser/games.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser('games-mock.ts');

async function openCampaign(page, name) {
  await page.getByTestId('campaign-item').filter({ hasText: name }).click();
  await page.getByTestId('campaign-title').waitFor();
}

test('QOTD: record a game in the wizard, enter the dice, Dusty must miss the next adventure, pick traits, apply, read the chronicle', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Showdown at Dry Gulch');
  await id('campaign-view-games').click();
  await id('games-panel').waitFor();

  // The game played before: applied; Tom McLaury is dead, so greyed with the reason.
  await id('game-row').first().waitFor();
  assert.equal(await id('game-row').count(), 1);
  assert.equal(await id('game-row').first().getAttribute('data-status'), 'applied');
  const tom = page.locator('[data-testid="availability-row"][data-character-id="9"]');
  assert.equal(await tom.getAttribute('data-status'), 'dead');
  assert.match(await tom.innerText(), /Dead/);

  // (a) The game: title, date, who took part and how each ended.
  await id('games-record-open').click();
  await id('after-action-wizard').waitFor();
  assert.match(await id('game-problems').innerText(), /title/);
  assert.equal(await id('game-record').isDisabled(), true);
  await id('game-title').fill('The Gunfight at the O.K. Corral');
  await id('game-date').fill('1881-10-26');
  // The dead cannot take part: shown, disabled, with the reason.
  assert.equal(await id('take-part-9').isDisabled(), true);
  assert.match(await id('not-available-9').innerText(), /Killed|dead|killed/i);

  const ended = { 1: 'uninjured', 2: 'injured_with_cards', 5: 'injured_no_cards', 6: 'uninjured', 7: 'injured_no_cards', 10: 'killed' };
  for (const [who, how] of Object.entries(ended)) {
    await id(`take-part-${who}`).check();
    await id(`ended-${who}`).selectOption(how);
  }
  // Issue 10, item 11: the form steers a man who went down to "Injured, no cards left" (he rolls on
  // the chart); "killed" is a body left on the field.
  assert.match(await id('game-endings-hint').innerText(), /no death in the game itself/);
  assert.deepEqual(await id('ended-10').locator('option').allInnerTexts(),
    ['Uninjured', 'Injured, cards left', 'Injured, no cards left', 'Left on the field (killed)']);
  assert.match(await id('ended-5').locator('option[value="injured_no_cards"]').getAttribute('title'), /He's Going!/);
  await id('wounded-2').fill('1');
  // Wyatt killed Billy Clanton: the dead of the other side are offered.
  const victims = await id('kill-add-1').locator('option').allInnerTexts();
  assert.ok(victims.includes('Billy Clanton'), victims.join(', '));
  assert.ok(!victims.includes('Ike Clanton'), 'only the dead may be picked as victims');
  await id('kill-add-1').selectOption('10');
  assert.equal(squash(await id('kills-1').getByTestId('kill').innerText()), 'Billy Clanton ✕');
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-games-form.png' });
  await id('game-record').click();

  // (b) The dice: entered as rolled at the table; Dusty keeps a 1 with no cards left: He's Going!
  await id('dice-step').waitFor();
  const recorded = (await ipcCalls(page, 'record_game')).at(-1).args;
  assert.equal(recorded.campaign_id, 1);
  assert.deepEqual(recorded.game.participants.map((p) => p.character), [1, 2, 5, 6, 7, 10]);
  await id('dice-mode-enter').check();
  // Two dice for the Hero and Main characters, one for the others, none for the dead.
  assert.equal(await page.locator('[data-testid^="die-1-"]').count(), 2);
  assert.equal(await page.locator('[data-testid^="die-5-"]').count(), 1);
  assert.equal(await page.locator('[data-testid^="die-10-"]').count(), 0);
  const dice = { 1: [10, 3], 2: [6, 2], 5: [1], 6: [10, 4], 7: [4, 1] };
  for (const [who, ds] of Object.entries(dice)) {
    for (const [i, d] of ds.entries()) await id(`die-${who}-${i}`).fill(String(d));
  }
  assert.equal(await id('dice-enter').isDisabled(), true, 'the He\'s Going! roll is still to enter');
  await id('hes-going-5').waitFor();
  assert.equal(await id('hes-going-7').count(), 0);
  // The die at fault is marked and named, with why (issue 29, item 4): the He's Going! die left
  // empty, then a die of 11.
  assert.equal(await id('hes-going-die-5-0').getAttribute('aria-invalid'), 'true');
  assert.equal(await id('dice-missing').innerText(), "Still to type: Dusty, He's Going! D10.");
  await id('die-1-0').fill('11');
  assert.equal(await id('die-1-0').getAttribute('aria-invalid'), 'true');
  assert.match(await id('die-1-0').getAttribute('title'), /11 is not on a D10/);
  assert.equal(await id('dice-issues').innerText(), 'Wyatt Earp, D10 1: 11 is not on a D10 (1 to 10).');
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-games-dice-fault.png' });
  await id('die-1-0').fill('10');
  assert.equal(await id('die-1-0').getAttribute('aria-invalid'), null);
  await id('hes-going-die-5-0').fill('7');
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-games-dice.png' });
  await id('dice-enter').click();

  // (c) The review: every participant with the dice and what they come to.
  await id('aftermath-review').waitFor();
  const entered = (await ipcCalls(page, 'enter_aftermath_dice')).at(-1).args;
  assert.deepEqual(entered.rolls.rolls.find((r) => r.character === 5), { character: 5, dice: [1], hes_going: [7] });
  const dusty = page.locator('[data-testid="aftermath-entry"][data-character-id="5"]');
  assert.equal(await dusty.getAttribute('data-next'), 'missing');
  assert.match(await dusty.getByTestId('entry-results').innerText(), /Must miss the next adventure/);
  assert.deepEqual(await dusty.getByTestId('roll-result').allInnerTexts(), ["He's Going!", 'Needs Extensive Medical Care!']);
  // "They have gained the Cautious Trait": by the campaign's default reading he stays Ordinary too.
  assert.match(await dusty.getByTestId('entry-changes').innerText(), /Stays Ordinary and gains Cautious's effect/);
  assert.match(await id('dice-source').innerText(), /entered by the players/);

  // New traits: Wyatt picks Tough; Johnny Ringo, full, takes Marksman in place of Ambidextrous.
  assert.equal(await id('choices-waiting').isVisible(), true);
  await id('trait-1').selectOption('tough');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'preview_aftermath' && c.args.choices?.choices.length === 1));
  await id('trait-replace-6').selectOption('ambidextrous');
  await id('trait-6').selectOption('marksman');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'preview_aftermath' && c.args.choices?.choices.length === 2));
  const wyatt = page.locator('[data-testid="aftermath-entry"][data-character-id="1"]');
  await wyatt.getByTestId('entry-changes').waitFor();
  assert.match(await wyatt.getByTestId('entry-changes').innerText(), /Gains Tough/);
  const ringo = page.locator('[data-testid="aftermath-entry"][data-character-id="6"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="aftermath-entry"][data-character-id="6"] [data-testid="entry-changes"]'));
  assert.match(await ringo.getByTestId('entry-changes').innerText(), /Drops Ambidextrous.*Gains Marksman/s);
  assert.equal(await id('choices-waiting').count(), 0);
  assert.equal(await id('wizard-error').count(), 0);
  await page.screenshot({ path: '/tmp/posse-games-review.png', fullPage: false });
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-games-review-dialog.png' });

  // Every change the review says it writes on a sheet (issue 29, item 2), to find in the chronicle.
  const sheetChanges = await page.locator('[data-testid="aftermath-entry"]').evaluateAll((entries) =>
    entries.flatMap((e) => [...e.querySelectorAll('[data-testid="entry-changes"] .chip')].map(
      (c) => `${e.querySelector('[data-testid="entry-name"]').textContent.trim()}: ${c.textContent.trim()}`)));
  assert.ok(sheetChanges.length >= 4, sheetChanges.join('\n'));

  // (d) Apply.
  await id('aftermath-apply').click();
  await id('wizard-applied').waitFor();
  const applied = (await ipcCalls(page, 'apply_aftermath')).at(-1).args;
  assert.deepEqual(applied, {
    game_id: 2,
    choices: { choices: [{ character: 1, trait: { id: 'tough' } }, { character: 6, trait: { id: 'marksman' }, replace: 'ambidextrous' }] },
  });
  await id('wizard-close').click();
  await id('after-action-wizard').waitFor({ state: 'detached' });
  const newest = id('game-row').first();
  assert.equal(await newest.getAttribute('data-status'), 'applied');
  assert.equal(await newest.getByTestId('game-row-title').innerText(), 'The Gunfight at the O.K. Corral');
  const dustyNext = page.locator('[data-testid="availability-row"][data-character-id="5"]');
  assert.equal(await dustyNext.getAttribute('data-status'), 'missing');
  assert.match(await dustyNext.innerText(), /Misses the next game/);
  await page.screenshot({ path: '/tmp/posse-games-list.png', fullPage: true });
  // The game before, as it was applied: nothing left to choose.
  await page.locator('[data-testid="game-row"][data-game-id="1"]').getByTestId('game-open').click();
  await id('wizard-applied-before').waitFor();
  assert.equal(await id('aftermath-review').getAttribute('data-applied'), 'true');
  assert.equal(await id('aftermath-entry').count(), 4);
  assert.equal(await page.locator('[data-testid="aftermath-review"] select').count(), 0);
  await id('wizard-close').click();

  // The chronicle: the story, the table and the plots.
  await id('campaign-view-chronicle').click();
  await id('chronicle-timeline').waitFor();
  // Grouped by game, newest first (issue 15, item 9): each game under its title and date.
  const groupTitles = (await id('chronicle-group').locator('h4').allInnerTexts()).map(squash);
  assert.deepEqual(groupTitles, ['The Gunfight at the O.K. Corral 26 Oct 1881', 'Ambush on the Contention Road 8 Sept 1881',
    `On the rosters ${groupTitles[2].replace(/^On the rosters /, '')}`]);
  assert.match(squash(await id('chronicle-entry').last().innerText()), /Started the demo campaign/);
  const texts = await id('chronicle-entry').allInnerTexts();
  assert.ok(texts.some((t) => /Dusty: Must miss the next adventure/.test(t)), texts.join('\n'));
  // Every change applied is in the chronicle, once (issue 29, item 2): "Drops Ambidextrous" and
  // Dusty's brush with death as well as the traits gained.
  const told = texts.map((t) => squash(t).replace(/^\S+ /, ''));
  for (const change of sheetChanges) {
    assert.equal(told.filter((t) => t === change).length, 1, `${change} in:\n${told.join('\n')}`);
  }
  // One standing everywhere: the chronicle's is the Games tab's badge (Morgan Earp plays a card short).
  await id('campaign-view-games').click();
  const badges = await id('availability-row').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.characterId, r.querySelector('[data-testid="availability-badge"]')?.textContent.trim() ?? ''])));
  assert.equal(badges['7'], 'A card less');
  await id('campaign-view-chronicle').click();
  await id('chronicle-timeline').waitFor();
  const standings = await id('chronicle-row').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.characterId, r.querySelector('[data-testid="stat-status"]').textContent.trim()])));
  for (const [who, badge] of Object.entries(badges)) assert.equal(standings[who], badge || 'Plays the next game', `character ${who}`);
  const dustyRow = page.locator('[data-testid="chronicle-row"][data-character-id="5"]');
  assert.equal(await dustyRow.getAttribute('data-status'), 'missing');
  assert.equal(await dustyRow.getByTestId('stat-games').innerText(), '1');
  const kills = id('chronicle-kills-chart').getByTestId('count-bar');
  assert.deepEqual(await kills.evaluateAll((bars) => bars.map((b) => [b.dataset.key, b.dataset.value])), [['1', '1'], ['3', '1']]);
  assert.equal(await id('chronicle-games-chart').getByTestId('count-bar').count(), 10);
  // Doc Holliday wounded a man in the game just recorded.
  const wounds = id('chronicle-wounds-chart').getByTestId('count-bar');
  assert.ok((await wounds.evaluateAll((bars) => bars.map((b) => [b.dataset.key, b.dataset.value]))).some(([k, v]) => k === '2' && v === '1'));
  assert.ok(await id('chronicle-hurt-chart').getByTestId('count-bar').count() > 0);
  const lines = id('chronicle-strength-chart').getByTestId('strength-line');
  // Every line from the campaign's start (issue 15, item 9).
  assert.deepEqual(await lines.evaluateAll((ls) => ls.map((l) => l.dataset.values)), ['5,5,5', '6,5,4']);
  await page.screenshot({ path: '/tmp/posse-games-chronicle.png', fullPage: true });

  // Oldest first, then only Dusty's story.
  await id('chronicle-order').click();
  assert.match(squash(await id('chronicle-entry').first().innerText()), /Started the demo campaign/);
  await id('chronicle-character').selectOption('5');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'chronicle' && c.args.character_id === 5));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="chronicle-entry"]').length === 6);
  const story = (await id('chronicle-entry').allInnerTexts()).map(squash);
  assert.match(story[0], /"The Gunfight at the O.K. Corral" is played/);
  assert.ok(story.slice(1).every((t) => t.includes('Dusty')), story.join('\n'));
  // The charts follow the choice: Dusty's figures and his side's strength only.
  assert.equal(await id('chronicle-games-chart').getByTestId('count-bar').count(), 1);
  assert.deepEqual(await lines.evaluateAll((ls) => ls.map((l) => l.dataset.values)), ['5,5,5']);

  assert.deepEqual(problems, []);
  await close();
});

test('fate: Kid Kelly kills an armed man, rolls for it, becomes a Shootist and chooses his new skill', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Trouble at Tin Cup');
  await id('campaign-view-games').click();
  await id('games-empty').waitFor();
  await id('games-record-open').click();
  await id('game-title').fill('Shootout at the Assay Office');
  await id('game-date').fill('1882-03-14');
  const ended = { 12: 'unhurt', 14: 'flesh_wounded', 16: 'dead', 17: 'seriously_wounded' };
  for (const [who, how] of Object.entries(ended)) {
    await id(`take-part-${who}`).check();
    await id(`ended-${who}`).selectOption(how);
  }
  for (const who of [12, 14]) await id(`event-fired_at_opponent-${who}`).check();
  // The dead man's events are not asked for; Marshal Tolliver fired too, before he fell.
  assert.equal(await id('event-fired_at_opponent-16').count(), 0);
  await id('ended-16').selectOption('unhurt');
  await id('event-fired_at_opponent-16').check();
  await id('ended-16').selectOption('dead');
  await id('kill-add-12').selectOption('16');
  // Where each wounded man was hit is asked (issue 29, item 1): Doc Ames in the right arm; Swede
  // Larsen's is left to the dice.
  assert.equal(await id('game-problems').innerText(), 'Say where Swede Larsen, Doc Ames were hit, or let the dice say.');
  assert.equal(await id('game-record').isDisabled(), true);
  assert.equal(await id('wound-at-12').count(), 0, 'an unhurt man has no wound to place');
  await id('wound-at-17').selectOption('right_arm');
  await id('wound-at-14').selectOption('roll');
  assert.equal(await id('game-problems').count(), 0);
  // "Someone else": a man on no roster needs his name and his class (added, then taken back); a
  // blank name is refused, never saved as "someone else" (issue 15, item 8).
  await id('kill-add-14').selectOption('other');
  assert.equal(await id('kill-class-14-0').inputValue(), '', 'the class is never guessed');
  assert.equal(await id('kill-name-14-0').inputValue(), '', 'nor the name');
  assert.equal(await id('game-problems').innerText(), 'Name each man killed who is on no roster.');
  assert.equal(await id('game-record').isDisabled(), true);
  await id('kill-name-14-0').fill('A hired gun');
  assert.match(await id('game-problems').innerText(), /class of each man killed/);
  assert.equal(await id('game-record').isDisabled(), true);
  await id('kill-class-14-0').selectOption('gunman');
  assert.equal(await id('game-problems').count(), 0);
  await id('kills-14').getByTestId('kill-remove').click();
  await id('game-record').click();

  await id('dice-step').waitFor();
  const recorded = (await ipcCalls(page, 'record_game')).at(-1).args.game;
  assert.deepEqual(recorded.participants[0], { character: 12, ended: 'unhurt', fired_at_opponent: true, kills: [{ victim: 16 }] });
  assert.deepEqual(recorded.participants[2], { character: 16, ended: 'dead', fired_at_opponent: true });
  assert.deepEqual(recorded.participants[3], { character: 17, ended: 'seriously_wounded', wound: 'right_arm' });
  assert.deepEqual(recorded.participants[1], { character: 14, ended: 'flesh_wounded', fired_at_opponent: true });

  // Who draws chits is said up front, and a chit is ready for each skill earned; the dead man
  // draws none (issue 15, item 4). Kid Kelly earned two (this kill and the first of his career).
  await id('chits-needed').waitFor();
  assert.equal(await id('chits-needed').innerText(), 'Kid Kelly draws 2 skill chits.');
  await id('dice-mode-enter').check();
  assert.equal(await id('chit-12-0').inputValue(), '');
  assert.equal(await id('chit-add-16').count(), 0);
  assert.match(await page.locator('[data-testid="dice-row"][data-character-id="16"]').innerText(), /No roll: the dead gain nothing/);
  // Where Swede was hit, by a D6 typed (issue 29, items 1 and 4): a 7 marks the field and says why.
  assert.equal(await id('dice-enter').isDisabled(), true);
  assert.match(await id('dice-missing').innerText(), /Swede Larsen, where he was hit, D6/);
  await id('location-roll-14').fill('7');
  assert.equal(await id('location-roll-14').getAttribute('aria-invalid'), 'true');
  assert.equal(await id('dice-issues').innerText(), 'Swede Larsen, where he was hit, D6: 7 is not on a D6 (1 to 6).');
  await id('location-roll-14').fill('3');
  assert.equal(await id('location-roll-14').getAttribute('aria-invalid'), null);
  // Their own dice, but the chit not drawn: the backend's refusal names him as the players know
  // him, and nothing entered is lost.
  await id('dice-enter').click();
  await id('dice-error').waitFor();
  assert.equal(await id('dice-error').getAttribute('data-code'), 'invalid_dice');
  assert.equal(await id('dice-error').innerText(), 'Skill chits: Kid Kelly earns 2 skills; draw 2 more chits');
  assert.equal(await id('chit-12-0').count(), 1);
  await id('dice-mode-roll').check();

  // Roll for me, with a seed.
  await id('dice-seed').fill('7');
  await id('dice-roll').click();
  await id('aftermath-review').waitFor();
  assert.deepEqual((await ipcCalls(page, 'roll_aftermath_dice')).at(-1).args, { game_id: 3, seed: 7 });
  const kid = page.locator('[data-testid="aftermath-entry"][data-character-id="12"]');
  assert.equal(await kid.getByTestId('entry-promotion').innerText(), 'Promoted: Gunman → Shootist');
  // The skills with what they do.
  assert.match(squash(await id('skills-drawn-12').innerText()), /^Crack shot: \S.*Cursed: \S/);
  assert.match(await id('dice-source').innerText(), /seed 7/);
  // The serious wound with its location, and what it stops him doing; never "fit".
  const doc = page.locator('[data-testid="aftermath-entry"][data-character-id="17"]');
  assert.match(await doc.getByTestId('entry-changes').innerText(), /Serious wound, right arm/);
  assert.match(await doc.getByTestId('entry-results').innerText(), /With his wounds: .*no pistol in the right hand, no rifle/);
  assert.equal(await doc.getByTestId('entry-next').innerText(), 'Plays the next game');
  // Swede's location rolled on the chart: the die and where it put the wound.
  const swede = page.locator('[data-testid="aftermath-entry"][data-character-id="14"]');
  const where = swede.getByTestId('roll-line').filter({ hasText: 'Where the wound is' });
  assert.equal(await where.count(), 1);
  const [die] = await where.getByTestId('roll-dice').allInnerTexts();
  const place = ['Head', 'Chest', 'Right arm', 'Left arm', 'Belly', 'Legs'][Number(die) - 1];
  assert.equal(await where.getByTestId('roll-result').innerText(), place, 'the TRWNN chart: 1 Head … 6 Legs');
  assert.match(await swede.getByTestId('entry-changes').innerText(), new RegExp(`Flesh wound, ${place.toLowerCase()}`));

  // He chooses Fast draw and Lucky instead of the chits drawn.
  await id('skills-choose-12').check();
  await id('skill-pick-12-0').selectOption('fast_draw');
  await id('skill-pick-12-1').selectOption('lucky');
  await page.waitForFunction(() => /^Fast draw.*Lucky/s.test(document.querySelector('[data-testid="skills-drawn-12"]')?.textContent ?? ''));
  assert.match(await kid.getByTestId('entry-changes').innerText(), /Gains Fast draw/);
  await id('after-action-wizard').screenshot({ path: '/tmp/posse-games-fate-review.png' });
  await id('aftermath-apply').click();
  await id('wizard-applied').waitFor();
  assert.deepEqual((await ipcCalls(page, 'apply_aftermath')).at(-1).args, { game_id: 3, choices: { choices: [{ character: 12, skills: ['fast_draw', 'lucky'] }] } });
  await id('wizard-close').click();

  // The roster shows the new Shootist; the chronicle his promotion and the Marshal's death.
  assert.equal(await id('game-row').first().getAttribute('data-status'), 'applied');
  await id('campaign-view-chronicle').click();
  await id('chronicle-timeline').waitFor();
  const texts = await id('chronicle-entry').allInnerTexts();
  assert.ok(texts.some((t) => /Kid Kelly/.test(t) && /Shootist/.test(t)), texts.join('\n'));
  const tolliver = page.locator('[data-testid="chronicle-row"][data-character-id="16"]');
  assert.equal(await tolliver.getAttribute('data-status'), 'dead');
  assert.equal(await page.locator('[data-testid="chronicle-row"][data-character-id="12"] [data-testid="stat-kills"]').innerText(), '1');
  await id('campaign-view-roster').click();
  const card = page.locator('[data-testid="character-row"]').filter({ hasText: 'Kid Kelly' });
  assert.equal(await card.getByTestId('character-class').innerText(), 'Shootist');
  // Doc Ames's sheet keeps the wound where it was (issue 29, item 1).
  const docCard = page.locator('[data-testid="character-row"]').filter({ hasText: 'Doc Ames' });
  assert.match(await docCard.getByTestId('character-wounds').innerText(), /Serious wound, right arm/);
  assert.match(await docCard.getByTestId('character-wound-effects').innerText(), /No pistol in the right hand/);
  await page.screenshot({ path: '/tmp/posse-games-fate-chronicle.png', fullPage: true });

  assert.deepEqual(problems, []);
  await close();
});

test('a recorded game is taken up again at the step it reached', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await openCampaign(page, 'Showdown at Dry Gulch');
  await id('campaign-view-games').click();
  await id('games-record-open').click();
  await id('game-title').fill('The Gunfight at the O.K. Corral');
  await id('game-date').fill('1881-10-26');
  const ended = { 1: 'uninjured', 2: 'injured_with_cards', 5: 'injured_no_cards', 6: 'uninjured', 7: 'injured_no_cards', 10: 'killed' };
  for (const [who, how] of Object.entries(ended)) {
    await id(`take-part-${who}`).check();
    await id(`ended-${who}`).selectOption(how);
  }
  // Issue 10, item 11: the form steers a man who went down to "Injured, no cards left" (he rolls on
  // the chart); "killed" is a body left on the field.
  assert.match(await id('game-endings-hint').innerText(), /no death in the game itself/);
  assert.deepEqual(await id('ended-10').locator('option').allInnerTexts(),
    ['Uninjured', 'Injured, cards left', 'Injured, no cards left', 'Left on the field (killed)']);
  assert.match(await id('ended-5').locator('option[value="injured_no_cards"]').getAttribute('title'), /He's Going!/);
  await id('wounded-2').fill('1');
  await id('kill-add-1').selectOption('10');
  await id('game-record').click();
  await id('dice-step').waitFor();
  // Closed before the dice: the list says so, and the game opens again at the dice.
  await id('wizard-close').click();
  const row = page.locator('[data-testid="game-row"][data-game-id="2"]');
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'recorded');
  assert.equal(await row.getByTestId('game-status').innerText(), 'Recorded');
  // Awaiting the aftermath: not to be cast in another game yet.
  assert.equal(await page.locator('[data-testid="availability-row"][data-character-id="5"]').getAttribute('data-status'), 'awaiting_aftermath');
  await row.getByTestId('game-open').click();
  await id('dice-step').waitFor();
  await id('dice-mode-enter').check();
  for (const [who, ds] of Object.entries({ 1: [10, 3], 2: [6, 2], 5: [1], 6: [10, 4], 7: [4, 1] })) {
    for (const [i, d] of ds.entries()) await id(`die-${who}-${i}`).fill(String(d));
  }
  await id('hes-going-die-5-0').fill('7');
  await id('dice-enter').click();
  await id('aftermath-review').waitFor();
  await id('wizard-later').click();
  assert.equal(await row.getAttribute('data-status'), 'dice_rolled');
  await row.getByTestId('game-open').click();
  await id('aftermath-review').waitFor();
  assert.equal(await page.locator('[data-testid="aftermath-entry"][data-character-id="5"]').getAttribute('data-next'), 'missing');
  assert.equal(await id('wizard-step-review').getAttribute('aria-current'), 'step');

  assert.deepEqual(problems, []);
  await close();
});
