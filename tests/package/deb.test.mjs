// The .deb that `make package` builds, checked on the one `make test-package` builds the same way
// from the debug build (target/debug/bundle/deb/): what it holds (the app, the CLI, the desktop
// file and the icons), its control fields, and — unpacked into a scratch root with `dpkg-deb -x`, as
// `dpkg -i` would lay it out — that the binaries it installs run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const version = JSON.parse(readFileSync(join(root, 'src-tauri/tauri.conf.json'), 'utf8')).version;
const dir = join(root, 'target/debug/bundle/deb');
const deb = join(dir, `Posse_${version}_amd64.deb`);

const dpkgDeb = (...args) => execFileSync('dpkg-deb', args, { encoding: 'utf8', maxBuffer: 1 << 24 });

test('the .deb is there (make test-package builds it first)', () => {
  assert.ok(existsSync(deb), `${deb} is missing; found: ${existsSync(dir) ? readdirSync(dir).join(', ') : 'nothing'}`);
});

test('it holds the app, the posse CLI, the desktop file and the icons', () => {
  const files = dpkgDeb('-c', deb)
    .split('\n')
    .filter((l) => l.startsWith('-'))
    .map((l) => l.split(/\s+/).slice(5).join(' ').replace(/^\.\//, ''));
  const mode = (path) => dpkgDeb('-c', deb).split('\n').find((l) => l.endsWith(` ./${path}`) || l.endsWith(` ${path}`))?.slice(0, 10);
  for (const bin of ['usr/bin/posse-desktop', 'usr/bin/posse']) {
    assert.ok(files.includes(bin), `${bin} is not in the package: ${files.join(', ')}`);
    assert.equal(mode(bin), '-rwxr-xr-x', `${bin} is executable`);
  }
  assert.ok(files.includes('usr/share/applications/Posse.desktop'), files.join(', '));
  for (const size of ['32x32', '128x128']) {
    assert.ok(files.includes(`usr/share/icons/hicolor/${size}/apps/posse-desktop.png`), `the ${size} icon: ${files.join(', ')}`);
  }
});

test('its control fields name the package, the version and what it needs from Debian', () => {
  const field = (name) => dpkgDeb('-f', deb, name).trim();
  assert.equal(field('Package'), 'posse');
  assert.equal(field('Version'), version);
  assert.equal(field('Architecture'), 'amd64');
  assert.match(field('Depends'), /libwebkit2gtk-4\.1-0/);
  assert.match(field('Description'), /Old West miniature skirmish/);
});

test('unpacked into a scratch root, the desktop file opens the app with its icon and both binaries run', (t) => {
  const scratch = mkdtempSync(join(tmpdir(), 'posse-deb-'));
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  dpkgDeb('-x', deb, scratch);

  const entry = Object.fromEntries(
    readFileSync(join(scratch, 'usr/share/applications/Posse.desktop'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  assert.equal(entry.Name, 'Posse');
  assert.equal(entry.Type, 'Application');
  assert.equal(entry.Exec, 'posse-desktop');
  assert.ok(existsSync(join(scratch, 'usr/bin', entry.Exec)), 'Exec names the installed binary');
  const icon = join(scratch, `usr/share/icons/hicolor/128x128/apps/${entry.Icon}.png`);
  assert.ok(existsSync(icon), `the icon ${entry.Icon} is installed`);
  assert.deepEqual([...readFileSync(icon).subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');

  // --version answers before any window opens: no display is needed.
  const env = { ...process.env, DISPLAY: '', WAYLAND_DISPLAY: '', POSSE_DB: join(scratch, 'unused.sqlite') };
  const run = (bin, ...args) => execFileSync(join(scratch, 'usr/bin', bin), args, { encoding: 'utf8', env, timeout: 30_000 }).trim();
  assert.equal(run('posse-desktop', '--version'), `posse-desktop ${version}`);
  assert.equal(run('posse', '--version'), `posse ${version}`);
  assert.ok(!existsSync(join(scratch, 'unused.sqlite')), '--version opens no database');
  assert.match(run('posse', 'tables', 'list'), /qotd\./, 'the installed CLI reads its embedded tables');
});
