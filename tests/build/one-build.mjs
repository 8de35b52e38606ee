// `make test` and `make run` must share one build of the dependency tree. Cargo builds a crate once
// per feature set, and the test build turns on features through dev-dependencies that a plain
// `cargo build -p posse-desktop` does not: every crate above such a dependency then builds twice
// (Tauri and WebKit's bindings, ~10 minutes). This asks cargo for the exact units of both builds
// (`--unit-graph`, nightly cargo; nothing is built) and fails, naming the crates and features, if
// the desktop build needs a unit the test build does not make. The fix is to name those features
// in the root Cargo.toml's [dependencies] (see the comment there).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function units(args) {
  const out = execFileSync('cargo', ['+nightly', 'build', '--offline', '-q', '--unit-graph', '-Z', 'unstable-options', ...args], {
    cwd: root,
    maxBuffer: 1 << 28,
    encoding: 'utf8',
  });
  const key = (u) => {
    const { name: _, ...profile } = u.profile; // `dev` and `test` share their settings
    return JSON.stringify([u.pkg_id, u.target.name, u.target.kind, u.mode, u.platform, u.features, profile]);
  };
  return new Map(JSON.parse(out).units.map((u) => [key(u), u]));
}

try {
  execFileSync('cargo', ['+nightly', '--version'], { stdio: 'ignore' });
} catch {
  console.log('one build: skipped (no nightly toolchain to ask cargo for its unit graph)');
  process.exit(0);
}
const app = units(['-p', 'posse-desktop']);
const test = units(['--workspace', '--lib', '--bins', '--tests']);
const missing = [...app].filter(([k]) => !test.has(k)).map(([, u]) => u);
if (missing.length) {
  console.error('one build: `cargo build -p posse-desktop` needs units that `cargo build --workspace --lib --bins --tests` does not make:');
  for (const u of missing) {
    const other = [...test.values()].find(
      (t) => t.pkg_id === u.pkg_id && t.target.name === u.target.name && t.mode === u.mode && u.features.every((f) => t.features.includes(f)),
    );
    const crate = u.pkg_id.split('#').pop();
    const extra = other ? other.features.filter((f) => !u.features.includes(f)) : [];
    console.error(`  ${crate} (${u.mode}) features [${u.features}]${extra.length ? `; the test build adds [${extra}]` : ''}`);
  }
  console.error('Name the added features in the root Cargo.toml [dependencies] so that both builds resolve alike.');
  process.exit(1);
}
console.log(`one build: the desktop app's ${app.size} units are all made by the test build`);
