// Real-window test of every family at the table (issue 22): the desktop app under Xvfb
// (tests/e2e/desktop/window.mjs) on a fresh database holding the My Wild West and The West That
// Wasn't demos. On the casting board it casts an MWW bank job (two gangs, a civilian) and a TWTW
// scene, saves each, opens the print center from "Print cast sheets…", sees it offer exactly what
// the family prints, previews the cast sheets (pdf.js drawing the real backend's bytes) and saves
// them; each PDF is read back with pdftotext: each figure's chance to hit as `posse odds mww hit
// --shooter` gives it, each hero's pools. Screenshots at 1200 × 800 and 800 × 560 are left in the
// test's folder. Its own ports (4450/4451):
//   xvfb-run -a node --test tests/e2e/desktop/cast-sheets.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DesktopWindow, cli, sleep, waitFor } from './window.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-cast-sheets-'));
const db = path.join(dir, 'posse.sqlite');
const posse = (...args) => JSON.parse(execFileSync(cli, ['--db', db, ...args, '--json'], { encoding: 'utf8' }));

/** @type {DesktopWindow} */
let win;

before(async () => {
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'mww'], { stdio: 'pipe' });
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'twtw'], { stdio: 'pipe' });
  win = await DesktopWindow.open({ db, dir, port: 4450 });
});

after(async () => {
  await win?.close();
});

/** Opens the listed campaign called `name`. */
async function openCampaign(name) {
  await waitFor(name, async () => (await win.texts('[data-testid="campaign-item"]')).some((t) => t.includes(name)));
  await win.run(`[...document.querySelectorAll('[data-testid="campaign-item"]')].find((e) => e.innerText.includes(arguments[0])).click();`, name);
}

/** Waits until the board has cast the latest change. */
async function dealt() {
  await waitFor('the cast dealt', async () =>
    (await win.run(`return document.querySelector('[data-testid="preview-status"]')?.textContent?.trim();`)) === 'Dealt' &&
    (await win.run(`return document.querySelector('[data-testid="scene-member"][data-pending="true"]') === null;`)));
}

/** "Print cast sheets…" on the saved board: what the center offers, its preview drawn, saved to `file`. */
async function printCastSheets(file, shot) {
  await win.click('cast-sheet-open');
  await waitFor('the cast sheets previewed', async () => (await win.textOf('center-summary')).includes('page'));
  await waitFor('pdf.js drew the first page', () =>
    win.run('return document.querySelectorAll(\'[data-testid="center-pages"] canvas[data-drawn="yes"]\').length;'),
  );
  const offered = await win.run(`return [...document.querySelectorAll('[data-testid="center-what"] option')].map((o) => o.value);`);
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await win.call('POST', `/session/${win.session}/window/rect`, { width, height }).catch(() => {});
    await sleep(500);
    await win.screenshot(`${shot}-${width}x${height}.png`);
  }
  await win.answerDialogs(file, null);
  await win.click('center-save');
  await waitFor('saved', async () => (await win.textOf('center-saved')).includes(file));
  assert.ok(existsSync(file), 'the PDF is where the dialog said');
  await win.click('center-close');
  return { offered, text: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }) };
}

/** A probability given exactly ("61/100") as the sheet prints it: "61%", "55.75%". */
function percent(exact) {
  const [n, d] = exact.split('/').map(Number);
  const pct = (100 * n) / (d ?? 1);
  return Number.isInteger(pct) ? `${pct}%` : `${pct.toFixed(2)}%`;
}

test('an MWW bank job cast on the board prints its cast sheets, each figure\'s chances as the odds give them', async () => {
  await openCampaign('The Dry Creek Bank Job');
  await win.click('campaign-view-casting');
  await win.click('scenario-new');
  await waitFor('the casting board', () => win.byTestId('casting-board'));
  await win.setValue('scenario-title', 'Robbing the Dry Creek bank');
  await win.setValue('column-player', 'Ann', 0);
  await win.setValue('column-player', 'Bob', 1);
  await win.click('cast-add-1'); // Kid Curry
  await dealt();
  await win.click('cast-add-2'); // Flat Nose Logan, one wound
  await dealt();
  await win.click('cast-add-6'); // Marshal Hoyt
  await dealt();
  await win.setValue('civilian-name', 'The teller');
  await win.click('civilian-add');
  await dealt();
  await waitFor('the scenario can be saved', async () => (await win.attribute('[data-testid="scenario-save"]', 'disabled')) === null);
  await win.click('scenario-save');
  await waitFor('saved', () => win.byTestId('save-ok'));

  const { offered, text } = await printCastSheets(path.join(dir, 'bank-job.pdf'), 'desktop-cast-sheets-mww');
  assert.deepEqual(offered, ['roster', 'cast_sheet', 'playsheet', 'turn_cards', 'alignment_test']);
  const flat = text.replace(/\s+/g, ' ');
  for (const name of ['Kid Curry', 'Flat Nose Logan', 'Marshal Hoyt', 'The teller', 'Alarm modifiers']) {
    assert.ok(flat.includes(name), `${name} on the sheets`);
  }
  // Flat Nose Logan's shotgun at every band: the figure `posse odds mww hit --shooter 2` gives.
  const cells = [];
  for (const range of [2, 6, 12, 24, 36]) {
    const odds = posse('odds', 'mww', 'hit', '--shooter', '2', '--range', String(range));
    const hit = odds.outcomes.find((o) => o.result === 'hit');
    cells.push(odds.plan.not_applicable ? 'N/A' : percent(hit.chance.exact));
  }
  assert.ok(flat.includes(`Shotgun ${cells.join(' ')}`), `Flat Nose Logan's shotgun: ${cells.join(' ')}`);
});

test('a TWTW scene cast on the board prints its cast sheets, each hero with his pools', async () => {
  await win.click('board-close');
  await win.click('back-to-list');
  await openCampaign('Showdown at the Laroq Ranch');
  await win.click('campaign-view-casting');
  await win.click('scenario-new');
  await waitFor('the casting board', () => win.byTestId('casting-board'));
  await win.setValue('scenario-title', 'Night at the Laroq Ranch');
  await win.setValue('column-player', 'Cat', 0);
  const miranda = posse('character', 'list', '--campaign', '2').find((c) => c.name === 'Miranda Valentine');
  await win.click(`cast-add-${miranda.id}`);
  await dealt();
  await waitFor('the scene can be saved', async () => (await win.attribute('[data-testid="scenario-save"]', 'disabled')) === null);
  await win.click('scenario-save');
  await waitFor('saved', () => win.byTestId('save-ok'));

  // "Print…" opens on The West That Wasn't's own deck.
  await win.click('board-print');
  await waitFor('the action deck', async () => (await win.run(`return document.querySelector('[data-testid="center-what"]')?.value;`)) === 'action_cards');
  await win.click('center-close');

  const { offered, text } = await printCastSheets(path.join(dir, 'laroq.pdf'), 'desktop-cast-sheets-twtw');
  assert.deepEqual(offered, ['roster', 'cast_sheet', 'playsheet', 'action_cards', 'alignment_test']);
  const flat = text.replace(/\s+/g, ' ');
  const hero = posse('character', 'show', String(miranda.id));
  for (const s of hero.derived.skills) assert.ok(flat.includes(`${s.name} ${s.pool}`), `${s.name} ${s.pool}`);
  assert.ok(flat.includes('PB 3 · 5 · 6 · 7 · 8 · 9'), 'her range TNs');
  assert.ok(flat.includes('Quick reference') && flat.includes('Initiative phases'), 'the combat reference');
});
