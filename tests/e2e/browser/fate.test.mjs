// Browser tests of the fate-deck family in Posse's UI against the fake backend (mock-ipc.ts,
// fate-fake.ts): a fate campaign and its options, the fate character editor and card, the family's
// tables and odds. Run `npm run build:ui` first; then `npm run test:e2e:browser`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';


const openApp = useBrowser();

test('a fate campaign: options, a side without a suit, a Shootist who is Very Strong, a refused combination', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('new-campaign-open').click();
  await id('new-campaign-name').fill('Showdown at Red Rock');
  await id('new-campaign-ruleset-fate').check();

  // The options, each with its rule and source; a changed one stands out.
  await id('new-campaign-options-toggle').click();
  await id('fate-options').waitFor();
  assert.equal(await id('fate-option').count(), 11);
  // The hit-location chart: the TRWNN playsheet 2 chart by default, the house grid one choice away.
  const chart = page.locator('[data-testid="fate-option"][data-option="hit_location"]');
  assert.match(await chart.innerText(), /Hit-location chart/);
  assert.match(await chart.innerText(), /Playsheet 2 \(2003 edition, fan reconstruction\)/);
  assert.equal(await chart.getAttribute('data-default'), 'true');
  // An optional rule's "off" is not called the 1996 rule.
  const hatred = page.locator('[data-testid="fate-option"][data-option="hatred_and_fear"]');
  await id('fate-option-hatred_and_fear').uncheck();
  assert.match(await hatred.innerText(), /Off \(the playsheet marks the rule optional\)/);
  await id('fate-option-hatred_and_fear').check();
  await chart.screenshot({ path: '/tmp/posse-fate-option-hit-location.png' });
  const jams = page.locator('[data-testid="fate-option"][data-option="jams"]');
  assert.match(await jams.innerText(), /Out of ammo and jams/);
  assert.match(await jams.innerText(), /Source: Playsheet, Blazing Away/);
  assert.equal(await jams.getAttribute('data-default'), 'true');
  await id('fate-option-jams').selectOption('ansell1996');
  assert.equal(await jams.getAttribute('data-default'), 'false');
  assert.match(await jams.innerText(), /three or more 1s jam the gun/);
  assert.match(await id('new-campaign-changed').innerText(), /1 changed/);
  await page.screenshot({ path: '/tmp/posse-ui4-new-campaign.png' });
  await id('new-campaign-submit').click();

  await id('campaign-title').waitFor();
  assert.match(await id('campaign-options-summary').innerText(), /1 option changed/);
  const created = (await ipcCalls(page, 'create_campaign'))[0];
  assert.deepEqual(created.args, { name: 'Showdown at Red Rock', ruleset: 'fate', options: { jams: 'ansell1996' } });

  // A side: no suit is asked for.
  await id('add-side-open').click();
  assert.equal(await id('side-suit').count(), 0);
  await id('side-name').fill('The Earps');
  await id('add-side-submit').click();
  await id('side').waitFor();
  assert.equal(squash(await id('side-title').textContent()), 'The Earps');
  assert.equal((await ipcCalls(page, 'add_side'))[0].args.suit, null);

  // A Shootist with Quick shot and Strong twice.
  await id('add-character').click();
  await id('fate-editor').waitFor();
  await id('sheet-name').fill('Wyatt Earp');
  await id('sheet-class').selectOption('shootist');
  assert.match(await id('class-description').innerText(), /Violent characters who have killed their man/);
  await id('skill-add').click();
  await id('skill-option-quick_shot').click();
  await id('skill-add').click();
  await id('skill-option-strong').click();
  await id('skill-add').click();
  assert.match(await id('skill-option-strong').innerText(), /pick again for Very Strong/);
  await id('skill-option-strong').click();
  assert.equal(await id('skill-row').count(), 2);
  assert.equal(await id('skill-row').nth(1).getByTestId('skill-label').innerText(), 'Very Strong');
  // Not a double skill: once only.
  await id('skill-add').click();
  await id('skill-option-deadeye').click();
  await id('skill-add').click();
  assert.equal(await id('skill-option-deadeye').isDisabled(), true);
  await page.getByRole('button', { name: 'Done' }).click();
  await id('skill-row').nth(2).getByTestId('skill-remove').click();

  await id('weapon-add').selectOption('six_shooter');
  await id('weapon-add').selectOption('six_shooter');
  await id('sheet-kills').fill('2');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'check_character').at(-1)?.args.sheet.kills === 2);
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  assert.match(await id('issue-summary').innerText(), /Ready to ride/);
  const checked = (await ipcCalls(page, 'check_character')).at(-1).args;
  assert.equal(typeof checked.campaign_id, 'number');
  assert.deepEqual(checked.sheet.skills, [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }]);
  await page.screenshot({ path: '/tmp/posse-ui4-editor.png' });
  await id('editor-save').click();
  await id('editor').waitFor({ state: 'detached' });

  const card = id('character-row');
  await card.waitFor();
  assert.equal(await card.getByTestId('character-class').innerText(), 'Shootist');
  const skills = await card.getByTestId('character-skill').allInnerTexts();
  assert.deepEqual(skills.map(squash), ['Quick shot', 'Very Strong']);
  assert.equal(await card.getByTestId('character-weapons').innerText(), 'Six-shooter ×2');
  assert.equal(await card.getByTestId('character-kills').innerText(), '2');

  // A White knight cannot be Evil: the issue is shown next to the skill at fault.
  await id('add-character').click();
  await id('fate-editor').waitFor();
  await id('sheet-name').fill('Sir Galahad Smith');
  await id('sheet-class').selectOption('gunman');
  await id('skill-add').click();
  await id('skill-option-white_knight').click();
  assert.deepEqual((await id('implied-skill').allInnerTexts()).map(squash), ['Charmed from White knight', 'Tough from White knight']);
  await id('skill-add').click();
  await id('skill-option-evil').click();
  const issue = id('field-issue-skills-1');
  await issue.waitFor();
  assert.match(await issue.innerText(), /Evil contradicts White knight/);
  assert.equal(await issue.locator('[data-code]').getAttribute('data-code'), 'contradictory_skills');
  assert.equal(await id('editor-save').isDisabled(), true);
  await page.screenshot({ path: '/tmp/posse-ui4-editor-invalid.png' });
  // Cancel with changes asks first (issue 15, item 5); discarding closes the editor.
  await id('editor-cancel').click();
  await id('discard-confirm').waitFor();
  await id('discard-ok').click();
  await id('editor').waitFor({ state: 'detached' });

  // The deck: one card for Wyatt, the four action cards, the Joker.
  await id('fate-deck-open').click();
  await id('fate-deck').waitFor();
  assert.equal(await id('fate-deck-summary').innerText(), '6 cards: 1 character, 4 action cards, the Joker');
  assert.equal(await id('fate-card').first().innerText(), 'Wyatt Earp\nShootist. Quick shot, Very Strong');
  // The deck prints from where it is shown: the print center opens on it and previews it.
  await id('fate-deck-print').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'fate_deck');
  await page.waitForFunction(() => document.querySelector('[data-testid="center-pages"] canvas[data-drawn="yes"]'));
  assert.equal((await ipcCalls(page, 'print_preview')).at(-1).args.job.what, 'fate_deck');
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });
  // The options can be changed afterwards too.
  await id('campaign-options-open').click();
  await id('campaign-options').waitFor();
  await id('fate-option-jams').selectOption('playsheet');
  await page.waitForFunction(() => document.querySelector('[data-testid="campaign-options-summary"]')?.textContent.includes('playsheet rules'));
  await page.screenshot({ path: '/tmp/posse-ui4-campaign.png', fullPage: true });

  // The house tables, edited in the app: a mistake is refused naming its line and nothing is
  // saved; a good edit is one change Undo takes back; "Back to Posse's tables" resets them.
  await id('house-tables').locator('summary').click();
  await id('house-tables-text').waitFor();
  const shipped = await id('house-tables-text').inputValue();
  assert.match(shipped, /\[fighting\]/);
  assert.equal(await id('house-tables-save').isDisabled(), true, 'nothing to save yet');
  await id('house-tables-text').fill(shipped.replace('gunman = 2', 'gunman = 2\nthis is not toml'));
  await id('house-tables-save').click();
  await id('house-tables-error').waitFor();
  assert.equal(await id('house-tables-error').getAttribute('data-code'), 'house_tables_unreadable');
  assert.match(await id('house-tables-error').innerText(), /line \d+/);
  assert.equal((await ipcCalls(page, 'house_tables_text')).length, 1);
  await id('house-tables-text').fill(shipped.replace('gunman = 2', 'gunman = 3'));
  await id('house-tables-save').click();
  await id('house-tables-error').waitFor({ state: 'detached' });
  const sent = (await ipcCalls(page, 'set_house_tables')).at(-1).args;
  assert.match(sent.toml, /gunman = 3/);
  await page.waitForFunction(() => document.querySelector('[data-testid="undo"]')?.getAttribute('title')?.includes('Changed the house tables'));
  assert.equal(await id('house-tables-save').isDisabled(), true, 'saved');
  await id('house-tables-reset').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="house-tables-text"]')?.value.includes('gunman = 3'));
  assert.equal((await ipcCalls(page, 'set_house_tables')).at(-1).args.toml, null);

  assert.deepEqual(problems, []);
  await close();
});

