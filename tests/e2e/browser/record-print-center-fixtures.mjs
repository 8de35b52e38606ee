// Records two PDFs Posse writes, for the print center's browser test (print-center.test.mjs,
// through mock-ipc.ts's print_preview), into tests/ui-fixtures/recorded/print-center.ts: the
// alignment test on A4 and on Letter, base64 — real PDFs for pdf.js to draw.
//
//   cargo build --bin posse && node tests/e2e/browser/record-print-center-fixtures.mjs [path/to/posse]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeRecorded } from './harness.mjs';
import { startRecording } from './recorder.mjs';

const { dir, cli } = startRecording('print-center');
const pdf = (paper) => {
  const out = join(dir, `${paper}.pdf`);
  cli(['print', 'alignment-test', '--paper', paper, '-o', out]);
  return readFileSync(out).toString('base64');
};

writeRecorded(
  'print-center.ts',
  `// Recorded by tests/e2e/browser/record-print-center-fixtures.mjs: \`posse print alignment-test\` on A4
// and on Letter, base64, for the print center's preview in the browser test (pdf.js draws them).
export const PREVIEW_A4_PDF = '${pdf('a4')}';
export const PREVIEW_LETTER_PDF = '${pdf('letter')}';
`,
);
