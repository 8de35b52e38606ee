// Real-window test of the print center (issue 12): the app under Xvfb through tauri-driver, on a
// database with the demo and a saved cast. From the casting board the print center previews the
// cast sheets (pdf.js drawing the backend's bytes in the real webview, under the app's CSP) and
// "Save PDF…" writes them; the file is found and read back with pdftotext. The native save dialog is
// the one thing not driven: its IPC request is answered in the page with a path in the test's folder.
//   xvfb-run -a node --test tests/e2e/desktop/print-center.test.mjs
// Its own ports (4446/4447); tauri-driver's output goes nowhere, so nothing holds the runner's pipes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const app = path.join(root, 'target/debug/posse-desktop');
const cli = path.join(root, 'target/debug/posse');
const port = 4446;
const webdriver = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), 'posse-print-center-'));
const db = path.join(dir, 'posse.sqlite');
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

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

async function textOf(testid) {
  const el = await byTestId(testid);
  return el ? call('GET', `/session/${session}/element/${el}/text`) : '';
}

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  assert.ok(existsSync(cli), `build the CLI first: ${cli}`);
  execFileSync(cli, ['--db', db, 'demo'], { stdio: 'pipe' });
  const script = path.join(dir, 'cast.json');
  writeFileSync(script, JSON.stringify({ title: 'Dry Gulch', sides: [{ side: 'The Earps', player: 'Ann', characters: ['Virgil Earp'] }] }));
  execFileSync(cli, ['--db', db, 'cast', 'new', '--campaign', '1', '--file', script], { stdio: 'pipe' });
  driver = spawn('tauri-driver', ['--port', String(port), '--native-port', '4447'], {
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
  if (driver) {
    // SIGTERM, never SIGKILL: a killed tauri-driver orphans WebKitWebDriver and the next run hangs.
    driver.kill('SIGTERM');
    await new Promise((r) => (driver.exitCode !== null ? r() : driver.once('exit', r)));
  }
});

test('the print center saves a cast sheet from the casting board, and the file is there', async () => {
  const file = path.join(dir, 'ann.pdf');
  await click('campaign-item');
  await click('campaign-view-casting');
  await click('scenario-open');
  await click('board-print-center');
  await waitFor('the cast sheets previewed', async () => (await textOf('center-summary')).includes('page'));
  await waitFor('pdf.js drew the pages', () =>
    run('return document.querySelectorAll(\'[data-testid="center-pages"] canvas\').length;'),
  );
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await call('POST', `/session/${session}/window/rect`, { width, height }).catch(() => {});
    await sleep(500);
    const shot = await call('GET', `/session/${session}/screenshot`);
    const file = path.join(dir, `desktop-print-center-${width}x${height}.png`);
    writeFileSync(file, Buffer.from(shot, 'base64'));
    console.log(`# screenshot: ${file}`);
  }

  // The save dialog answered with a path in the test's folder; everything else is the real backend.
  await run(
    `const file = arguments[0];
     const realFetch = window.__realFetch ?? window.fetch;
     window.__realFetch = realFetch;
     window.fetch = (url, init) => decodeURIComponent(String(url)).endsWith('plugin:dialog|save')
       ? Promise.resolve(new Response(JSON.stringify(file), { headers: { 'Tauri-Response': 'ok', 'content-type': 'application/json' } }))
       : realFetch(url, init);`,
    file,
  );
  await click('center-save');
  await waitFor('saved', async () => (await textOf('center-saved')).includes(file));
  assert.ok(existsSync(file), 'the PDF is where the dialog said');
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  assert.match(text, /Virgil Earp/);
  assert.match(text, /Dry Gulch/);
});
