// Records every answer of the real backend that the UI's unit tests and the browser tests' fake
// backends read, from the CLI (which shares the library with the app), into
// tests/ui-fixtures/recorded/ — test data, not part of the app, and not kept in git. `make test`
// runs it (as `make ui-fixtures`) after building the CLI.
//
//   cargo build --bin posse && node tests/e2e/browser/record-all.mjs [path/to/posse]
//
// Each recorder reads the `posse` path from the command line as this script does.
import { rmSync } from 'node:fs';
import { recordedDir } from './harness.mjs';

// Nothing left from an earlier recording (a recorder renamed or removed leaves no stale file).
rmSync(recordedDir, { recursive: true, force: true });
for (const recorder of [
  'record-fixtures.mjs',
  'record-fate-fixtures.mjs',
  'record-games-fixtures.mjs',
  'record-casting-fixtures.mjs',
  'record-mww-fixtures.mjs',
  'record-families-fixtures.mjs',
  'record-twtw-fixtures.mjs',
  'record-print-center-fixtures.mjs',
  'record-play-fixtures.mjs',
]) {
  await import(`./${recorder}`);
}
