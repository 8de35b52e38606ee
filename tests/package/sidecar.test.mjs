// How src-tauri/cli-sidecar.mjs stages the posse CLI for each installer's target (the Windows,
// macOS and universal branches are run for real only on those systems, by the release workflow):
// the cargo builds it asks for, where each binary is copied, and what `lipo` joins.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { plan } from '../../src-tauri/cli-sidecar.mjs';

const staged = (name) => join('src-tauri', 'binaries', name);

test('Linux and Windows: a release build beside the app, named for its target, .exe on Windows', () => {
  const linux = plan({ triple: 'x86_64-unknown-linux-gnu', host: 'x86_64-unknown-linux-gnu', debug: false });
  assert.deepEqual(linux.builds.map((b) => b.args), [['build', '-p', 'posse', '--bin', 'posse', '--release']]);
  assert.deepEqual(linux.copies, [{ from: join('target', 'release', 'posse'), to: staged('posse-x86_64-unknown-linux-gnu') }]);
  assert.equal(linux.lipo, null);
  const windows = plan({ triple: 'x86_64-pc-windows-msvc', host: 'x86_64-pc-windows-msvc', debug: true });
  assert.deepEqual(windows.builds.map((b) => b.args), [['build', '-p', 'posse', '--bin', 'posse']]);
  assert.deepEqual(windows.copies, [{ from: join('target', 'debug', 'posse.exe'), to: staged('posse-x86_64-pc-windows-msvc.exe') }]);
});

test('macOS universal: both architectures built and staged, and joined by lipo', () => {
  const mac = plan({ triple: 'universal-apple-darwin', host: 'aarch64-apple-darwin', debug: false });
  assert.deepEqual(mac.builds.map((b) => b.args), [
    ['build', '-p', 'posse', '--bin', 'posse', '--release'],
    ['build', '-p', 'posse', '--bin', 'posse', '--release', '--target', 'x86_64-apple-darwin'],
  ]);
  assert.deepEqual(mac.copies, [
    { from: join('target', 'release', 'posse'), to: staged('posse-aarch64-apple-darwin') },
    { from: join('target', 'x86_64-apple-darwin', 'release', 'posse'), to: staged('posse-x86_64-apple-darwin') },
  ]);
  assert.deepEqual(mac.lipo, { inputs: mac.copies.map((c) => c.to), output: staged('posse-universal-apple-darwin') });
});

test('--from copies a CLI built for this machine, and refuses to stage it for another', () => {
  const copied = plan({ triple: 'x86_64-unknown-linux-gnu', host: 'x86_64-unknown-linux-gnu', debug: true, from: 'target/debug/posse' });
  assert.deepEqual(copied, { builds: [], copies: [{ from: 'target/debug/posse', to: staged('posse-x86_64-unknown-linux-gnu') }], lipo: null });
  assert.throws(
    () => plan({ triple: 'universal-apple-darwin', host: 'x86_64-unknown-linux-gnu', debug: false, from: 'target/release/posse' }),
    /built for this machine \(x86_64-unknown-linux-gnu\), not for universal-apple-darwin/,
  );
});
