// Browser test of the Play view (issue 25): "Showdown at Dry Gulch" played from the Casting tab with
// the keyboard — three cards turned (N), a hit on the one acting (H), Game over — against the real
// backend's recorded answers (play-mock.ts; recorded by record-play-fixtures.mjs). It logs how long
// the view takes to redraw after a key (the goal: within a frame of the backend's answer) and checks
// the view at 800×560. Run `npm run build:ui` first; then `node --test tests/e2e/browser/play.test.mjs`.
// PLAY_SHOTS=dir saves screenshots.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const shots = process.env.PLAY_SHOTS;
const openApp = useBrowser('play-mock.ts');
before(async () => {
  if (shots) await mkdir(shots, { recursive: true });
});

/** Presses `key` on the page and waits for the card shown to change: the milliseconds it took. */
function pressForNextCard(page, key) {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const shown = () => document.querySelector('[data-testid="play-card"]')?.getAttribute('data-key');
        const before = shown();
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error(`the card stayed ${before}`)), 5000);
        const watch = new MutationObserver(() => {
          if (shown() === before) return;
          watch.disconnect();
          clearTimeout(timer);
          // Drawn: the frame after the change.
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        watch.observe(document.body, { subtree: true, childList: true, attributes: true });
        window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      }),
    key,
  );
}

test('a QOTD scene played by the keyboard: three cards, a hit, game over, and the wizard opens on the recorded game', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 800, height: 560 });

  await id('campaign-item').filter({ hasText: 'Showdown at Dry Gulch' }).click();
  await id('campaign-view-casting').click();
  await id('scenario-play').click();
  await id('play-board').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="play-round"]')?.textContent?.includes('No card turned yet'));

  const timings = [];
  for (let i = 0; i < 3; i++) timings.push(await pressForNextCard(page, 'n'));
  console.log(`# play view: card turned to redrawn, ms: ${timings.map((t) => t.toFixed(1)).join(', ')}`);
  const card = await id('play-card').getAttribute('data-key');
  assert.equal(card, 'JS', 'seed 42 deals 6♥, 5♥, then J♠');
  assert.equal(squash(await id('play-round').innerText()), 'Phase 1 · 20 cards left');
  // The one acting is chosen with his card: Johnny Ringo, the 6th of the cast.
  await page.waitForFunction(() => document.querySelector('[data-testid="play-selected"]')?.getAttribute('data-index') === '5');
  const log = await page.locator('[data-testid="log-line"]').allInnerTexts();
  assert.deepEqual(log.slice(0, 3), ['J♠ turned: Johnny Ringo.', '5♥ turned: Virgil Earp.', '6♥ turned: Virgil Earp.']);
  // His odds against the first of the other side, shown as he stands.
  await id('play-odds').waitFor();
  assert.match(await id('odds-title').innerText(), /A shot with/);

  await page.keyboard.press('h');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="selected-state"] li')].some((li) => li.textContent === '1 hit'));
  assert.equal(await page.locator('[data-testid="play-member"][data-index="5"] [data-testid="member-state"]').innerText(), '3 of 4 cards left; 1 hit');
  const marks = (await ipcCalls(page, 'change_play')).map((c) => c.args.change);
  assert.deepEqual(marks, [{ kind: 'turn' }, { kind: 'turn' }, { kind: 'turn' }, { kind: 'mark', who: '@6', change: 'hits=+1' }]);

  // Readable at 800×560: nothing wider than the window, the card's face large.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 800), 'the page is wider than the window');
  const face = await page.locator('[data-testid="play-card"] .label').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(face >= 32, `the card's face is ${face}px`);
  for (const testid of ['play-next', 'play-undo', 'play-over']) {
    const box = await id(testid).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 800, `${testid} is off the window: ${JSON.stringify(box)}`);
  }
  if (shots) await page.screenshot({ path: join(shots, 'play-800x560.png') });

  // Game over: what will be recorded, then the wizard on the recorded game.
  await id('play-over').click();
  await id('play-over-confirm').waitFor();
  const result = await id('play-result').innerText();
  assert.match(result, /Johnny Ringo: injured with cards/);
  assert.match(result, /Wyatt Earp: uninjured/);
  await id('play-over-record').click();
  await id('after-action-wizard').waitFor();
  assert.equal(await id('wizard-step-dice').getAttribute('aria-current'), 'step', 'the wizard opens at the dice, the game recorded');
  assert.match(squash(await id('after-action-wizard').innerText()), /“Showdown at Dry Gulch” is recorded \(.*8 taking part\)/);
  await id('dice-mode-enter').check();
  const ringo = page.locator('[data-testid="dice-row"][data-character-id="6"]');
  assert.match(await ringo.innerText(), /Injured, with cards still to activate/);
  assert.equal((await ipcCalls(page, 'finish_play')).length, 1);
  assert.equal((await ipcCalls(page, 'apply_aftermath')).length, 0, 'nothing applied before the wizard’s Apply');
  if (shots) await page.screenshot({ path: join(shots, 'play-wizard.png') });

  assert.deepEqual(problems, []);
  await close();
});
