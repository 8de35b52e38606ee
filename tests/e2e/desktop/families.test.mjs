// Real-window end-to-end test of the families' casting (issue 14): the desktop app under Xvfb on a
// fresh database holding the My Wild West demo (tests/e2e/desktop/window.mjs). It casts an MWW
// scenario on the board — two gangs, a civilian, the turn deck shown — saves it, reads it back with
// the CLI, and records its game from the Casting tab. Its own ports (4448/4449):
//   xvfb-run -a node --test tests/e2e/desktop/families.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DesktopWindow, cli, waitFor } from './window.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-families-'));
const db = path.join(dir, 'posse.sqlite');
const posse = (...args) => JSON.parse(execFileSync(cli, ['--db', db, ...args, '--json'], { encoding: 'utf8' }));

/** @type {DesktopWindow} */
let win;

before(async () => {
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'mww'], { stdio: 'pipe' });
  win = await DesktopWindow.open({ db, dir, port: 4448 });
});

after(async () => {
  await win?.close();
});

test('an MWW scenario cast on the board (gangs, a civilian, the turn deck), saved as the CLI reads it, and its game recorded', async () => {
  const campaign = await waitFor('the MWW demo in the list', () => win.byTestId('campaign-item'));
  await win.clickElement(campaign);
  await win.click('campaign-view-casting');
  await win.click('scenario-new');
  await waitFor('the casting board', () => win.byTestId('casting-board'));
  assert.equal(await win.byTestId('column-suit'), null, 'no suits in MWW');

  await win.setValue('scenario-title', 'Payday at Dry Creek');
  await win.setValue('column-player', 'Ann', 0);
  await win.setValue('column-player', 'Bob', 1);
  await win.click('cast-add-1'); // Kid Curry
  await win.click('cast-add-6'); // Marshal Hoyt
  await win.setValue('civilian-name', 'The teller');
  await win.click('civilian-add');
  const deck = await waitFor('the turn deck', async () => {
    const cards = await win.run(`return [...document.querySelectorAll('[data-testid="turn-card"]')].map((c) => c.dataset.title);`);
    const pending = await win.run(`return document.querySelector('[data-testid="preview-status"]')?.textContent?.trim();`);
    return cards.length === 3 && pending === 'Dealt' ? cards : null;
  });
  assert.deepEqual(deck, ['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);
  const [curry] = await win.texts('[data-testid="turn-card"]');
  assert.match(curry, /1 figure/);
  await waitFor('the scenario can be saved', async () => (await win.attribute('[data-testid="scenario-save"]', 'disabled')) === null);
  await win.click('scenario-save');
  await waitFor('saved', () => win.byTestId('save-ok'));
  await win.screenshot('desktop-mww-casting.png', { doc: 'app-mww-casting.png' });

  // The CLI reads the same scenario: the gangs, the civilian, the turn deck.
  const shown = posse('cast', 'show', '1');
  assert.equal(shown.ruleset, 'mww');
  assert.deepEqual(shown.sides.map((s) => [s.side_name, s.player, s.cast.map((m) => m.name)]), [
    ['The Curry Gang', 'Ann', ['Kid Curry']],
    ["Marshal Hoyt's Posse", 'Bob', ['Marshal Hoyt']],
  ]);
  assert.deepEqual(shown.civilians, ['The teller']);
  assert.deepEqual(shown.turn_deck.cards.map((c) => c.title), deck);

  // Its game recorded from the Casting tab, the cast ticked.
  await win.click('board-close');
  await win.click('scenario-record-game');
  await waitFor('the wizard', () => win.byTestId('after-action-wizard'));
  const ticked = await win.run(
    `return [...document.querySelectorAll('[data-testid^="take-part-"]')].filter((b) => b.checked).map((b) => Number(b.dataset.testid.replace('take-part-', '')));`,
  );
  assert.deepEqual(ticked, [1, 6]);
  await win.setValue('game-date', '1899-06-02');
  await waitFor('the game can be recorded', async () => (await win.attribute('[data-testid="game-record"]', 'disabled')) === null);
  await win.click('game-record');
  await waitFor('recorded', async () => posse('game', 'list', '--campaign', '1').length === 1);
  const [game] = posse('game', 'list', '--campaign', '1');
  assert.equal(game.title, 'Payday at Dry Creek');
  const recorded = posse('game', 'show', String(game.id));
  assert.deepEqual(recorded.participants.map((p) => p.name).sort(), ['Kid Curry', 'Marshal Hoyt']);
  await win.screenshot('desktop-mww-game.png');
});
