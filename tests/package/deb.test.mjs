// The .deb that `make package` builds, checked on the one `make test-package` builds the same way
// from the debug build (target/debug/bundle/deb/): what it holds (the app, the CLI, the desktop
// file and the icons), its control fields, and — unpacked into a scratch root with `dpkg-deb -x`, as
// `dpkg -i` would lay it out — that the binaries it installs run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALLED, checkInstalled, root, version } from './installed.mjs';

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
  for (const path of INSTALLED) assert.ok(files.includes(path), `${path} is not in the package: ${files.join(', ')}`);
  for (const bin of ['usr/bin/posse-desktop', 'usr/bin/posse']) assert.equal(mode(bin), '-rwxr-xr-x', `${bin} is executable`);
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
  checkInstalled(scratch);
});