test('the Tables browser lists the fate tables by family, and shows the house grid labelled "house table"', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('nav-tables').click();
  await id('tables-count').waitFor();
  await id('tables-family-fate').click();
  assert.equal(await id('tables-count').innerText(), '27 tables');
  const grid = page.locator('[data-testid="table-item"][data-table-id="fate.hit_location_house_grid"]');
  assert.match(await grid.innerText(), /house table/);
  assert.equal(await id('house-table-chip').count(), 3);
  await grid.click();
  await id('table-view').waitFor();
  assert.match(await id('house-table-label').innerText(), /House table/);
  assert.equal(await page.locator('[data-testid="table-grid"] tbody tr').count(), 6);
  assert.equal(await page.locator('[data-testid="table-grid"] thead th').count(), 7);
  await page.screenshot({ path: '/tmp/posse-ui4-tables.png' });

  assert.deepEqual(problems, []);
  await close();
});

test('the fate Odds: a Shootist with Quick shot, Very Strong, blazes away at 7" at a man in cover; a duel with a Legend', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('nav-odds').click();
  await id('odds-family-fate').click();
  await id('fate-odds-panel').waitFor();
  await id('fate-first-class').selectOption('shootist');
  await id('fate-first-skill-add').selectOption('quick_shot');
  await id('fate-first-skill-add').selectOption('strong');
  await id('fate-first-skill-add').selectOption('strong');
  assert.deepEqual((await id('fate-first-skills').locator('li').allInnerTexts()).map((t) => squash(t.replace('✕', ''))), ['Quick shot', 'Very Strong']);
  await id('fate-weapon').selectOption('six_shooter');
  await id('fate-range').fill('7');
  await id('fate-cover').check();

  // The recorded answer of `posse odds fate fire --class shootist --skill quick_shot --skill strong
  // --skill strong --weapon six_shooter --range 7 --cover --json`.
  const blaze = id('fate-blaze');
  await page.waitForFunction(() => document.querySelector('[data-testid="fate-blaze-one-hit"]')?.textContent.includes('52.4%'));
  assert.match(squash(await id('fate-blaze-one-hit').innerText()), /^52\.4% to hit at least once/);
  const bars = blaze.getByTestId('fate-blaze-bars').getByTestId('bar');
  assert.equal(await bars.count(), 5);
  assert.deepEqual(await bars.getByTestId('bar-key').allInnerTexts(), ['0 hits', '1 hit', '2 hits', '3 hits', '4 hits']);
  assert.equal(await bars.first().getByTestId('bar-label').getAttribute('title'), 'exactly 925/1944');
  const mishaps = await blaze.getByTestId('fate-blaze-mishaps').getByTestId('bar-key').allInnerTexts();
  assert.deepEqual(mishaps, ['Out of ammo', 'Jammed']);
  assert.match(await blaze.getByTestId('fate-blaze-reasons').innerText(), /Quick shot/);
  assert.match(await id('fate-deliberate').innerText(), /Deliberate fire/);
  const asked = (await ipcCalls(page, 'fate_fire_odds')).at(-1).args;
  assert.deepEqual(asked.context, { range: 7, cover: true, moved: false, aimed: false });
  assert.equal(asked.weapon, 'six_shooter');
  await page.screenshot({ path: '/tmp/posse-ui4-odds-fire.png', fullPage: true });

  // Roll it: blazing away with seed 42, the shot's own context sent with the way of firing.
  await id('fate-roll-seed').fill('42');
  await id('fate-roll-blaze').click();
  await id('fate-roll-result').waitFor();
  assert.match(await id('fate-roll-outcome').innerText(), /^\d+ hits?(, [a-z ]+)*\s+hits on 6\+ · seed 42$/);
  const thrown = Number(/\((\d+) dice/.exec(await id('fate-blaze-one-hit').innerText())[1]);
  assert.equal(await id('fate-roll-dice').locator('.die').count(), thrown, 'as many dice as blazing away throws');
  const rolled = (await ipcCalls(page, 'fate_roll_fire')).at(-1).args;
  assert.deepEqual(rolled.context, { range: 7, cover: true, moved: false, aimed: false, fire: 'blaze_away' });
  assert.equal(rolled.seed, 42);
  await id('fate-roll-seed').fill('4x');
  assert.equal(await id('fate-roll-deliberate').isDisabled(), true, 'a seed is a whole number');
  await id('fate-roll-seed').fill('');

  // The duel against a Legend.
  await id('fate-odds-mode-duel').click();
  await id('fate-second-class').selectOption('legend');
  await page.waitForFunction(() => document.querySelector('[data-testid="fate-duel-favoured"]'));
  assert.match(await id('fate-duel-favoured').innerText(), /favoured/);
  assert.equal(await id('fate-duel-bars').getByTestId('bar').count(), 3);
  assert.equal(await id('fate-roll-result').count(), 0, 'a throw belongs to the question it was thrown for');
  await id('fate-roll-it').click();
  await id('fate-roll-result').waitFor();
  assert.match(await id('fate-roll-outcome').innerText(), /(fires first|They fire together)\s+seed \d+$/);
  assert.equal((await ipcCalls(page, 'fate_roll_duel')).length, 1);
  await page.screenshot({ path: '/tmp/posse-ui4-odds-duel.png', fullPage: true });

  // His nerve, and a fight with the Legend: the recorded answers, with their reasons.
  await id('fate-odds-mode-nerve').click();
  await id('fate-nerve').waitFor();
  assert.deepEqual(await id('fate-nerve-bars').getByTestId('bar-key').allInnerTexts(), ['Holds his nerve', 'Loses his nerve']);
  assert.ok((await id('fate-nerve-reasons').getByTestId('fate-reason').count()) >= 1);
  await id('fate-roll-seed').fill('7');
  await id('fate-roll-it').click();
  await id('fate-roll-result').waitFor();
  assert.match(await id('fate-roll-outcome').innerText(), /^(Holds|Loses) his nerve\s+a 6 holds · seed 7$/);
  await id('fate-odds-mode-fight').click();
  await id('fate-fight').waitFor();
  assert.match(await id('fate-roll-fight').innerText(), /Roll a fight at the table/);
  assert.match(await id('fate-fight').innerText(), /The attacker \(Shootist\) attacks The target \(Legend\)/);
  assert.match(await id('fate-fight-attack-reasons').innerText(), /Very Strong/);
  // What each hit does: the house fighting results, a gun in hand shooting on half of them.
  assert.deepEqual(await id('fate-fight-blows').getByTestId('bar-key').allInnerTexts(), ['Staggered', 'Knocked down', 'Shot!']);
  await id('fate-fight').screenshot({ path: '/tmp/posse-fate-fight-blows.png' });
  await page.screenshot({ path: '/tmp/posse-ui4-odds-fight.png', fullPage: true });

  assert.deepEqual(problems, []);
  await close();
});

