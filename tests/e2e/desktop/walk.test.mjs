// Real-window walk of the app as a new user meets it (issue 29): the four demos with a scenario, a
// game played and applied, every tab of every campaign, its options, decks and saved boards, every
// table and every family's odds — and no page shows a command line (`posse tables show …`), a table
// id (`qotd.courage_test`) or a date written any other way than the locale's. Then a fate gunfight
// recorded in the wizard: the Marshal's serious wound in the right arm is asked for, shown in the
// review with what it stops him doing, and kept on his sheet (read back with the CLI). Its own ports
// (4450/4451):
//   xvfb-run -a node --test tests/e2e/desktop/walk.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DesktopWindow, cli, sleep, waitFor } from './window.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-walk-'));
const db = path.join(dir, 'posse.sqlite');
const posse = (...args) => execFileSync(cli, ['--db', db, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const file = (name, value) => {
  const p = path.join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
};

/** @type {DesktopWindow} */
let win;

before(async () => {
  for (const ruleset of ['qotd', 'fate', 'mww', 'twtw']) posse('demo', '--ruleset', ruleset);
  // Campaigns 1 (QOTD), 2 (fate), 3 (MWW), 4 (TWTW): a scenario on the first three.
  posse('cast', 'new', '--campaign', '1', '--file', file('qotd.json', {
    title: 'Noon', sides: [{ side: 1, player: 'Ann', characters: ['Wyatt Earp', 'Doc Holliday'] }, { side: 2, player: 'Bob', characters: ['Johnny Ringo'] }],
  }));
  posse('cast', 'new', '--campaign', '2', '--file', file('fate.json', {
    title: 'Dusk', sides: [{ side: 'The Kelly Gang', player: 'Ann', characters: ['Kid Kelly'] }, { side: "Tin Cup Citizens' Committee", player: 'Bob', characters: ['Doc Ames'] }],
  }));
  posse('cast', 'new', '--campaign', '3', '--file', file('mww.json', {
    title: 'Payday', sides: [{ side: 'The Curry Gang', player: 'Ann', characters: ['Kid Curry'] }, { side: "Marshal Hoyt's Posse", player: 'Bob', characters: ['Marshal Hoyt'] }],
    civilians: ['The teller'],
  }));
  // A QOTD game applied: a card less, a brush with death, a trait replaced — all told by dates.
  posse('game', 'record', '--campaign', '1', '--file', file('game.json', {
    title: 'Showdown at Dry Gulch', date: '1881-10-26',
    participants: [{ character: 'Doc Holliday', ended: 'injured_no_cards' }, { character: 'Morgan Earp', ended: 'injured_no_cards' }, { character: 'Wyatt Earp', ended: 'injured_with_cards' }],
  }));
  posse('game', 'apply', '1', '--rolls', file('rolls.json', { rolls: [
    { character: 'Doc Holliday', dice: [10, 2] }, { character: 'Morgan Earp', dice: [1], hes_going: [7] }, { character: 'Wyatt Earp', dice: [4, 2] },
  ] }), '--choices', file('choices.json', { choices: [{ character: 'Doc Holliday', trait: 'tough', replace: 'frail' }] }));
  win = await DesktopWindow.open({ db, dir, port: 4450 });
});

after(async () => {
  await win?.close();
});

const COMMAND = /\bposse (tables|print|game|cast|campaign|character|odds|roll|deck|lookup|demo|undo|redo|history|backup|chronicle|availability|mww|fate|twtw|side|printer)\b/;
const TABLE_ID = /\b(qotd|fate|mww|twtw)\.[a-z_]{2,}/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** What the window shows now, checked: no command, no table id, no date but the locale's. */
async function checkPage(where) {
  await sleep(300);
  const text = await win.pageText();
  for (const [what, pattern] of [['a command', COMMAND], ['a table id', TABLE_ID], ['an ISO date', ISO_DATE]]) {
    const found = text.match(pattern);
    assert.equal(found, null, `${where} shows ${what}: "${found?.[0]}" in …${found ? text.slice(Math.max(0, found.index - 80), found.index + 80) : ''}…`);
  }
  return text;
}

async function openCampaign(name) {
  await win.click('nav-campaigns');
  await win.click('home');
  await waitFor('the list', () => win.byTestId('campaign-item'));
  await win.run(`[...document.querySelectorAll('[data-testid="campaign-item"]')].find((b) => b.textContent.includes(arguments[0])).click();`, name);
  await waitFor(name, async () => (await win.textOf('campaign-title')).includes(name));
}

test('no page shows a command, a table id or a date but the locale’s: four campaigns, their tabs, boards and decks, every table, every odds', async () => {
  await checkPage('the campaign list');
  for (const name of ['Dry Gulch', 'Tin Cup', 'Bank Job', 'Laroq']) {
    await openCampaign(name);
    await checkPage(`${name}: roster`);
    if (await win.byTestId('campaign-options-open')) {
      await win.click('campaign-options-open');
      await checkPage(`${name}: rules options`);
      await win.click('campaign-options-open');
    }
    if (await win.byTestId('fate-deck-open')) {
      await win.click('fate-deck-open');
      await checkPage(`${name}: fate deck`);
    }
    if (await win.byTestId('action-deck-open')) {
      await win.click('action-deck-open');
      await waitFor('the action deck', () => win.byTestId('twtw-card'));
      await checkPage(`${name}: action deck`);
    }
    await win.click('campaign-view-games');
    await checkPage(`${name}: games`);
    if (await win.byTestId('game-open')) {
      await win.click('game-open');
      await waitFor('the aftermath', () => win.byTestId('aftermath-review'));
      await checkPage(`${name}: an applied aftermath`);
      await win.run(`[...document.querySelectorAll('[data-testid="after-action-wizard"] button')].find((b) => /^(Close|Done|Later)$/.test(b.textContent.trim()))?.click();`);
      await waitFor('the wizard closed', async () => (await win.byTestId('after-action-wizard')) === null);
    }
    await win.click('campaign-view-casting');
    await checkPage(`${name}: casting`);
    if (await win.byTestId('scenario-open')) {
      await win.click('scenario-open');
      await waitFor('the board', () => win.byTestId('casting-board'));
      await checkPage(`${name}: a saved casting board`);
      await win.click('board-close');
    }
    await win.click('campaign-view-chronicle');
    await waitFor('the chronicle', () => win.byTestId('chronicle-table'));
    await checkPage(`${name}: chronicle`);
    await win.screenshot(`walk-${name.replace(/\W+/g, '-').toLowerCase()}-chronicle.png`);
  }

  await win.click('nav-tables');
  await waitFor('the tables', () => win.byTestId('table-item'));
  const ids = await win.run(`return [...document.querySelectorAll('[data-testid="table-item"]')].map((b) => b.dataset.tableId);`);
  assert.ok(ids.length > 100, `${ids.length} tables`);
  for (const id of ids) {
    await win.run(`document.querySelector('[data-testid="table-item"][data-table-id="' + arguments[0] + '"]').click();`, id);
    await waitFor(id, async () => (await win.attribute('[data-testid="table-view"]', 'data-table-id')) === id);
    await checkPage(`the table ${id}`);
  }

  await win.click('nav-odds');
  for (const family of ['qotd', 'fate', 'mww', 'twtw']) {
    await win.click(`odds-family-${family}`);
    await sleep(500);
    await checkPage(`the ${family} odds`);
  }
});

test('a fate gunfight: the Marshal’s serious wound is placed, shown with what it stops, and kept on his sheet', async () => {
  await openCampaign('Tin Cup');
  await win.click('campaign-view-games');
  await win.click('games-record-open');
  await waitFor('the wizard', () => win.byTestId('after-action-wizard'));
  await win.setValue('game-title', 'The Assay Office');
  await win.setValue('game-date', '1880-05-02');
  // Marshal Dan Tolliver (16) seriously wounded; Kid Kelly (12) unhurt.
  await win.click('take-part-16');
  await win.click('take-part-12');
  await win.setValue('ended-16', 'seriously_wounded');
  assert.match(await win.textOf('game-problems'), /Say where Marshal Dan Tolliver was hit/);
  assert.equal(await win.attribute('[data-testid="game-record"]', 'disabled'), '');
  await win.setValue('wound-at-16', 'right_arm');
  await waitFor('the game can be recorded', async () => (await win.attribute('[data-testid="game-record"]', 'disabled')) === null);
  await win.screenshot('walk-wound-asked.png');
  await win.click('game-record');
  await win.click('dice-roll');
  await waitFor('the review', () => win.byTestId('aftermath-review'));
  const entry = '[data-testid="aftermath-entry"][data-character-id="16"]';
  const [review] = await win.texts(entry);
  assert.match(review, /Serious wound, right arm/);
  assert.match(review, /With his wounds: .*no pistol in the right hand, no rifle/);
  assert.doesNotMatch(review, /Fit for the next game/);
  await win.screenshot('walk-wound-review.png');
  await win.click('aftermath-apply');
  await waitFor('applied', () => win.byTestId('wizard-applied'));

  // Read back from the database by the command line: the wound, at its location.
  const marshal = JSON.parse(posse('character', 'show', '16', '--json'));
  assert.deepEqual(marshal.wounds, [{ severity: 'serious', location: 'right_arm' }]);
  assert.ok(marshal.derived.wound_effects.includes('No pistol in the right hand'), JSON.stringify(marshal.derived));
  // The chronicle tells it.
  const story = JSON.parse(posse('chronicle', '--campaign', '2', '--json'));
  assert.ok(story.entries.some((e) => e.text === 'Marshal Dan Tolliver: Serious wound, right arm.'), JSON.stringify(story.entries.map((e) => e.text)));
});
