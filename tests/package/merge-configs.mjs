// Tauri's configuration as each system's build reads it: src-tauri/tauri.conf.json with
// tauri.<system>.conf.json and the installers' tauri.installers.conf.json merged over it (JSON
// merge patches, RFC 7396, as Tauri merges them), written to OUT/<system>.json for `make
// test-workflows` to check against Tauri's schema. A misspelt Windows or macOS setting then fails
// on Linux, not on the release.
//
//   node tests/package/merge-configs.mjs OUT
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const conf = fileURLToPath(new URL('../../src-tauri/', import.meta.url));
const read = (name) => JSON.parse(readFileSync(join(conf, name), 'utf8'));

/** RFC 7396: objects merge key by key, `null` removes, anything else replaces. */
export function mergePatch(target, patch) {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const out = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node tests/package/merge-configs.mjs OUT');
  mkdirSync(out, { recursive: true });
  for (const system of ['linux', 'windows', 'macos']) {
    const merged = [`tauri.${system}.conf.json`, 'tauri.installers.conf.json'].reduce((c, f) => mergePatch(c, read(f)), read('tauri.conf.json'));
    writeFileSync(join(out, `${system}.json`), JSON.stringify(merged, null, 2));
  }
}
