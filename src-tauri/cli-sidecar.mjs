// The `posse` command line inside every installer. Tauri's bundler ships `bundle.externalBin`
// (src-tauri/tauri.installers.conf.json) with the app — /usr/bin/posse in the .deb, .rpm and
// AppImage, Posse.app/Contents/MacOS/posse on macOS, posse.exe beside posse-desktop.exe on
// Windows — taking it from src-tauri/binaries/posse-<target triple>[.exe]. This script puts it there.
//
//   node src-tauri/cli-sidecar.mjs               build the CLI with cargo, then copy it
//   node src-tauri/cli-sidecar.mjs --from FILE   copy a CLI already built for this machine
//
// As the installers' beforeBuildCommand it reads the target and profile Tauri builds for from
// TAURI_ENV_TARGET_TRIPLE and TAURI_ENV_DEBUG. A universal macOS build gets both architectures,
// joined by `lipo`, and each one alone (tauri-build looks for it while it builds that architecture).
// Plain cargo builds (make run, make test, cargo test) do not read that config: they need none of this.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');

/**
 * What to do for `triple` (Tauri's target; `universal-apple-darwin` for both Mac architectures) on
 * a machine whose own target is `host`: the cargo builds, the copies into `binaries/`, and the
 * `lipo` that joins a universal binary. Paths are relative to the repository.
 */
export function plan({ triple, host, debug, from }) {
  const profile = debug ? 'debug' : 'release';
  const exe = (t) => (t.includes('windows') ? '.exe' : '');
  const staged = (t) => join('src-tauri', 'binaries', `posse-${t}${exe(t)}`);
  if (from) {
    if (triple !== host) throw new Error(`--from copies a CLI built for this machine (${host}), not for ${triple}`);
    return { builds: [], copies: [{ from, to: staged(triple) }], lipo: null };
  }
  const arches = triple === 'universal-apple-darwin' ? ['aarch64-apple-darwin', 'x86_64-apple-darwin'] : [triple];
  // The host's own build goes where Tauri's does (target/<profile>), sharing its dependencies.
  const built = (t) => (t === host ? join('target', profile, `posse${exe(t)}`) : join('target', t, profile, `posse${exe(t)}`));
  const builds = arches.map((t) => ({
    triple: t,
    args: ['build', '-p', 'posse', '--bin', 'posse', ...(debug ? [] : ['--release']), ...(t === host ? [] : ['--target', t])],
  }));
  const copies = arches.map((t) => ({ from: built(t), to: staged(t) }));
  const lipo = arches.length > 1 ? { inputs: copies.map((c) => c.to), output: staged(triple) } : null;
  return { builds, copies, lipo };
}

/** The oldest macOS the app is built for (tauri.macos.conf.json): the CLI beside it is built for it too. */
function macosMinimum() {
  const conf = JSON.parse(readFileSync(join(here, 'tauri.macos.conf.json'), 'utf8'));
  return conf.bundle.macOS.minimumSystemVersion;
}

function main(argv) {
  const host = /^host: (.+)$/m.exec(execFileSync('rustc', ['-vV'], { encoding: 'utf8' }))[1].trim();
  const at = argv.indexOf('--from');
  const from = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && !from) throw new Error('--from needs the path of a built posse CLI');
  const triple = process.env.TAURI_ENV_TARGET_TRIPLE || host;
  const debug = process.env.TAURI_ENV_DEBUG === 'true' || argv.includes('--debug');
  const steps = plan({ triple, host, debug, from });
  for (const build of steps.builds) {
    const env = build.triple.includes('apple-darwin') ? { ...process.env, MACOSX_DEPLOYMENT_TARGET: macosMinimum() } : process.env;
    execFileSync('cargo', build.args, { cwd: root, stdio: 'inherit', env });
  }
  mkdirSync(join(here, 'binaries'), { recursive: true });
  for (const copy of steps.copies) {
    copyFileSync(resolve(root, copy.from), resolve(root, copy.to));
    chmodSync(resolve(root, copy.to), 0o755);
    console.log(`cli-sidecar: ${copy.from} → ${copy.to}`);
  }
  if (steps.lipo) {
    execFileSync('lipo', ['-create', '-output', steps.lipo.output, ...steps.lipo.inputs], { cwd: root, stdio: 'inherit' });
    console.log(`cli-sidecar: ${steps.lipo.inputs.join(' + ')} → ${steps.lipo.output}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
