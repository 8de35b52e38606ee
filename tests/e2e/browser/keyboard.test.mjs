// Browser tests of what a person expects of the keyboard and of unsaved edits (issue 15, items 5
// and 6), against the fake backend (mock-ipc.ts): Escape and Cancel ask before dropping changes,
// Ctrl+S saves and says so, Ctrl+Z / Ctrl+Shift+Z undo and redo (but not while typing), and the
// header with the tabs and Undo stays in reach on a long page. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, squash, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test('an editor never drops changes silently, Ctrl+S saves, Ctrl+Z and Ctrl+Shift+Z undo and redo', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  const olly = page.locator('[data-testid="character-row"]', { hasText: 'Barkeep Olly' });

  // Nothing changed: Escape closes at once.
  await olly.getByTestId('edit-character').click();
  await id('editor').waitFor();
  await page.keyboard.press('Escape');
  await id('editor').waitFor({ state: 'detached' });

  // Changed: Escape asks; Keep editing keeps the change; Escape in the question keeps editing too.
  await olly.getByTestId('edit-character').click();
  await id('sheet-name').fill('Barkeep Oliver');
  await page.keyboard.press('Escape');
  await id('discard-confirm').waitFor();
  assert.match(squash(await id('discard-confirm').innerText()), /Your changes to Barkeep Olly are not saved yet/);
  await page.screenshot({ path: '/tmp/posse-ui-discard.png' });
  await id('discard-keep').click();
  await id('discard-confirm').waitFor({ state: 'detached' });
  assert.equal(await id('sheet-name').inputValue(), 'Barkeep Oliver');
  await id('editor-cancel').click();
  await id('discard-confirm').waitFor();
  await page.keyboard.press('Escape');
  await id('discard-confirm').waitFor({ state: 'detached' });
  assert.equal(await id('editor').isVisible(), true);
  // Discard: nothing is saved.
  await id('editor-cancel').click();
  await id('discard-ok').click();
  await id('editor').waitFor({ state: 'detached' });
  assert.equal((await ipcCalls(page, 'edit_character')).length, 0);
  assert.equal(await olly.count(), 1);

  // Ctrl+S saves, closes the editor and says so.
  await olly.getByTestId('edit-character').click();
  await id('sheet-name').fill('Barkeep Oliver');
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  await page.keyboard.press('Control+s');
  await id('editor').waitFor({ state: 'detached' });
  assert.equal(await id('toast').innerText(), 'Saved Barkeep Oliver');
  const oliver = page.locator('[data-testid="character-row"]', { hasText: 'Barkeep Oliver' });
  await oliver.waitFor();

  // Ctrl+Z undoes it (Undo names it), Ctrl+Shift+Z redoes it.
  await page.waitForFunction(() => document.querySelector('[data-testid="undo"]')?.textContent.includes('Edited Barkeep Oliver'));
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  await olly.waitFor();
  assert.equal(await id('toast').innerText(), 'Undone: Edited Barkeep Oliver');
  await page.keyboard.press('Control+Shift+z');
  await oliver.waitFor();
  assert.equal(await id('toast').innerText(), 'Redone: Edited Barkeep Oliver');

  // Typing in a field keeps Ctrl+Z for the field: the campaign is not undone.
  const undos = (await ipcCalls(page, 'undo')).length;
  await id('add-side-open').click();
  await id('side-name').fill('The Clantons');
  await id('side-name').press('Control+z');
  assert.equal((await ipcCalls(page, 'undo')).length, undos);
  assert.equal(await oliver.count(), 1);
  // Escape closes the form.
  await id('side-name').press('Escape');
  await id('add-side-form').waitFor({ state: 'detached' });

  assert.deepEqual(problems, []);
  await close();
});

test('the header with its tabs and Undo stays in reach at the foot of a long roster (800×560)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 800, height: 560 });
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction(() => window.scrollY > 300);
  for (const testid of ['nav-campaigns', 'campaign-view-games', 'undo']) {
    const box = await id(testid).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 560, `${testid} is in view at ${JSON.stringify(box)}`);
  }
  await page.screenshot({ path: '/tmp/posse-ui-sticky-800.png' });
  assert.deepEqual(problems, []);
  await close();
});

test('the sticky bar is one line however long the Undo label, and header and bar stay small at 800×560 (issue 29, item 11)', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  const long = 'The Clanton and McLaury Brothers and Their Friends from the Tombstone Road';
  await id('add-side-open').click();
  await id('side-name').fill(long);
  await id('add-side-submit').click();
  await page.waitForFunction((n) => document.querySelector('[data-testid="undo"]')?.title.includes(n), long);
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const undo = await id('undo').boundingBox();
    const redo = await id('redo').boundingBox();
    // One line: as tall as Redo, whose label is one word; the whole summary in its tooltip.
    assert.ok(Math.abs(undo.height - redo.height) < 2, `${width}: Undo ${undo.height} px tall, Redo ${redo.height}`);
    assert.ok((await id('undo').getAttribute('title')).startsWith(`Undo "Added the side ${long}"`));
    const tabs = await id('campaign-view-games').boundingBox();
    assert.ok(Math.abs(tabs.y + tabs.height / 2 - (undo.y + undo.height / 2)) < 4, `${width}: the tabs and Undo on one line`);
    // Scrolled: what sticks at the top (the header and the campaign's bar) is small.
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 200);
    const bar = await id('campaign-bar').boundingBox();
    const limit = width === 800 ? 100 : 120;
    assert.ok(bar.y + bar.height <= limit, `${width}×${height}: header and bar take ${bar.y + bar.height} px`);
    await page.screenshot({ path: `/tmp/posse-ui-sticky-bar-${width}.png` });
  }
  assert.deepEqual(problems, []);
  await close();
});
