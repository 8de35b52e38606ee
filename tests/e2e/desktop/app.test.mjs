// Real-window end-to-end test: the desktop app under Xvfb, driven through tauri-driver and
// WebKitWebDriver (W3C WebDriver over HTTP, spoken with plain fetch). Run by `make test` as
//   xvfb-run -a node --test tests/e2e/desktop/
// It seeds a fresh database with `posse demo`, starts the app on it, and checks that the demo roster shows.
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
const port = 4444;
const webdriver = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), 'posse-desktop-'));
const db = path.join(dir, 'posse.sqlite');

let driver;
let session;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function findByText(text) {
  const found = await call('POST', `/session/${session}/elements`, {
    using: 'xpath',
    value: `//*[normalize-space(text())=${JSON.stringify(text)} or contains(normalize-space(.), ${JSON.stringify(text)}) and not(*)]`,
  });
  return found.length ? found[0][ELEMENT] : null;
}

async function pageText() {
  const body = await call('POST', `/session/${session}/element`, { using: 'css selector', value: 'body' });
  return call('GET', `/session/${session}/element/${body[ELEMENT]}/text`);
}

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  assert.ok(existsSync(cli), `build the CLI first: ${cli}`);
  execFileSync(cli, ['--db', db, 'demo'], { stdio: 'pipe' });
  driver = spawn('tauri-driver', ['--port', String(port), '--native-port', '4445'], {
    env: { ...process.env, POSSE_DB: db },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor('tauri-driver', async () => (await fetch(`${webdriver}/status`)).ok);
  const created = await call('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'wry', 'tauri:options': { application: app } } },
  });
  session = created.sessionId;
});

after(async () => {
  if (session) await call('DELETE', `/session/${session}`).catch(() => {});
  if (driver) {
    // SIGTERM, never SIGKILL: a killed tauri-driver orphans WebKitWebDriver and the next run hangs.
    driver.kill('SIGTERM');
    await new Promise((r) => driver.once('exit', r));
  }
});

test('the app starts on the demo database and shows the demo roster', async () => {
  const campaign = await waitFor('the demo campaign in the list', () => findByText('Showdown at Dry Gulch')).catch(
    async (e) => {
      throw new Error(`${e.message}; the page shows: ${await pageText().catch((x) => x.message)}`);
    },
  );
  await call('POST', `/session/${session}/element/${campaign}/click`, {});
  const text = await waitFor('the roster', async () => {
    const t = await pageText();
    return t.includes('Wyatt Earp') && t.includes('Johnny Ringo') ? t : null;
  });
  for (const name of ['The Earps', 'The Cowboys', 'Doc Holliday', 'Dusty', 'Billy Claiborne']) {
    assert.ok(text.includes(name), `the roster shows ${name}`);
  }
  const shot = await call('GET', `/session/${session}/screenshot`);
  writeFileSync(path.join(dir, 'desktop-roster.png'), Buffer.from(shot, 'base64'));
  console.log(`# screenshot: ${path.join(dir, 'desktop-roster.png')}`);
});
