// Browser tests of The West That Wasn't in Posse's UI against the fake backend (mock-ipc.ts,
// twtw-fake.ts, and the real backend's recorded deck and odds): the demo campaign and its heroes,
// the hero editor, the action deck browser (any card large, the stats beside real dice) and the
// TWTW odds panel. Run `npm run build:ui` first; then `npm run test:e2e:browser`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test('the TWTW demo: heroes with their pools, one edited and one added', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('create-twtw-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-title').innerText(), 'Showdown at the Laroq Ranch');
  assert.deepEqual((await ipcCalls(page, 'create_demo'))[0].args, { ruleset: 'twtw' });
  assert.equal(await page.locator('[data-ruleset="twtw"]').count(), 8);

  const miranda = page.locator('[data-ruleset="twtw"]').filter({ hasText: 'Miranda Valentine' });
  assert.equal(await miranda.getByTestId('hero-initiative').innerText(), '2d10');
  assert.match(squash(await miranda.getByTestId('hero-skills').innerText()), /Shooting: Rifle 3d10/);
  await miranda.screenshot({ path: '/tmp/posse-twtw-hero-card.png' });

  // Edit Miranda: an Awesome Coordination makes her rifle 3d12; a Light wound costs 2 APs.
  await miranda.getByRole('button', { name: 'Edit' }).click();
  await id('twtw-editor').waitFor();
  await id('trait-coordination').selectOption('5');
  const rifle = page.locator('[data-testid="skill-row"][data-skill="shooting_rifle"]');
  assert.equal(await rifle.getByTestId('skill-pool').innerText(), '3d12');
  await id('wounds-left_leg').fill('2');
  await page.getByTestId('figure-aps').filter({ hasText: '8' }).waitFor();
  assert.match(await id('figure-aps').innerText(), /^8 \(10 − 2\)$/);
  await page.screenshot({ path: '/tmp/posse-twtw-hero-editor.png' });
  await id('editor-save').click();
  await id('twtw-editor').waitFor({ state: 'detached' });
  const edited = (await ipcCalls(page, 'edit_character')).at(-1).args.sheet;
  assert.equal(edited.traits.coordination, 5);
  assert.deepEqual(edited.wounds, { left_leg: 2 });
  assert.match(squash(await miranda.getByTestId('hero-wounds').innerText()), /Left leg 2 — Light: −2 AP, Stun TN 5/);

  // A new hero: a name is needed; a skill of the chapter under its usual trait, another of our own.
  const posse = page.locator('[data-testid="side"]').filter({ hasText: "Miranda's Posse" });
  await posse.getByTestId('add-character').click();
  await id('twtw-editor').waitFor();
  await page.locator('[data-testid="editor-save"]:disabled').waitFor();
  await id('sheet-name').press('Enter');
  await id('field-issue-name').waitFor();
  assert.match(await id('field-issue-name').innerText(), /a hero needs a name/);
  await id('sheet-name').fill('Reuben');
  await id('skill-add').selectOption('shooting_rifle');
  await id('skill-add-confirm').click();
  await id('skill-add').selectOption('__own');
  await id('skill-own').fill('Wagon driving');
  await id('skill-add-trait').selectOption('reflex');
  await id('skill-add-confirm').click();
  assert.equal(await id('skill-row').count(), 2);
  const added = page.locator('[data-testid="skill-row"][data-skill="wagon_driving"]');
  assert.equal(await added.getByTestId('skill-trait').inputValue(), 'reflex');
  await id('hero-flags').waitFor();
  assert.match(await id('hero-flags').innerText(), /wagon_driving: not a skill the chapter names/);
  await id('editor-save').click();
  await id('twtw-editor').waitFor({ state: 'detached' });
  const sent = (await ipcCalls(page, 'add_character')).at(-1).args.sheet;
  assert.deepEqual(sent.skills, { coordination: { shooting_rifle: 1 }, reflex: { wagon_driving: 1 } });
  assert.equal(await page.locator('[data-ruleset="twtw"]').count(), 9);

  assert.deepEqual(problems, []);
  await close();
});

