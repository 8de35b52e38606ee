// Browser tests of issue 10's QOTD readings in the app, against the fake backend (mock-ipc.ts): a
// QOTD campaign's rules options (the brush with death's Cautious Trait), the sheet and roster showing
// what a brush with death added, and the Odds panel offering a shot or a fight only the
// circumstances it reads (Flustered!, a later round, a fast mount, the target's Cut!). Run
// `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test("a QOTD campaign's rules options are shown with their rule and source, and changed in one step", async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await id('campaign-options-summary').innerText(), 'default readings');
  await id('campaign-options-open').click();
  await id('rules-options').waitFor();
  const brush = page.locator('[data-testid="rules-option"][data-option="brush_with_death"]');
  assert.equal(await brush.getAttribute('data-default'), 'true');
  // Reel 6: "they have gained the Cautious Trait" — by default an extra, the personality kept.
  assert.match(await brush.getByTestId('rules-option-rule').innerText(), /keeps their personality/);
  assert.match(await brush.innerText(), /Source: Reel 6, Post action rest and recovery/);
  assert.deepEqual(await id('rules-option-brush_with_death').locator('option').allInnerTexts(),
    ['Keeps the personality, gains Cautious (default)', 'Becomes Cautious']);

  await id('rules-option-brush_with_death').selectOption('replace');
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'set_campaign_options'));
  assert.deepEqual((await ipcCalls(page, 'set_campaign_options')).at(-1).args, { campaign_id: 1, options: { brush_with_death: 'replace' } });
  await page.waitForFunction(() => document.querySelector('[data-testid="campaign-options-summary"]')?.textContent === '1 option changed');
  assert.equal(await brush.getAttribute('data-default'), 'false');
  assert.match(await brush.getByTestId('rules-option-rule').innerText(), /Cautious replaces the character's personality/);
  await page.screenshot({ path: '/tmp/posse-qotd-options.png', fullPage: true });

  // Back to the default: nothing is stored but the default game.
  await id('rules-option-brush_with_death').selectOption('keep');
  await page.waitForFunction(() => document.querySelector('[data-testid="campaign-options-summary"]')?.textContent === 'default readings');
  assert.deepEqual((await ipcCalls(page, 'set_campaign_options')).at(-1).args.options, {});
  assert.deepEqual(problems, []);
  await close();
});

test('a character Cautious since a brush with death shows it on the roster and in the editor, and keeps it when edited', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  // A Lucky man who lived through "Needs Extensive Medical Care!" (as the aftermath writes him).
  const campaignId = (await ipcCalls(page, 'get_campaign')).at(-1).args.campaign_id;
  const added = await page.evaluate(async (campaign_id) => {
    const detail = await window.__TAURI_INTERNALS__.invoke('get_campaign', { campaign_id });
    return window.__TAURI_INTERNALS__.invoke('add_character', {
      side_id: detail.sides[0].id,
      sheet: { name: 'Lucky Jim', type: 'supporting', personality: 'lucky', traits: [], weapons: [], armour: 'none', shield: false, notes: '', cautious: true },
    }).then((v) => v, (e) => ({ error: e }));
  }, campaignId);
  assert.equal(added.error, undefined, JSON.stringify(added.error));
  await id('back-to-list').click();
  await id('campaign-item').first().click();
  const jim = page.locator('[data-testid="character-row"]', { hasText: 'Lucky Jim' });
  await jim.waitFor();
  assert.equal(await jim.getByTestId('character-personality').innerText(), 'Lucky');
  assert.equal(await jim.getByTestId('character-brush').innerText(), 'Cautious since a brush with death');

  await jim.getByTestId('edit-character').click();
  await id('sheet-brush').waitFor();
  assert.match(await id('sheet-brush').innerText(), /Reduced dice when taking all Responding or Reacting/);
  await id('sheet-notes').fill('Never the same since Dry Gulch.');
  await id('editor-save').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'edit_character'));
  assert.equal((await ipcCalls(page, 'edit_character')).at(-1).args.sheet.cautious, true, 'an edit keeps the mark');
  assert.deepEqual(problems, []);
  await close();
});

test('the Odds panel offers a shot and a fight the circumstances they read, and sends them', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('demo-offer').waitFor();
  await id('nav-odds').click();
  await id('odds-mode-fight').click();
  await id('odds-shooter-type').selectOption('main');
  await id('odds-shooter-weapon').selectOption('bowie_knife');
  await id('odds-target-type').selectOption('main');
  // A fight reads Flustered!, a later round, a fast mount and the target's re-rolls; not the range.
  for (const field of ['flustered', 'later_round', 'mount_over_4_paces', 'target_cut', 'target_reduced']) {
    assert.equal(await id(`circ-${field}`).count(), 1, field);
  }
  assert.equal(await id('circ-range_paces').count(), 0);
  await id('circ-flustered').check();
  await id('circ-target_cut').check();
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'fight_odds').at(-1)?.args.circumstances.target_cut === true);
  assert.deepEqual((await ipcCalls(page, 'fight_odds')).at(-1).args.circumstances, { flustered: true, target_cut: true });

  // A shot also reads the Le Mat's barrel and a preloaded cylinder; what only a fight reads is kept
  // in the form but not sent.
  await id('odds-mode-shot').click();
  for (const field of ['fire_mode', 'preloaded_cylinder', 'flustered', 'range_paces']) assert.equal(await id(`circ-${field}`).count(), 1, field);
  assert.equal(await id('circ-later_round').count(), 0);
  await id('circ-fire_mode').selectOption('shotgun_barrel');
  await page.waitForFunction(() => window.__ipcCalls.filter((c) => c.cmd === 'shot_odds').at(-1)?.args.circumstances.fire_mode === 'shotgun_barrel');
  assert.deepEqual((await ipcCalls(page, 'shot_odds')).at(-1).args.circumstances, { fire_mode: 'shotgun_barrel', flustered: true, target_cut: true });
  assert.deepEqual(problems, []);
  await close();
});
