// The keyboard on a Mac (issue 26): the app reads ⌘ where Windows and Linux read Ctrl, and its
// hints say ⌘Z and ⇧⌘Z. Chromium is told it runs on a Mac as WKWebView tells the app
// (navigator.platform "MacIntel"), against the fake backend (mock-ipc.ts). Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser();

test('on a Mac, ⌘S saves, ⌘Z and ⇧⌘Z undo and redo, Ctrl+Z does not, and the hints say ⌘', async () => {
  const { page, problems, close } = await openApp();
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
  await page.reload();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  const olly = page.locator('[data-testid="character-row"]', { hasText: 'Barkeep Olly' });
  const oliver = page.locator('[data-testid="character-row"]', { hasText: 'Barkeep Oliver' });

  await olly.getByTestId('edit-character').click();
  await id('sheet-name').fill('Barkeep Oliver');
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-save"]').disabled);
  // Ctrl+S is not a Mac's save: the editor stays open.
  await page.keyboard.press('Control+s');
  assert.equal(await id('editor').isVisible(), true);
  await page.keyboard.press('Meta+s');
  await id('editor').waitFor({ state: 'detached' });
  await oliver.waitFor();

  await page.waitForFunction(() => document.querySelector('[data-testid="undo"]')?.textContent.includes('Edited Barkeep Oliver'));
  assert.match(await id('undo').getAttribute('title'), /\(⌘Z\)$/);
  assert.equal(await id('undo').getAttribute('aria-keyshortcuts'), 'Meta+Z');
  assert.match(await id('redo').getAttribute('title'), /\(⇧⌘Z\)$/);
  assert.equal(await id('redo').getAttribute('aria-keyshortcuts'), 'Meta+Shift+Z');

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  assert.equal((await ipcCalls(page, 'undo')).length, 0, 'Ctrl+Z undoes nothing on a Mac');
  await page.keyboard.press('Meta+z');
  await olly.waitFor();
  assert.equal(await id('toast').innerText(), 'Undone: Edited Barkeep Oliver');
  assert.match(await id('redo').getAttribute('title'), /\(⇧⌘Z\)$/);
  await page.keyboard.press('Meta+Shift+z');
  await oliver.waitFor();
  assert.equal(await id('toast').innerText(), 'Redone: Edited Barkeep Oliver');

  assert.deepEqual(problems, []);
  await close();
});

test('on Windows and Linux the hints say Ctrl', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  assert.match(await id('undo').getAttribute('title'), /\(Ctrl\+Z\)$/);
  assert.equal(await id('undo').getAttribute('aria-keyshortcuts'), 'Control+Z');
  assert.match(await id('redo').getAttribute('title'), /\(Ctrl\+Shift\+Z\)$/);
  assert.deepEqual(problems, []);
  await close();
});