test('the action deck: any card large, and each column beside real dice', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('create-twtw-demo').click();
  await id('action-deck-open').click();
  await id('twtw-deck-browser').waitFor();
  await page.locator('[data-testid="deck-card"]').first().waitFor();
  assert.equal(await id('deck-card').count(), 54);
  assert.equal(await id('deck-title').innerText(), 'The deck Posse ships (seed 1881)');

  // Card 50 is Miranda's: 8, 1, 3 on three d10, the left leg, (5)8 reading 14.
  await page.locator('[data-testid="deck-card"][data-number="50"]').click();
  const card = page.locator('[data-testid="twtw-card"][data-number="50"]');
  assert.equal(await card.getByTestId('card-name').innerText(), 'A♦');
  const cause = (row) => card.locator(`[data-testid="cause-cell"][data-die="d10"][data-row="${row}"]`).innerText();
  assert.deepEqual([await cause(1), await cause(2), await cause(3)].map((t) => t.trim()), ['8', '1', '3']);
  const stack = await card.getByTestId('card-location').allInnerTexts();
  assert.match(stack[2], /Left leg/);
  assert.equal(await card.locator('[data-testid="effect-cell"][data-die="d8"][data-row="5"]').innerText(), '14');
  assert.equal(await card.getByTestId('card-toggle').innerText(), 'YES');
  // The edge in the printed card's words, no emoji a stock desktop has no font for (issue 29, item 7).
  assert.match(await card.getByTestId('card-wrench').innerText(), /^WRENCH (\d|—)$/);
  assert.match(await card.getByTestId('card-scatter').innerText(), /^CLOCK \d+ · \d PACES$/);
  assert.match(await card.getByTestId('card-unintended').innerText(), /^TARGETS \d \d \d$/);
  const symbols = [...(await card.innerText())].filter((ch) => ch.codePointAt(0) >= 0x1f000);
  assert.deepEqual(symbols, [], 'no emoji on the card');
  await card.screenshot({ path: '/tmp/posse-twtw-card-50.png' });

  // The stats: a column's bars, this deck beside real dice, and the verdict.
  await id('deck-stats').waitFor();
  assert.match(await id('stats-summary').innerText(), /^(\d+) of \1 columns pass for real dice$/);
  assert.match(await id('stats-chi').innerText(), /passes for real dice/);
  assert.equal(await id('stats-deck').getByTestId('bar').count(), 10);
  assert.equal(await id('stats-ideal').getByTestId('bar').count(), 10);
  // Each column by its title, never its id (issue 29, item 5).
  const columns = await id('stats-column').locator('option').allInnerTexts();
  assert.ok(columns.includes('3d10: the best face') && columns.every((c) => !/\b(cause|effect)\.d\d/.test(c)), columns.join(' | '));
  await id('stats-column').selectOption('effect.d8.5');
  await id('stats-deck').locator('[data-key="14"]').waitFor();

  // Another seed: another deck, its own title.
  await id('deck-seed').fill('7');
  await id('deck-generate').click();
  await page.getByTestId('deck-title').filter({ hasText: 'seed 7' }).waitFor();
  assert.deepEqual((await ipcCalls(page, 'twtw_deck')).at(-1).args, { seed: 7 });
  await page.screenshot({ path: '/tmp/posse-twtw-deck-browser.png', fullPage: true });

  // "Print this deck…": the print center opens on the action deck of that seed.
  await id('deck-print').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'action_cards');
  assert.equal(await id('center-seed').inputValue(), '7');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'print_preview').at(-1)?.args.job.what === 'action_cards');
  assert.deepEqual((await ipcCalls(page, 'print_preview')).at(-1).args.job, { what: 'action_cards', seed: 7 });
  await id('center-close').click();
  await id('print-center').waitFor({ state: 'detached' });

  assert.deepEqual(problems, []);
  await close();
});

