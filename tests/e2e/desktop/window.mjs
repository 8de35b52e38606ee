// The desktop app in a real window, driven through tauri-driver and WebKitWebDriver (W3C WebDriver
// over HTTP, spoken with plain fetch): what every real-window test file shares.
//
//   const win = await DesktopWindow.open({ db, dir, port: 4444 });
//   await win.click('some-testid'); ...
//   await win.close();
//
// Each test file uses its own port pair (port, port + 1), so files never share a driver.
// close() leaves nothing behind: a window WebKitWebDriver failed to close (seen under CI=true) is
// found by the database it was started on and ended, and tauri-driver writes to a log file of the
// test's own, never to the test runner's pipe (a process left holding that pipe kept `node --test`
// and xvfb-run alive after the last test had passed, until CI's time ran out).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, closeSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The debug build `make test` makes; POSSE_BUILD=release drives the release build instead (to read
// the print center's refresh time as a user's app has it).
const build = process.env.POSSE_BUILD === 'release' ? 'release' : 'debug';
export const app = path.join(root, `target/${build}/posse-desktop`);
export const cli = path.join(root, `target/${build}/posse`);

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until it returns something truthy; the last error is in the timeout's message. */
export async function waitFor(what, fn, timeoutMs = 30000) {
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

/**
 * The processes started with POSSE_DB=db, found by their environment: the app, its WebKit helpers,
 * and tauri-driver's WebKitWebDriver (the test runner itself never has it).
 */
function processesOn(db) {
  const wanted = `POSSE_DB=${db}`;
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (env.includes(wanted)) found.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

export class DesktopWindow {
  constructor({ db, dir, port, driver, log }) {
    Object.assign(this, { db, dir, port, driver, log });
    this.webdriver = `http://127.0.0.1:${port}`;
    this.session = null;
  }

  /** Starts tauri-driver on `port` (and `port + 1` for WebKitWebDriver) and opens the app on `db`. */
  static async open({ db, dir, port }) {
    if (!existsSync(app)) throw new Error(`build the app first: ${app}`);
    const log = openSync(path.join(dir, 'tauri-driver.log'), 'a');
    const driver = spawn('tauri-driver', ['--port', String(port), '--native-port', String(port + 1)], {
      env: { ...process.env, POSSE_DB: db },
      stdio: ['ignore', log, log],
    });
    const win = new DesktopWindow({ db, dir, port, driver, log });
    await waitFor('tauri-driver', async () => (await fetch(`${win.webdriver}/status`)).ok);
    const created = await win.call('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'wry', 'tauri:options': { application: app } } },
    });
    win.session = created.sessionId;
    return win;
  }

  /** Ends the session, tauri-driver (SIGTERM: a killed one orphans WebKitWebDriver) and any window left. */
  async close() {
    if (this.session) await this.call('DELETE', `/session/${this.session}`).catch(() => {});
    if (this.driver && this.driver.exitCode === null && this.driver.signalCode === null) {
      const exited = new Promise((r) => this.driver.once('exit', r));
      this.driver.kill('SIGTERM');
      await exited;
    }
    for (let tries = 0; tries < 20; tries++) {
      const left = processesOn(this.db);
      if (!left.length) break;
      for (const pid of left) {
        try {
          process.kill(pid, tries < 10 ? 'SIGTERM' : 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }
      await sleep(250);
    }
    closeSync(this.log);
  }

  /**
   * One WebDriver request. A request unanswered after a minute fails naming itself (without the
   * limit, fetch waits five minutes and says only "fetch failed").
   */
  async call(method, url, body) {
    let res;
    let json;
    try {
      res = await fetch(`${this.webdriver}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60000),
      });
      json = await res.json();
    } catch (e) {
      throw new Error(`${method} ${url}: no answer from WebKitWebDriver (${e.name}: ${e.message})`);
    }
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json.value)}`);
    return json.value;
  }

  /** The first element whose own text is (or contains) `text`. */
  async findByText(text) {
    const found = await this.call('POST', `/session/${this.session}/elements`, {
      using: 'xpath',
      value: `//*[normalize-space(text())=${JSON.stringify(text)} or contains(normalize-space(.), ${JSON.stringify(text)}) and not(*)]`,
    });
    return found.length ? found[0][ELEMENT] : null;
  }

  async pageText() {
    const body = await this.call('POST', `/session/${this.session}/element`, { using: 'css selector', value: 'body' });
    return this.call('GET', `/session/${this.session}/element/${body[ELEMENT]}/text`);
  }

  async clickElement(el) {
    await this.call('POST', `/session/${this.session}/element/${el}/click`, {});
  }

  async byTestId(testid) {
    const found = await this.call('POST', `/session/${this.session}/elements`, {
      using: 'css selector',
      value: `[data-testid="${testid}"]`,
    });
    return found.length ? found[0][ELEMENT] : null;
  }

  async click(testid) {
    const el = await waitFor(testid, () => this.byTestId(testid));
    // In the middle of the window: the sticky header and the campaign's bar stay over the top of it.
    await this.run('arguments[0].scrollIntoView({ block: "center" });', { [ELEMENT]: el });
    await this.clickElement(el);
  }

  /** Runs a script in the page (WebDriver "execute sync") with `args`. */
  async run(script, ...args) {
    return this.call('POST', `/session/${this.session}/execute/sync`, { script, args });
  }

  /**
   * Sets the `n`th input or select with this test id as a person would, firing input and change
   * (Svelte binds on them).
   */
  async setValue(testid, value, n = 0) {
    await waitFor(testid, () => this.byTestId(testid));
    await this.run(
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

  /** The visible text of every element `selector` matches. */
  async texts(selector) {
    return this.run(`return [...document.querySelectorAll(arguments[0])].map((e) => e.innerText);`, selector);
  }

  async attribute(selector, name) {
    return this.run(
      `const el = document.querySelector(arguments[0]); return el ? el.getAttribute(arguments[1]) : null;`,
      selector,
      name,
    );
  }

  async textOf(testid) {
    return this.run(
      `const el = document.querySelector('[data-testid="' + arguments[0] + '"]'); return el ? el.innerText : '';`,
      testid,
    );
  }

  /**
   * Saves the window's picture in the test's folder and names it in the output: the X screen's
   * pixels where the window is (`import`, as a person would take it; the files run one at a time,
   * so no other test's window lies over it: see the Makefile), not WebKitWebDriver's
   * snapshot, which never answers once the page has shown a modal <dialog> while the app draws
   * without accelerated compositing (src-tauri/src/main.rs), though the window itself redraws.
   *
   * `doc` names the guide's picture this shot is (docs/src/images/<doc>): with POSSE_DOC_SHOTS=1 it
   * is written there too, 960 px wide at most in 64 colours (the guide's pictures stay under 150 KB;
   * tests/posse/docs.rs checks), so a changed screen changes the guide's picture.
   */
  async screenshot(name, { doc } = {}) {
    const rect = await this.call('GET', `/session/${this.session}/window/rect`);
    const [x, y, width, height] = [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    // A window partly off the screen's left or top edge: only its part on the screen.
    const [left, top] = [Math.max(0, x), Math.max(0, y)];
    const file = path.join(this.dir, name);
    await sleep(100); // a frame or two, for the last change to be drawn
    const crop = `${width - (left - x)}x${height - (top - y)}+${left}+${top}`;
    execFileSync('import', ['-window', 'root', '-crop', crop, '+repage', file], { stdio: 'pipe' });
    console.log(`# screenshot: ${file}`);
    if (doc && process.env.POSSE_DOC_SHOTS === '1') {
      const picture = path.join(root, 'docs/src/images', doc);
      execFileSync('convert', [file, '-resize', '960x>', '-dither', 'None', '-colors', '64',
        '-define', 'png:compression-level=9', '-strip', picture], { stdio: 'pipe' });
      console.log(`# the guide's picture: ${picture}`);
    }
  }

  /**
   * When the app's process started, in ms since the Unix epoch (to about 20 ms): its start in
   * clock ticks after boot (/proc/PID/stat), and when the machine booted, read from the uptime.
   */
  appStartedAt() {
    const pid = processesOn(this.db).find((p) => readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'posse-desktop');
    if (pid === undefined) throw new Error('no posse-desktop process on this database');
    const ticks = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19]);
    const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    const booted = Date.now() - Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
    return booted + (ticks * 1000) / hz;
  }

  /**
   * Answers the native save/open dialogs from the page: they are the one thing not driven (a GTK
   * window WebDriver cannot reach), so their IPC requests are answered in the page instead of the
   * backend. (Tauri's `invoke` cannot be replaced, but its IPC goes through `fetch`.)
   */
  async answerDialogs(savePath, openPath) {
    await this.run(
      `const [savePath, openPath] = arguments;
       const realFetch = window.__realFetch ?? window.fetch;
       window.__realFetch = realFetch;
       const answer = (value) => new Response(JSON.stringify(value), { headers: { 'Tauri-Response': 'ok', 'content-type': 'application/json' } });
       window.fetch = (url, init) => {
         const cmd = decodeURIComponent(String(url));
         if (cmd.endsWith('plugin:dialog|save')) return Promise.resolve(answer(savePath));
         if (cmd.endsWith('plugin:dialog|open')) return Promise.resolve(answer(openPath));
         return realFetch(url, init);
       };`,
      savePath,
      openPath,
    );
  }
}
