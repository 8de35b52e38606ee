// Records the real backend's fate-family answers that the browser tests' fake backend and the unit
// tests use, from the CLI (which shares src/rules with the app), into tests/ui-fixtures/recorded/
// (see harness.mjs): the catalog (fate-catalog.ts, `posse fate catalog`), the fate tables
// (fate-tables.ts) and a few fate odds (fate-odds.ts).
//
//   cargo build --bin posse && node tests/e2e/browser/record-fate-fixtures.mjs [path/to/posse]
import { writeRecorded } from './harness.mjs';
import { startRecording } from './recorder.mjs';

const { run } = startRecording('fate');
const json = (value, indent = '') => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
// A key value's `aliases` are the backend's own (`#[ts(skip)]`): not part of the UI's Table type.
const table = (id) => {
  const t = run(['tables', 'show', id, '--json']);
  for (const key of t.keys) key.values = key.values.map(({ aliases: _, ...v }) => v);
  return t;
};

// ---- Tables -------------------------------------------------------------------------------------
const TABLES = [
  ['HOUSE_GRID', 'fate.hit_location_house_grid'],
  ['FIRING_CHART', 'fate.firing_chart'],
  ['NERVE', 'fate.nerve'],
];
// ---- The catalog -------------------------------------------------------------------------------
writeRecorded(
  'fate-catalog.ts',
  `// The fate-deck catalog (classes, skills, weapons, hands, campaign options) for unit tests and the
// browser tests' fake backend, as the app's \`fate_catalog\` gives it: recorded by
// tests/e2e/browser/record-fate-fixtures.mjs from \`posse fate catalog --json\`. Regenerate rather
// than edit by hand.
import type { FateCatalog } from '../../../ui/src/bindings/FateCatalog';

export const FATE_CATALOG_FIXTURE: FateCatalog = ${json(run(['fate', 'catalog', '--json']))};
`,
);

writeRecorded(
  'fate-tables.ts',
  `// Fate-family tables for unit tests and the browser tests' fake backend, as the real backend gives
// them: recorded by tests/e2e/browser/record-fate-fixtures.mjs from \`posse tables list --json\` (the
// fate ones) and \`posse tables show ID --json\` (src/rules/fate/registry.rs). The house grid (D6
// location × D6 effect), the range and firing chart, and the nerve table. Regenerate rather than
// edit by hand.
import type { Table } from '../../../ui/src/bindings/Table';
import type { TableInfo } from '../../../ui/src/bindings/TableInfo';

export const FATE_TABLE_LIST_FIXTURE: TableInfo[] = ${json(run(['tables', 'list', '--json']).filter((t) => t.family === 'fate'))};
${TABLES.map(([name, id]) => `\nexport const FATE_${name}: Table = ${json(table(id))};\n`).join('')}
export const FATE_TABLES_FIXTURE: Table[] = [${TABLES.map(([name]) => `FATE_${name}`).join(', ')}];
`,
);

// ---- Odds ---------------------------------------------------------------------------------------
// The Shootist of the fate browser test: Quick shot, Very Strong, with a six-shooter.
const shootist = ['--class', 'shootist', '--skill', 'quick_shot', '--skill', 'strong', '--skill', 'strong'];
const record = (cli, request) => `  // \`posse ${cli.join(' ')}\`\n  ${json({ ...request, answer: run(cli) }, '  ')}`;
const fire = [
  record(['odds', 'fate', 'fire', ...shootist, '--weapon', 'six_shooter', '--range', '7', '--cover', '--json'], {
    class: 'shootist', skills: [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }], weapon: 'six_shooter',
    context: { range: 7, cover: true, moved: false, aimed: false },
  }),
  record(['odds', 'fate', 'fire', ...shootist, '--weapon', 'six_shooter', '--range', '7', '--json'], {
    class: 'shootist', skills: [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }], weapon: 'six_shooter',
    context: { range: 7, cover: false, moved: false, aimed: false },
  }),
];
const duel = [
  record(['odds', 'fate', 'duel', ...shootist, '--other-class', 'legend', '--json'], {
    first: { class: 'shootist', skills: [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }] },
    second: { class: 'legend', skills: [] },
  }),
];
const nerve = [
  record(['odds', 'fate', 'nerve', ...shootist, '--json'], { class: 'shootist', skills: [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }] }),
];
const fight = [
  record(['odds', 'fate', 'fight', ...shootist, '--target-class', 'legend', '--json'], {
    attacker: { class: 'shootist', skills: [{ id: 'quick_shot', level: 1 }, { id: 'strong', level: 2 }] },
    target: { class: 'legend', skills: [] },
  }),
];
writeRecorded(
  'fate-odds.ts',
  `// The real backend's fate odds for the requests the fate browser test makes, recorded by
// record-fate-fixtures.mjs from the CLI (\`posse odds fate … --json\`): the fake backend answers
// these exactly as recorded, and works any other out itself (fate-fake.ts). Regenerate rather than
// edit by hand.

export const FIRE_RECORDED = [
${fire.join(',\n')},
];

export const DUEL_RECORDED = [
${duel.join(',\n')},
];

export const NERVE_RECORDED = [
${nerve.join(',\n')},
];

export const FIGHT_RECORDED = [
${fight.join(',\n')},
];
`,
);
console.log('recorded fate-catalog.ts, fate-tables.ts and fate-odds.ts');