test('the TWTW odds: Miranda’s shot on the shipped deck and on seed 7, damage and initiative', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const row = (table, key) => page.locator(`[data-testid="${table}"] [data-testid="odds-row"][data-key="${key}"]`);

  await id('nav-odds').click();
  await id('odds-family-twtw').click();
  await id('twtw-odds').waitFor();
  await id('twtw-check-odds').waitFor();
  assert.match(await page.locator('[data-testid="twtw-check-odds"] caption').innerText(), /3d10 at TN 5, −3 — the shipped deck/);
  const hit = await row('twtw-check-odds', 'hit').locator('td').allInnerTexts();
  assert.deepEqual(hit, ['62.96%', '64.8%']);
  await id('twtw-odds-deck').fill('7');
  await page.locator('[data-testid="twtw-check-odds"] caption').filter({ hasText: 'seed 7' }).waitFor();
  assert.deepEqual((await ipcCalls(page, 'twtw_check_odds')).at(-1).args, { pool: { dice: 3, die: 'd10' }, tn: 5, modifier: -3, deck: 7 });
  await id('twtw-odds-deck').fill('');

  await id('twtw-pool').fill('2d20');
  await id('twtw-odds-error').waitFor();
  assert.match(await id('twtw-odds-error').innerText(), /"2d20" is not a pool of dice/);
  await id('twtw-pool').fill('3d10');

  await id('twtw-mode-damage').click();
  await id('twtw-damage-odds').waitFor();
  assert.deepEqual(await row('twtw-damage-odds', 'penetrate').locator('td').allInnerTexts(), ['100%', '100%']);
  await id('twtw-covered').check();
  await page.locator('[data-testid="twtw-damage-odds"] caption').filter({ hasText: 'against AV 3' }).waitFor();
  assert.deepEqual(await row('twtw-damage-odds', 'deflect').locator('td').allInnerTexts(), ['11.11%', '11.11%']);

  await id('twtw-mode-initiative').click();
  await id('twtw-initiative-odds').waitFor();
  await id('twtw-bid').fill('3');
  await page.locator('[data-testid="twtw-initiative-odds"] caption').filter({ hasText: '+1' }).waitFor();
  assert.equal((await ipcCalls(page, 'twtw_initiative_odds')).at(-1).args.bonus, 1);
  await page.screenshot({ path: '/tmp/posse-twtw-odds.png', fullPage: true });

  assert.deepEqual(problems, []);
  await close();
});

test('the TWTW odds: a roster hero picked — his skill gives the pool, his Initiative the Initiative check', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('create-twtw-demo').click();
  await id('campaign-title').waitFor();
  await id('nav-odds').click();
  await id('odds-family-twtw').click();
  await id('twtw-check-odds').waitFor();
  await id('twtw-hero-campaign').selectOption({ label: 'Showdown at the Laroq Ranch' });
  await id('twtw-hero-character').selectOption({ label: 'Miranda Valentine' });

  // Her skills with their pools; Sneak is 1 under Dexterity d8.
  const skills = await id('twtw-hero-skill').locator('option').allInnerTexts();
  assert.deepEqual([...skills].sort(), ['Firearms: Pistol 2d10', 'Initiative 2d10', 'Shooting: Rifle 3d10', 'Sneak 1d8']);
  await id('twtw-hero-skill').selectOption({ label: 'Sneak 1d8' });
  await page.waitForFunction(() => /1d8 at TN 5, −3/.test(document.querySelector('[data-testid="twtw-check-odds"] caption')?.textContent ?? ''));
  assert.equal(await id('twtw-pool').inputValue(), '1d8');
  // Her rifle: 3 under Coordination d10.
  await id('twtw-hero-skill').selectOption({ label: 'Shooting: Rifle 3d10' });
  await page.waitForFunction(() => /3d10 at TN 5, −3/.test(document.querySelector('[data-testid="twtw-check-odds"] caption')?.textContent ?? ''));
  assert.deepEqual((await ipcCalls(page, 'twtw_check_odds')).at(-1).args.pool, { dice: 3, die: 'd10' });

  // The Initiative check takes her Initiative.
  await id('twtw-mode-initiative').click();
  assert.equal(await id('twtw-initiative').inputValue(), '2d10');

  assert.deepEqual(problems, []);
  await close();
});
