// Real-window end-to-end test of a game played beside the table (issue 25): the desktop app under
// Xvfb on a fresh database holding the QOTD demo and "Showdown at Dry Gulch" cast with the CLI
// (tests/e2e/desktop/window.mjs). From the Casting tab it plays the scene: two cards turned with
// the keyboard and a third picked as turned at the table, a hit marked on Wyatt Earp, taken back
// with Ctrl+Z and marked again, Game over — and lands in the after-action wizard on the
// recorded game, which the CLI reads back. Its own ports (4460/4461):
//   xvfb-run -a node --test tests/e2e/desktop/play.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DesktopWindow, cli, waitFor } from './window.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-play-'));
const db = path.join(dir, 'posse.sqlite');
const posse = (...args) => JSON.parse(execFileSync(cli, ['--db', db, ...args, '--json'], { encoding: 'utf8' }));

/** @type {DesktopWindow} */
let win;

before(async () => {
  execFileSync(cli, ['--db', db, 'demo'], { stdio: 'pipe' });
  const script = path.join(dir, 'scene.json');
  writeFileSync(
    script,
    JSON.stringify({
      title: 'Showdown at Dry Gulch',
      sides: [
        { side: 'The Earps', player: 'Ann', characters: ['Wyatt Earp', 'Doc Holliday', 'Virgil Earp'] },
        { side: 'The Cowboys', player: 'Bob', characters: ['Johnny Ringo', 'Ike Clanton'] },
      ],
    }),
  );
  execFileSync(cli, ['--db', db, 'cast', 'new', '--campaign', '1', '--file', script], { stdio: 'pipe' });
  win = await DesktopWindow.open({ db, dir, port: 4460 });
});

after(async () => {
  await win?.close();
});

/** A key pressed on the page, as the keyboard sends it to the Play view. */
const press = (key) => win.run(`window.dispatchEvent(new KeyboardEvent('keydown', { key: arguments[0], bubbles: true }));`, key);
const turned = () => win.run(`return document.querySelectorAll('[data-testid="log-line"]').length;`);

test('three cards of a QOTD scene played, a hit marked, game over: the wizard opens on the recorded game', async () => {
  const campaign = await waitFor('the demo in the list', () => win.byTestId('campaign-item'));
  await win.clickElement(campaign);
  await win.click('campaign-view-casting');
  await win.click('scenario-play');
  await waitFor('the Play view', () => win.byTestId('play-board'));

  for (let n = 1; n <= 2; n++) {
    await press('n');
    // The first card also shuffles the deck: a line of its own.
    await waitFor(`card ${n}`, async () => (await turned()) === n + 1);
  }
  // The third as turned at the table ("We turned…"): the last card left in the deck's order.
  const named = posse('play', 'show', '1').deck.at(-1);
  await win.setValue('play-named', named.key);
  await win.click('play-named-turn');
  await waitFor('card 3', async () => (await turned()) === 4);
  const shown = posse('play', 'show', '1');
  assert.equal(shown.log.filter((l) => l.text.includes('turned')).length, 3, JSON.stringify(shown.log));
  assert.equal(shown.current.key, named.key, 'the card named is the card turned');
  assert.match(shown.log.at(-1).text, /named from the table/);
  assert.equal(shown.round, 1);
  const key = await win.attribute('[data-testid="play-card"]', 'data-key');
  assert.equal(key, shown.current.key, 'the card shown is the card the database says was turned last');

  await press('1'); // Wyatt Earp
  await waitFor('Wyatt chosen', async () => (await win.attribute('[data-testid="play-selected"]', 'data-index')) === '0');
  await press('h');
  await waitFor('the hit shown', async () => (await win.textOf('selected-state')).includes('1 hit'));
  const hits = () => posse('play', 'show', '1').members[0].values.find((v) => v.field === 'hits');
  assert.deepEqual(hits(), { field: 'hits', value: 1 });
  // Ctrl+Z takes the hit back (the campaign's undo), and H marks it again.
  await win.run(`window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));`);
  await waitFor('the hit taken back', async () => !(await win.textOf('selected-state').catch(() => '')).includes('1 hit'));
  assert.deepEqual(hits(), { field: 'hits', value: 0 });
  await press('h');
  await waitFor('the hit shown again', async () => (await win.textOf('selected-state')).includes('1 hit'));
  assert.deepEqual(hits(), { field: 'hits', value: 1 });
  await win.screenshot('desktop-play.png', { doc: 'app-play.png' });

  // F11: the Play view alone, full screen; F11 again leaves it.
  const fullScreen = () => win.run(`return document.fullscreenElement?.getAttribute('data-testid') ?? null;`);
  await press('F11');
  await waitFor('full screen', async () => (await fullScreen()) === 'play-board');
  await win.screenshot('desktop-play-fullscreen.png');
  await press('F11');
  await waitFor('out of full screen', async () => (await fullScreen()) === null);

  await win.click('play-over');
  await waitFor('what will be recorded', () => win.byTestId('play-over-confirm'));
  assert.match(await win.textOf('play-result'), /Wyatt Earp: injured with cards/);
  await win.click('play-over-record');
  await waitFor('the wizard', () => win.byTestId('after-action-wizard'));
  assert.equal(await win.attribute('[data-testid="wizard-step-dice"]', 'aria-current'), 'step');
  await win.screenshot('desktop-play-wizard.png');

  const [game] = posse('game', 'list', '--campaign', '1');
  assert.equal(game.title, 'Showdown at Dry Gulch');
  assert.equal(game.status, 'recorded', 'nothing applied before the wizard’s Apply');
  assert.deepEqual(
    game.participants.map((p) => [p.name, p.ended]),
    [
      ['Wyatt Earp', 'injured_with_cards'],
      ['Doc Holliday', 'uninjured'],
      ['Virgil Earp', 'uninjured'],
      ['Johnny Ringo', 'uninjured'],
      ['Ike Clanton', 'uninjured'],
    ],
  );
  assert.equal(posse('play', 'show', '1').status, 'finished');
});
