// Browser test of the print center against the fake backend (mock-ipc.ts, which answers previews
// with real PDFs Posse wrote): pdf.js draws the preview under the app's CSP, options change it (the
// latest request wins), warnings and refusals show, and "Save PDF…" writes the very bytes shown.
// The time from an option's change to the preview's first page is logged, not asserted. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser();

/** Height over width of the first page drawn. */
async function pageRatio(page) {
  return page.evaluate(() => {
    const c = document.querySelector('[data-testid="center-pages"] canvas');
    return c ? c.height / c.width : null;
  });
}

test('the print center previews the fate deck, follows the options, shows what did not fit, and saves what it showed', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  assert.equal(await id('center-what').inputValue(), 'roster');
  const offered = await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['roster', 'playsheet', 'fate_deck', 'chits', 'alignment_test']);

  // The roster on A4: pdf.js draws both pages of the PDF.
  await id('center-paper').selectOption('a4');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="center-pages"] canvas').length === 2);
  assert.ok(Math.abs((await pageRatio(page)) - 297 / 210) < 0.01, 'an A4 page');
  assert.equal(await id('center-summary').innerText(), '2 pages · A4');
  assert.equal(await id('center-bleed').count(), 0, 'a sheet of pages takes no card options');

  // The fate deck: card options appear; Letter redraws the preview at Letter's proportions.
  await id('center-what').selectOption('fate_deck');
  await id('center-bleed').fill('3');
  const started = Date.now();
  await id('center-paper').selectOption('letter');
  await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="center-pages"] canvas');
    return c && Math.abs(c.height / c.width - 279.4 / 215.9) < 0.01;
  });
  const ms = await id('center-preview').getAttribute('data-ms');
  console.log(`print center: the first page of the preview showed ${Date.now() - started} ms after the paper changed (the app measured ${ms} ms from the change to the first page drawn; a choice is asked at once, typing after a ${150} ms pause)`);
  assert.match(await id('center-summary').innerText(), /^\d+ sheets \(\d+ pages\) · Letter, poker 63.5 × 88.9 mm, 3 mm bleed, long-edge backs$/);
  const asked = (await ipcCalls(page, 'print_preview')).at(-1).args;
  assert.deepEqual(asked.job, { what: 'fate_deck', source: { from: 'campaign', campaign_id: 1, side_id: null }, blanks: null });
  assert.deepEqual(asked.settings, { landscape: false, paper: 'letter', bleed_mm: 3 });

  // Typing fast asks once, for the latest: three quick changes, one preview.
  const before = (await ipcCalls(page, 'print_preview')).length;
  await id('center-bleed').fill('1');
  await id('center-bleed').fill('2');
  await id('center-card').selectOption('mini');
  await id('center-warnings').waitFor();
  const after = await ipcCalls(page, 'print_preview');
  assert.equal(after.length, before + 1, 'only the latest request is sent: ' + JSON.stringify(after.slice(before - 2).map((c) => c.args.settings)));
  assert.deepEqual(after.at(-1).args.settings, { landscape: false, paper: 'letter', card: 'mini', bleed_mm: 2 });
  assert.match(await id('center-warning').first().innerText(), /^Marshal Dan Tolliver, name: shortened/);

  // A template that cannot be read: the reason shows, the preview is gone, nothing can be saved.
  await id('center-template').fill('/nowhere/deck');
  await id('center-error').waitFor();
  assert.equal(await id('center-error').getAttribute('data-code'), 'template_unreadable');
  assert.equal(await id('center-save').isDisabled(), true);
  await id('center-template').fill('');
  await id('center-error').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="center-pages"] canvas').length === 2);

  // Save PDF…: the native dialog's path, and exactly the bytes previewed.
  await page.evaluate(() => (window.__saveDialogAnswer = '/home/tester/deck.pdf'));
  await id('center-save').click();
  await id('center-saved').waitFor();
  assert.match(await id('center-saved').innerText(), /^Saved \d+ pages? to \/home\/tester\/deck\.pdf\s+Open$/);
  const [saved] = await ipcCalls(page, 'save_pdf');
  const shown = (await page.evaluate(() => window.__ipcCalls.filter((c) => c.cmd === 'print_preview').length));
  assert.ok(shown >= 1);
  assert.equal(saved.args.path, '/home/tester/deck.pdf');
  assert.ok(saved.args.pdf_base64.startsWith('JVBERi0'), 'a PDF');
  // Open: the file just saved, in the system's viewer.
  await id('center-open').click();
  await page.waitForFunction(() => window.__ipcCalls.some((c) => c.cmd === 'open_saved_pdf'));
  assert.deepEqual((await ipcCalls(page, 'open_saved_pdf'))[0].args, { path: '/home/tester/deck.pdf' });
  assert.equal(await id('center-save-error').count(), 0);
  const [dialog] = await ipcCalls(page, 'plugin:dialog|save');
  assert.equal(dialog.args.options.defaultPath, 'Trouble at Tin Cup-fate-deck.pdf');
  // PRINT_SHOTS=dir keeps a screenshot of the center on the fate deck at both window sizes.
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await page.setViewportSize({ width, height });
    if (process.env.PRINT_SHOTS) await page.screenshot({ path: `${process.env.PRINT_SHOTS}/print-center-fate-deck-${width}x${height}.png` });
  }
  const save = await id('center-save').boundingBox();
  assert.ok(save && save.y + save.height <= 560 && save.x + save.width <= 800, `Save PDF… in reach at 800 × 560: ${JSON.stringify(save)}`);

  assert.deepEqual(problems, []);
  await close();
});

