// Browser test of the Play view for My Wild West (issue 25): "Payday" played from the Casting tab
// against the real backend's recorded answers (play-mww-mock.ts; recorded by
// record-play-fixtures.mjs) — the gang's card picked as turned at the table ("We turned…"), a figure
// shot to 3 wounds still in the game by the campaign's default reading and then knocked out in a
// fight, and the shot's circumstances as the MWW odds panel has them (opportunity fire only if the
// target moved or fired, never out of arc). At 800×560. Run `npm run build:ui` first; then
// `node --test tests/e2e/browser/play-mww.test.mjs`. PLAY_SHOTS=dir saves a screenshot.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const shots = process.env.PLAY_SHOTS;
const openApp = useBrowser('play-mww-mock.ts');
before(async () => {
  if (shots) await mkdir(shots, { recursive: true });
});

test('an MWW scene: the card turned at the table, a figure knocked out by the campaign’s reading, a shot’s circumstances', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 800, height: 560 });

  await id('campaign-item').filter({ hasText: 'The Dry Creek Bank Job' }).click();
  await id('campaign-view-casting').click();
  await id('scenario-play').click();
  await id('play-board').waitFor();

  // "We turned the Curry Gang's card": picked from the deck, by the keyboard.
  await id('play-named').selectOption('gang:1');
  await id('play-named-turn').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="play-card"]')?.getAttribute('data-key') === 'gang:1');
  assert.match((await page.locator('[data-testid="log-line"]').allInnerTexts())[0], /^The Curry Gang's card turned \(named from the table\)/);
  await page.waitForFunction(() => document.querySelector('[data-testid="play-selected"]')?.getAttribute('data-index') === '0');

  // Flat Nose Logan carried 1 wound in; shot to 3 he stays in the game (knocked_out=in_hand_to_hand).
  await page.keyboard.press('2');
  await page.waitForFunction(() => document.querySelector('[data-testid="play-selected"]')?.getAttribute('data-index') === '1');
  const wounds = page.locator('[data-testid="field"][data-field="wounds"]');
  for (const n of ['1', '2']) {
    await wounds.getByTestId('field-plus').click();
    await page.waitForFunction((v) => document.querySelector('[data-testid="field"][data-field="wounds"] [data-testid="field-value"]')?.textContent === v, n);
  }
  const logan = page.locator('[data-testid="play-member"][data-index="1"]');
  assert.equal(await logan.getAttribute('data-standing'), 'standing');
  // Knocked out in the fight that follows.
  await page.locator('[data-testid="field-flag"][data-field="knocked_out"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="play-member"][data-index="1"]')?.getAttribute('data-standing') === 'out');
  assert.ok((await id('selected-state').innerText()).includes('Knocked out'));

  // Kid Curry's shot at Marshal Hoyt: opportunity fire greyed until the target moved or fired.
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('[data-testid="play-selected"]')?.getAttribute('data-index') === '0');
  await id('play-odds').waitFor();
  const opportunity = id('attack-mww-opportunity');
  assert.equal(await opportunity.isDisabled(), true);
  assert.match(await opportunity.locator('xpath=..').getAttribute('title'), /Only if target moved or fired/);
  const hitIs = (percent) =>
    page.waitForFunction((p) => document.querySelector('[data-testid="play-odds"] [data-testid="odds-line"]')?.textContent?.includes(p), percent);
  // His six gun at 8": 25%, his shooting skill +10%, 00 always hits.
  await hitIs('36%');
  await id('attack-mww-target-fired').check();
  await opportunity.check();
  await hitIs('21%');
  assert.equal(squash(await page.locator('[data-testid="odds-line"]').first().innerText()), 'Hit 21%');
  assert.match(await id('odds-notes').textContent(), /Opportunity fire: −15%/);
  // Out of his forward arc: no opportunity fire; the model turns to face the target.
  await id('attack-mww-out-of-arc').check();
  assert.equal(await opportunity.isDisabled(), true);
  await hitIs('36%');
  assert.match(await id('odds-notes').textContent(), /Outside the forward arc/);
  const asked = (await ipcCalls(page, 'play_odds')).map((c) => c.args.form);
  assert.deepEqual(asked.at(-1), { range: 8, out_of_arc: true });
  assert.ok(asked.some((f) => f.opportunity === true && f.target_fired === true));

  const changes = (await ipcCalls(page, 'change_play')).map((c) => c.args.change);
  assert.deepEqual(changes, [
    { kind: 'turn', card: 'gang:1' },
    { kind: 'mark', who: '@2', change: 'wounds=+1' },
    { kind: 'mark', who: '@2', change: 'wounds=+1' },
    { kind: 'mark', who: '@2', change: 'knocked_out=on' },
  ]);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 800), 'the page is wider than the window');
  if (shots) await page.screenshot({ path: join(shots, 'play-mww-800x560.png'), fullPage: true });
  assert.deepEqual(await page.locator('.error-banner').allInnerTexts(), [], 'an error is shown');
  assert.deepEqual(problems, []);
  await close();
});