test('the fate demo: sides without suits, cards with class, skills, hand, weapons, kills and wounds; an edit keeps the sheet', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'Trouble at Tin Cup');
  assert.equal(await id('side-suit-symbol').count(), 0);
  const jack = page.locator('[data-testid="character-row"]', { hasText: 'Black Jack Ketchum' });
  assert.equal(await jack.getByTestId('character-class').innerText(), 'Legend');
  assert.equal(await jack.getByTestId('character-hand').innerText(), 'Left-handed');
  assert.equal(await jack.getByTestId('character-weapons').innerText(), 'Six-shooter ×2');
  const swede = page.locator('[data-testid="character-row"]', { hasText: 'Swede Larsen' });
  assert.deepEqual(await swede.getByTestId('character-skill').allInnerTexts(), ['Very Strong']);
  const doc = page.locator('[data-testid="character-row"]', { hasText: 'Doc Ames' });
  assert.equal(await doc.getByTestId('character-wounds').innerText(), '1 wound: Flesh wound, legs');
  assert.equal(await doc.getByTestId('character-wound-effects').innerText(), 'One movement die less');
  await page.screenshot({ path: '/tmp/posse-ui4-fate-demo.png', fullPage: true });

  // Editing Swede: the sheet comes back as it was; lowering Very Strong to Strong is saved.
  await swede.getByTestId('edit-character').click();
  await id('fate-editor').waitFor();
  assert.equal(await id('sheet-class').inputValue(), 'citizen');
  assert.equal(await id('skill-row').getByTestId('skill-label').innerText(), 'Very Strong');
  await id('skill-level').selectOption('1');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'check_character').at(-1)?.args.sheet.skills[0]?.level === 1);
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  await id('editor-save').click();
  await id('editor').waitFor({ state: 'detached' });
  assert.deepEqual(await swede.getByTestId('character-skill').allInnerTexts(), ['Strong']);

  // In the Odds, a fate roster's characters can shoot: Black Jack blazes away.
  await id('nav-odds').click();
  await id('odds-family-fate').click();
  await id('fate-first-roster').check();
  await id('fate-first-campaign').selectOption({ label: 'Trouble at Tin Cup' });
  await id('fate-first-character').selectOption({ label: 'Black Jack Ketchum (Legend)' });
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'fate_fire_odds' && 'id' in c.args.shooter));
  await id('fate-blaze-bars').waitFor();
  assert.ok((await id('fate-blaze-bars').getByTestId('bar').count()) >= 2);

  assert.deepEqual(problems, []);
  await close();
});
