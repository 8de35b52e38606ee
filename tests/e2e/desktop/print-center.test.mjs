// Real-window test of the print center (issue 12): the app under Xvfb (tests/e2e/desktop/window.mjs),
// on a database with the QOTD demo and a saved cast, and the fate demo. From the casting board's
// "Print cast sheets…" the print center previews the cast sheets (pdf.js drawing the backend's bytes
// in the real webview, under the app's CSP) and "Save PDF…" writes them; from the fate deck panel's
// "Print…" it previews and saves the fate deck with 3 mm bleed; each file is found and read back
// with pdftotext. Screenshots of both at 1200 × 800 and 800 × 560 are left in the test's folder. The native save dialog is
// the one thing not driven: its IPC request is answered in the page with a path in the test's folder.
// A page of the fate deck is seen large at true size (its CSS width the paper's mm × 96 / 25.4).
// The time from an option changed to the first page drawn is logged (never asserted) for the cast
// sheets (4 pages) and the TWTW action deck (12 pages), with where it went; POSSE_BUILD=release
// drives the release build (cargo build --release --workspace --bins first).
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
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'fate'], { stdio: 'pipe' });
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'twtw'], { stdio: 'pipe' });
  win = await DesktopWindow.open({ db, dir, port: 4446 });
});

/** Opens the listed campaign called `name`. */
async function openCampaign(name) {
  await waitFor(name, async () => (await win.texts('[data-testid="campaign-item"]')).some((t) => t.includes(name)));
  await win.run(`[...document.querySelectorAll('[data-testid="campaign-item"]')].find((e) => e.innerText.includes(arguments[0])).click();`, name);
}

/**
 * Chooses the other paper `times` times, each after the last preview is drawn, and logs the time
 * from the change to the first page drawn as the app measured it (`data-ms`), where it went
 * (`data-phases`: the request sent, its answer arrived, pdf.js read the document, page 1 drawn, in
 * ms after the change), and the median. Which build: POSSE_BUILD (debug unless `release`).
 */
async function logRefreshes(what, times = 7) {
  const seen = [];
  for (let k = 0; k < times; k++) {
    const paper = await win.run('return document.querySelector(\'[data-testid="center-paper"]\').value;');
    const other = paper === 'letter' ? 'a4' : 'letter';
    await win.run(
      `const s = document.querySelector('[data-testid="center-paper"]'); s.value = '${other}'; s.dispatchEvent(new Event('change', { bubbles: true }));`,
    );
    await waitFor(`the preview on ${other}`, async () =>
      (await win.textOf('center-summary')).includes(other === 'a4' ? 'A4' : 'Letter') &&
      (await win.run('return document.querySelector(\'[data-testid="center-preview"].busy\') === null;')),
    );
    const ms = await win.attribute('[data-testid="center-preview"]', 'data-ms');
    assert.match(ms, /^\d+$/, 'the app measured the refresh');
    const phases = await win.attribute('[data-testid="center-preview"]', 'data-phases');
    console.log(`print center (${process.env.POSSE_BUILD === 'release' ? 'release' : 'debug'} build), ${what}: page 1 drawn ${ms} ms after the paper changed to ${other} (${phases})`);
    seen.push(Number(ms));
  }
  seen.sort((a, b) => a - b);
  console.log(`print center, ${what}: median ${seen[Math.floor(seen.length / 2)]} ms of ${seen.join(", ")}`);
}

after(async () => {
  await win?.close();
});

