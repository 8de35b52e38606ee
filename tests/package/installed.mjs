// What every Linux package of Posse installs, checked on a scratch root it was unpacked into (as
// `dpkg -i` or `rpm -i` would lay it out): the desktop file opens the app with its icon, and both
// binaries run. Shared by deb.test.mjs and rpm.test.mjs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const version = JSON.parse(readFileSync(join(root, 'src-tauri/tauri.conf.json'), 'utf8')).version;

/** The files every package holds (paths without a leading slash). */
export const INSTALLED = [
  'usr/bin/posse-desktop',
  'usr/bin/posse',
  'usr/share/applications/Posse.desktop',
  'usr/share/icons/hicolor/32x32/apps/posse-desktop.png',
  'usr/share/icons/hicolor/128x128/apps/posse-desktop.png',
  // The guide Help and F1 open (the app's resources: tauri.installers.conf.json, src/guide.rs).
  'usr/lib/Posse/guide/index.html',
  'usr/lib/Posse/guide/getting-started.html',
  'usr/lib/Posse/guide/printing.html',
  'usr/lib/Posse/guide/images/app-print-center-fate-deck.png',
];

export function checkInstalled(scratch) {
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
}
