// Real-window end-to-end test of the families' casting (issue 14): the desktop app under Xvfb on a
// fresh database holding the My Wild West demo, driven through tauri-driver (W3C WebDriver over
// HTTP, plain fetch). It casts an MWW scenario on the board — two gangs, a civilian, the turn deck
// shown — saves it, reads it back with the CLI, and records its game from the Casting tab. Its own
// file and ports (4448/4449), so that it runs beside app.test.mjs:
//   xvfb-run -a node --test tests/e2e/desktop/families.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const app = path.join(root, 'target/debug/posse-desktop');
const cli = path.join(root, 'target/debug/posse');
const port = 4448;
const webdriver = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-families-'));
const db = path.join(dir, 'posse.sqlite');
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

let driver;
let session;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const posse = (...args) => JSON.parse(execFileSync(cli, ['--db', db, ...args, '--json'], { encoding: 'utf8' }));

async function call(method, url, body) {
  const res = await fetch(`${webdriver}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json.value)}`);
  return json.value;
}

async function waitFor(what, fn, timeoutMs = 30000) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (e) {
      last = e;
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

/** Runs a script in the page with `args`. */
const run = (script, ...args) => call('POST', `/session/${session}/execute/sync`, { script, args });

async function byTestId(testid) {
  const found = await call('POST', `/session/${session}/elements`, { using: 'css selector', value: `[data-testid="${testid}"]` });
  return found.length ? found[0][ELEMENT] : null;
}

async function click(testid) {
  const el = await waitFor(testid, () => byTestId(testid));
  await run('arguments[0].scrollIntoView({ block: "center" });', { [ELEMENT]: el });
  await call('POST', `/session/${session}/element/${el}/click`, {});
}

/** Sets the `n`th input or select with this test id as a person would (input and change fired). */
async function setValue(testid, value, n = 0) {
  await waitFor(testid, () => byTestId(testid));
  await run(
    `const el = document.querySelectorAll('[data-testid="' + arguments[0] + '"]')[arguments[2]];
     const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
     Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, arguments[1]);
     el.dispatchEvent(new Event('input', { bubbles: true }));
     el.dispatchEvent(new Event('change', { bubbles: true }));`,
    testid,
    value,
    n,
  );
}

const texts = (selector) => run(`return [...document.querySelectorAll(arguments[0])].map((e) => e.innerText);`, selector);
const attribute = (selector, name) =>
  run(`const el = document.querySelector(arguments[0]); return el ? el.getAttribute(arguments[1]) : null;`, selector, name);

async function screenshot(name) {
  const shot = await call('GET', `/session/${session}/screenshot`);
  writeFileSync(path.join(dir, name), Buffer.from(shot, 'base64'));
  console.log(`# screenshot: ${path.join(dir, name)}`);
}

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  assert.ok(existsSync(cli), `build the CLI first: ${cli}`);
  execFileSync(cli, ['--db', db, 'demo', '--ruleset', 'mww'], { stdio: 'pipe' });
  // Its output is not the test runner's: an inherited pipe keeps the run open after the tests.
  driver = spawn('tauri-driver', ['--port', String(port), '--native-port', '4449'], {
    env: { ...process.env, POSSE_DB: db },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  await waitFor('tauri-driver', async () => (await fetch(`${webdriver}/status`)).ok);
  const created = await call('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'wry', 'tauri:options': { application: app } } },
  });
  session = created.sessionId;
});

after(async () => {
  if (session) await call('DELETE', `/session/${session}`).catch(() => {});
  if (driver && driver.exitCode === null) {
    // SIGTERM, never SIGKILL: a killed tauri-driver orphans WebKitWebDriver.
    const exited = new Promise((r) => driver.once('exit', r));
    driver.kill('SIGTERM');
    await exited;
  }
});

test('an MWW scenario cast on the board (gangs, a civilian, the turn deck), saved as the CLI reads it, and its game recorded', async () => {
  const campaign = await waitFor('the MWW demo in the list', async () => {
    const found = await call('POST', `/session/${session}/elements`, { using: 'css selector', value: '[data-testid="campaign-item"]' });
    return found.length ? found[0][ELEMENT] : null;
  });
  await call('POST', `/session/${session}/element/${campaign}/click`, {});
  await click('campaign-view-casting');
  await click('scenario-new');
  await waitFor('the casting board', () => byTestId('casting-board'));
  assert.equal(await byTestId('column-suit'), null, 'no suits in MWW');

  await setValue('scenario-title', 'Payday at Dry Creek');
  await setValue('column-player', 'Ann', 0);
  await setValue('column-player', 'Bob', 1);
  await click('cast-add-1'); // Kid Curry
  await click('cast-add-6'); // Marshal Hoyt
  await setValue('civilian-name', 'The teller');
  await click('civilian-add');
  const deck = await waitFor('the turn deck', async () => {
    const cards = await run(`return [...document.querySelectorAll('[data-testid="turn-card"]')].map((c) => c.dataset.title);`);
    const pending = await run(`return document.querySelector('[data-testid="preview-status"]')?.textContent?.trim();`);
    return cards.length === 3 && pending === 'Dealt' ? cards : null;
  });
  assert.deepEqual(deck, ['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);
  const [curry] = await texts('[data-testid="turn-card"]');
  assert.match(curry, /1 figure/);
  await waitFor('the scenario can be saved', async () => (await attribute('[data-testid="scenario-save"]', 'disabled')) === null);
  await click('scenario-save');
  await waitFor('saved', () => byTestId('save-ok'));
  await screenshot('desktop-mww-casting.png');

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
  await click('board-close');
  await click('scenario-record-game');
  await waitFor('the wizard', () => byTestId('after-action-wizard'));
  const ticked = await run(
    `return [...document.querySelectorAll('[data-testid^="take-part-"]')].filter((b) => b.checked).map((b) => Number(b.dataset.testid.replace('take-part-', '')));`,
  );
  assert.deepEqual(ticked, [1, 6]);
  await setValue('game-date', '1899-06-02');
  await waitFor('the game can be recorded', async () => (await attribute('[data-testid="game-record"]', 'disabled')) === null);
  await click('game-record');
  await waitFor('recorded', async () => posse('game', 'list', '--campaign', '1').length === 1);
  const [game] = posse('game', 'list', '--campaign', '1');
  assert.equal(game.title, 'Payday at Dry Creek');
  const recorded = posse('game', 'show', String(game.id));
  assert.deepEqual(recorded.participants.map((p) => p.name).sort(), ['Kid Curry', 'Marshal Hoyt']);
  await screenshot('desktop-mww-game.png');
});