test('the print center saves a cast sheet from the casting board, and the file is there', async () => {
  const file = path.join(dir, 'ann.pdf');
  await openCampaign('Showdown at Dry Gulch');
  await win.click('campaign-view-casting');
  await win.click('scenario-open');
  await win.click('cast-sheet-open');
  await waitFor('the cast sheets previewed', async () => (await win.textOf('center-summary')).includes('page'));
  await waitFor('pdf.js drew the pages', () =>
    win.run('return document.querySelectorAll(\'[data-testid="center-pages"] canvas\').length;'),
  );
  // How long a refresh takes with the real backend (issue 24: ≤ 100 ms on the release build, logged,
  // not asserted): the other paper chosen, to the first page of its preview drawn, as the app measures it.
  await logRefreshes('the cast sheets (4 pages)');
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await win.call('POST', `/session/${win.session}/window/rect`, { width, height }).catch(() => {});
    await sleep(500);
    await win.screenshot(`desktop-print-center-cast-sheets-${width}x${height}.png`, { doc: width === 1200 ? "app-print-center-cast-sheets.png" : undefined });
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

test('the print center opens on the fate deck from its panel, follows the bleed asked, and saves the deck', async () => {
  const file = path.join(dir, 'tin-cup-deck.pdf');
  await win.click('center-close');
  await win.click('board-close');
  await win.click('back-to-list');
  await openCampaign('Trouble at Tin Cup');
  await win.click('fate-deck-open');
  await win.click('fate-deck-print');
  await waitFor('the fate deck previewed', async () => (await win.textOf('center-summary')).includes('poker'));
  await win.setValue('center-bleed', '3');
  await waitFor('the preview with 3 mm bleed', async () => (await win.textOf('center-summary')).includes('3 mm bleed'));
  assert.match(await win.textOf('center-summary'), /^\d+ sheets \(\d+ pages\) · (A4|Letter), poker 63\.5 × 88\.9 mm, 3 mm bleed/);
  await waitFor('pdf.js drew the first page', () =>
    win.run('return document.querySelectorAll(\'[data-testid="center-pages"] canvas[data-drawn="yes"]\').length;'),
  );
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await win.call('POST', `/session/${win.session}/window/rect`, { width, height }).catch(() => {});
    await sleep(500);
    await win.screenshot(`desktop-print-center-fate-deck-${width}x${height}.png`, { doc: width === 1200 ? "app-print-center-fate-deck.png" : undefined });
  }
  // A page seen large at true size in the real webview: as wide in CSS px as its paper's mm at
  // 96 px to the inch; → steps to the next page; Escape goes back to all pages, the center stays.
  await win.run('document.querySelector(\'[data-testid="center-pages"] canvas[data-page="1"]\').click();');
  await waitFor('the page view', async () => (await win.textOf('page-view-number')).startsWith('Page 1 of'));
  await win.click('page-view-true');
  const paperMm = (await win.textOf('center-summary')).includes('Letter') ? 215.9 : 210;
  await waitFor('the page drawn at true size', () =>
    win.run(`const c = document.querySelector('[data-testid="page-view-page"]'); return c.dataset.drawn === 'yes' && Math.abs(c.getBoundingClientRect().width - ${(paperMm * 96) / 25.4}) < 0.5;`),
  );
  await win.screenshot('desktop-print-center-page-view-true-size.png');
  await win.run('document.querySelector(\'[data-testid="page-view-page"]\').dispatchEvent(new KeyboardEvent(\'keydown\', { key: \'ArrowRight\', bubbles: true }));');
  await waitFor('page 2', async () => (await win.textOf('page-view-number')).startsWith('Page 2 of'));

  await win.answerDialogs(file, null);
  await win.click('center-save');
  await waitFor('saved', async () => (await win.textOf('center-saved')).includes(file));
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  assert.match(text, /Kid Kelly/);
  assert.match(text, /Nerve: \d dice/);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  assert.match(info, /Pages:\s+\d+/);
});

test('the print center previews the action deck (12 pages), and the time to its first page is logged', async () => {
  await win.click('center-close');
  await win.click('back-to-list');
  await openCampaign('Showdown at the Laroq Ranch');
  await win.click('print-center-open');
  await win.run(
    `const s = document.querySelector('[data-testid="center-what"]'); s.value = 'action_cards'; s.dispatchEvent(new Event('change', { bubbles: true }));`,
  );
  await waitFor('the action deck previewed', async () => /6 sheets \(12 pages\)/.test(await win.textOf('center-summary')));
  await logRefreshes('the action deck (12 pages)');
});
