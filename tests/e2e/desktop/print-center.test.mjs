// Real-window test of the print center (issue 12): the app under Xvfb (tests/e2e/desktop/window.mjs),
// on a database with the demo and a saved cast. From the casting board the print center previews the
// cast sheets (pdf.js drawing the backend's bytes in the real webview, under the app's CSP) and
// "Save PDF…" writes them; the file is found and read back with pdftotext. The native save dialog is
// the one thing not driven: its IPC request is answered in the page with a path in the test's folder.
//   xvfb-run -a node --test tests/e2e/desktop/print-center.test.mjs
// Its own ports (4446/4447).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DesktopWindow, cli, sleep, waitFor } from './window.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'posse-print-center-'));
const db = path.join(dir, 'posse.sqlite');

/** @type {DesktopWindow} */
let win;

before(async () => {
  execFileSync(cli, ['--db', db, 'demo'], { stdio: 'pipe' });
  const script = path.join(dir, 'cast.json');
  writeFileSync(script, JSON.stringify({ title: 'Dry Gulch', sides: [{ side: 'The Earps', player: 'Ann', characters: ['Virgil Earp'] }] }));
  execFileSync(cli, ['--db', db, 'cast', 'new', '--campaign', '1', '--file', script], { stdio: 'pipe' });
  win = await DesktopWindow.open({ db, dir, port: 4446 });
});

after(async () => {
  await win?.close();
});

test('the print center saves a cast sheet from the casting board, and the file is there', async () => {
  const file = path.join(dir, 'ann.pdf');
  await win.click('campaign-item');
  await win.click('campaign-view-casting');
  await win.click('scenario-open');
  await win.click('cast-sheet-open');
  await waitFor('the cast sheets previewed', async () => (await win.textOf('center-summary')).includes('page'));
  await waitFor('pdf.js drew the pages', () =>
    win.run('return document.querySelectorAll(\'[data-testid="center-pages"] canvas\').length;'),
  );
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await win.call('POST', `/session/${win.session}/window/rect`, { width, height }).catch(() => {});
    await sleep(500);
    await win.screenshot(`desktop-print-center-${width}x${height}.png`);
  }

  // The save dialog answered with a path in the test's folder; everything else is the real backend.
  await win.answerDialogs(file, null);
  await win.click('center-save');
  await waitFor('saved', async () => (await win.textOf('center-saved')).includes(file));
  assert.ok(existsSync(file), 'the PDF is where the dialog said');
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  assert.match(text, /Virgil Earp/);
  assert.match(text, /Dry Gulch/);
});
