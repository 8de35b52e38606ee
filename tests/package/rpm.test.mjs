// The .rpm that `make package` builds (Fedora, openSUSE), checked as the .deb is, on the one `make
// test-package` builds from the debug build (target/debug/bundle/rpm/), with Debian's `rpm` tools:
// what it holds (`rpm -qlp`), its header (name, version, architecture, what it requires), and —
// unpacked into a scratch root (`rpm2archive`, the files as `rpm -i` lays them out) — that the
// binaries it installs run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALLED, checkInstalled, root, version } from './installed.mjs';

const dir = join(root, 'target/debug/bundle/rpm');
const rpmFile = join(dir, `Posse-${version}-1.x86_64.rpm`);

const rpm = (...args) => execFileSync('rpm', args, { encoding: 'utf8', maxBuffer: 1 << 24 });

test('the .rpm is there (make test-package builds it first)', () => {
  assert.ok(existsSync(rpmFile), `${rpmFile} is missing; found: ${existsSync(dir) ? readdirSync(dir).join(', ') : 'nothing'}`);
});

test('it holds the app, the posse CLI, the desktop file and the icons', () => {
  const files = rpm('-qlp', rpmFile).split('\n').map((l) => l.replace(/^\//, ''));
  for (const path of INSTALLED) assert.ok(files.includes(path), `${path} is not in the package: ${files.join(', ')}`);
  // `-qlvp`: the long listing, mode first.
  const listing = rpm('-qlvp', rpmFile).split('\n');
  for (const bin of ['usr/bin/posse-desktop', 'usr/bin/posse']) {
    const line = listing.find((l) => l.endsWith(` /${bin}`));
    assert.equal(line?.slice(0, 10), '-rwxr-xr-x', `${bin} is executable: ${line}`);
  }
});

test('its header names the package, the version and what it needs', () => {
  const [name, v, release, arch, summary] = rpm('-qp', '--queryformat', '%{NAME}\\n%{VERSION}\\n%{RELEASE}\\n%{ARCH}\\n%{SUMMARY}', rpmFile).split('\n');
  assert.deepEqual([name, v, release, arch], ['posse', version, '1', 'x86_64']);
  assert.match(summary, /Old West miniature skirmish/);
  const requires = rpm('-qpR', rpmFile);
  assert.match(requires, /webkit2gtk4\.1|libwebkit2gtk-4\.1/, requires);
});

test('unpacked into a scratch root, the desktop file opens the app with its icon and both binaries run', (t) => {
  const scratch = mkdtempSync(join(tmpdir(), 'posse-rpm-'));
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  const tgz = execFileSync('rpm2archive', ['-'], { input: readFileSync(rpmFile), maxBuffer: 1 << 28 });
  execFileSync('tar', ['-xzf', '-', '-C', scratch], { input: tgz });
  checkInstalled(scratch);
});