test('a page of the preview is seen large: fit, true size (mm × 96 / 25.4 CSS px), stepped with the keys, Escape back', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 1200, height: 800 });
  assert.equal(await id('tagline').innerText(), 'Campaigns, casting, odds and a print shop for Old West skirmish games');

  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  await id('center-what').selectOption('fate_deck');
  await id('center-paper').selectOption('a4');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="center-pages"] canvas[data-drawn="yes"]').length >= 1);
  // The center fills the window (less its margin), not a box over the campaign.
  const center = await id('print-center').boundingBox();
  assert.ok(center.width >= 1200 - 20 && center.height >= 800 - 20, `the print center fills the window: ${JSON.stringify(center)}`);

  // A page clicked: seen large, fitted to its box.
  await page.locator('[data-testid="center-pages"] canvas[data-page="1"]').click();
  await id('page-view').waitFor();
  assert.equal(await id('page-view-number').innerText(), 'Page 1 of 2');
  assert.equal(await id('page-view').getAttribute('data-zoom'), 'fit');
  await page.waitForFunction(() => document.querySelector('[data-testid="page-view-page"]')?.dataset.drawn === 'yes');
  const view = await page.locator('[data-testid="page-view"] .scroller').boundingBox();
  const fitted = await id('page-view-page').boundingBox();
  assert.ok(fitted.height <= view.height && fitted.width <= view.width, `the whole page in sight: ${JSON.stringify({ fitted, view })}`);
  assert.ok(Math.abs(fitted.height / fitted.width - 297 / 210) < 0.01, 'an A4 page');
  assert.match(await id('page-view-true-hint').innerText(), /100 % is the paper's true size/);

  // 100 %: the page as wide in CSS px as A4's 210 mm at CSS's 96 px to the inch.
  await id('page-view-true').click();
  assert.equal(await id('page-view-zoom').innerText(), '100 %');
  const width = await id('page-view-page').evaluate((c) => c.getBoundingClientRect().width);
  assert.ok(Math.abs(width - (210 * 96) / 25.4) < 0.5, `210 mm at true size is ${(210 * 96) / 25.4} CSS px, not ${width}`);
  const drawnWidth = await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="page-view-page"]');
    return c.dataset.drawn === 'yes' && c.width >= Math.floor(((210 * 96) / 25.4) * window.devicePixelRatio) - 1 ? c.width : null;
  });
  assert.ok(await drawnWidth.jsonValue(), 'drawn at the screen\'s resolution for true size');
  // Zoom steps: + from 100 % is 125 %; 0 fits again; 1 is true size again.
  await page.keyboard.press('+');
  assert.equal(await id('page-view-zoom').innerText(), '125 %');
  await page.keyboard.press('0');
  assert.equal(await id('page-view').getAttribute('data-zoom'), 'fit');
  await page.keyboard.press('1');
  assert.equal(await id('page-view-zoom').innerText(), '100 %');

  // The keys step the pages, and not past either end.
  await page.keyboard.press('ArrowRight');
  assert.equal(await id('page-view-number').innerText(), 'Page 2 of 2');
  await page.keyboard.press('PageDown');
  assert.equal(await id('page-view-number').innerText(), 'Page 2 of 2');
  await page.keyboard.press('Home');
  assert.equal(await id('page-view-number').innerText(), 'Page 1 of 2');
  await page.keyboard.press('End');
  assert.equal(await id('page-view-number').innerText(), 'Page 2 of 2');
  await page.keyboard.press('PageUp');
  assert.equal(await id('page-view-number').innerText(), 'Page 1 of 2');
  // An option changed while a page is seen large: the page view stays, drawn from the new preview.
  await id('center-paper').selectOption('letter');
  await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="page-view-page"]');
    return c && Math.abs(c.getBoundingClientRect().width - (215.9 * 96) / 25.4) < 0.5;
  });
  // Escape goes back to all pages; the print center stays open; a second Escape closes it.
  await id('page-view-number').click();
  await page.keyboard.press('Escape');
  await id('page-view').waitFor({ state: 'detached' });
  assert.equal(await id('print-center').isVisible(), true);
  assert.equal(await page.locator('[data-testid="center-pages"] canvas').count(), 2);

  // At 800 × 560 too: a page seen large, its bar and Save PDF… in reach.
  await page.setViewportSize({ width: 800, height: 560 });
  await page.locator('[data-testid="center-pages"] canvas[data-page="2"]').click();
  assert.equal(await id('page-view-number').innerText(), 'Page 2 of 2');
  await page.waitForFunction(() => document.querySelector('[data-testid="page-view-page"]')?.dataset.drawn === 'yes');
  for (const t of ['page-view-true', 'page-view-fit', 'center-save']) {
    const b = await id(t).boundingBox();
    assert.ok(b && b.y + b.height <= 560 && b.x + b.width <= 800, `${t} in reach at 800 × 560: ${JSON.stringify(b)}`);
  }
  if (process.env.PRINT_SHOTS) await page.screenshot({ path: `${process.env.PRINT_SHOTS}/print-center-page-view-800x560.png` });
  await page.setViewportSize({ width: 1200, height: 800 });
  await id('page-view-true').click();
  if (process.env.PRINT_SHOTS) await page.screenshot({ path: `${process.env.PRINT_SHOTS}/print-center-page-view-1200x800.png` });
  await page.keyboard.press('Escape');
  await id('page-view').waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await id('print-center').waitFor({ state: 'detached' });

  assert.deepEqual(problems, []);
  await close();
});
