// Vitest's global setup (ui/vite.config.ts): the unit tests read the real backend's answers that
// tests/e2e/browser/record-all.mjs records from the CLI into tests/ui-fixtures/recorded/ (not kept in
// git). Without them, say what to run rather than fail on an import.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function needRecorded(): void {
  const dir = fileURLToPath(new URL('./recorded/', import.meta.url));
  if (!existsSync(`${dir}casting.ts`)) {
    throw new Error(`${dir} is missing: run \`make ui-fixtures\` (or \`cargo build --bin posse && node tests/e2e/browser/record-all.mjs\`) first`);
  }
}
