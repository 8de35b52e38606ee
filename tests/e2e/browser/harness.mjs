// What every browser test of the UI needs: the built UI served from 127.0.0.1, the fake backend
// bundled from mock-ipc.ts, and Debian's Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
export const repo = resolve(here, '../../..');
const dist = join(repo, 'ui', 'dist');

/**
 * Where the recorders (record-*.mjs, all run by record-all.mjs) write the real backend's answers
 * that the unit tests and the fake backends read: test data, kept out of ui/src and out of git
 * (`make ui-fixtures` fills it from the CLI before the UI's tests run).
 */
export const recordedDir = join(repo, 'tests', 'ui-fixtures', 'recorded');

/** Writes one recorded file (`tables.ts`) into recordedDir. */
export function writeRecorded(name, text) {
  mkdirSync(recordedDir, { recursive: true });
  writeFileSync(join(recordedDir, name), text);
}

/** Fails with what to run when the recorded answers are missing (a fresh clone). */
export function needRecorded() {
  if (!existsSync(join(recordedDir, 'casting.ts'))) {
    throw new Error(`${recordedDir} is missing: run \`make ui-fixtures\` (or \`cargo build --bin posse && node tests/e2e/browser/record-all.mjs\`)`);
  }
}

// The policy the desktop app runs under, read from tauri.conf.json and served here too, so that a
// bundle needing an inline script or a remote resource fails in these tests as it would in the app.
async function appCsp() {
  try {
    const conf = JSON.parse(await readFile(join(repo, 'src-tauri', 'tauri.conf.json'), 'utf8'));
    if (typeof conf.app?.security?.csp === 'string') return conf.app.security.csp;
  } catch {
    // No desktop config (yet): fall back to the policy the app was specified with.
  }
  return "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";
}
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

export async function serveDist() {
  try {
    await readFile(join(dist, 'index.html'));
  } catch {
    throw new Error('ui/dist is missing: run `npm run build:ui` first');
  }
  const csp = await appCsp();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': csp });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/**
 * Bundles a fake backend (default mock-ipc.ts; or e.g. games-mock.ts, which imports it) into one
 * script for page.addInitScript.
 */
export async function bundleMock(entry = 'mock-ipc.ts') {
  needRecorded();
  const name = entry.replace(/\.ts$/, '');
  const outDir = await mkdtemp(join(tmpdir(), `posse-${name}-`));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: repo,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2021',
      lib: { entry: join(here, entry), formats: ['iife'], name: 'PosseFakeBackend', fileName: () => `${name}.js` },
    },
  });
  return join(outDir, `${name}.js`);
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh page (and so a fresh fake backend) that collects console errors and uncaught exceptions. */
export async function openApp(browser, url, mockPath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.addInitScript({ path: mockPath });
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

/**
 * The setup every browser test file shares: registers `before` (serve ui/dist, bundle the fake
 * backend `entry` as bundleMock does, launch Chromium) and `after` (close them) hooks, and returns
 * a function that opens a fresh page of the app, as openApp does.
 */
export function useBrowser(entry = 'mock-ipc.ts') {
  let server;
  let browser;
  let mockPath;

  before(async () => {
    [server, mockPath] = await Promise.all([serveDist(), bundleMock(entry)]);
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  return () => openApp(browser, server.url, mockPath);
}

/** Text with its runs of white space made one space, trimmed: innerText compared across layouts. */
export const squash = (text) => text.replace(/\s+/g, ' ').trim();

export const ipcCalls = (page, cmd) =>
  page.evaluate((c) => window.__ipcCalls.filter((call) => !c || call.cmd === c), cmd);
