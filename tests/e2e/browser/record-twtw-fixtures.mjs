// Records the real backend's The West That Wasn't answers that the browser tests' fake backend and
// the unit tests use, from the CLI (which shares src/rules with the app), into
// tests/ui-fixtures/recorded/twtw.ts (see harness.mjs): the catalog, the shipped deck and the deck of
// seed 7 with their stats, a few odds, and the demo's heroes as the roster shows them.
//
//   cargo build --bin posse && node tests/e2e/browser/record-twtw-fixtures.mjs [path/to/posse]
import { rmSync } from 'node:fs';
import { writeRecorded } from './harness.mjs';
import { startRecording } from './recorder.mjs';

const { dir, run } = startRecording('twtw');
const json = (value, indent = '') => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
const record = (cli, request) => `  // \`posse ${cli.join(' ')}\`\n  ${json({ ...request, answer: run(cli) }, '  ')}`;

// The demo's heroes as `character show --json` gives them (the fake serves these figures for them).
const demo = run(['demo', '--ruleset', 'twtw', '--json']);
const heroes = run(['character', 'list', '--campaign', String(demo.id), '--json']);

const check = [
  record(['odds', 'twtw', 'hit', '--dice', '3d10', '--tn', '5', '--modifier', '-3', '--json'], { pool: { dice: 3, die: 'd10' }, tn: 5, modifier: -3, deck: null }),
  record(['odds', 'twtw', 'hit', '--dice', '3d10', '--tn', '5', '--modifier', '-3', '--deck', '7', '--json'], { pool: { dice: 3, die: 'd10' }, tn: 5, modifier: -3, deck: 7 }),
  record(['odds', 'twtw', 'hit', '--dice', '2d10', '--tn', '5', '--json'], { pool: { dice: 2, die: 'd10' }, tn: 5, modifier: 0, deck: null }),
  // Miranda picked from the roster: her first skill, Sneak (1 under Dexterity d8), the panel's TN and
  // modifier kept (the app's command is sent the pool, as --dice gives it).
  record(['odds', 'twtw', 'hit', '--dice', '1d8', '--tn', '5', '--modifier', '-3', '--json'], { pool: { dice: 1, die: 'd8' }, tn: 5, modifier: -3, deck: null }),
];
const damage = [
  record(['odds', 'twtw', 'damage', '--effect', '5d8', '--size', '6', '--deadly', '--json'], {
    query: { effect: { dice: 5, die: 'd8' }, reduced: { dice: 2, die: 'd8' }, shift: 0, kind: 'deadly', size: 6, bonus: 0, pen: 0, av: null }, deck: null,
  }),
  record(['odds', 'twtw', 'damage', '--effect', '5d8', '--size', '6', '--deadly', '--pen', '4', '--av', '3', '--json'], {
    query: { effect: { dice: 5, die: 'd8' }, reduced: { dice: 2, die: 'd8' }, shift: 0, kind: 'deadly', size: 6, bonus: 0, pen: 4, av: 3 }, deck: null,
  }),
];
const initiative = [
  record(['odds', 'twtw', 'initiative', '--dice', '2d10', '--bid', '3', '--aps', '10', '--json'], { pool: { dice: 2, die: 'd10' }, bonus: 1, deck: null }),
  record(['odds', 'twtw', 'initiative', '--dice', '2d10', '--json'], { pool: { dice: 2, die: 'd10' }, bonus: 0, deck: null }),
];

writeRecorded(
  'twtw.ts',
  `// The West That Wasn't as the real backend gives it, for unit tests and the browser tests' fake
// backend: recorded by tests/e2e/browser/record-twtw-fixtures.mjs from the CLI (\`posse twtw catalog\`,
// \`posse deck twtw\`, \`posse odds twtw …\`, the demo's heroes). Regenerate rather than edit by hand.
import type { TwtwCatalog } from '../../../ui/src/bindings/TwtwCatalog';
import type { TwtwDeck } from '../../../ui/src/bindings/TwtwDeck';
import type { TwtwDeckStats } from '../../../ui/src/bindings/TwtwDeckStats';
import type { TwtwCheckOdds } from '../../../ui/src/bindings/TwtwCheckOdds';
import type { TwtwDamageOdds } from '../../../ui/src/bindings/TwtwDamageOdds';
import type { TwtwInitiativeOdds } from '../../../ui/src/bindings/TwtwInitiativeOdds';
import type { TwtwHeroView } from '../../../ui/src/lib/twtw';

export const TWTW_CATALOG_FIXTURE: TwtwCatalog = ${json(run(['twtw', 'catalog', '--json']))};

export const TWTW_DECK_FIXTURE: TwtwDeck = ${json(run(['deck', 'twtw', '--json']))};

export const TWTW_DECK_7_FIXTURE: TwtwDeck = ${json(run(['deck', 'twtw', '--seed', '7', '--json']))};

export const TWTW_STATS_FIXTURE: TwtwDeckStats = ${json(run(['deck', 'twtw', '--stats', '--json']))};

export const TWTW_STATS_7_FIXTURE: TwtwDeckStats = ${json(run(['deck', 'twtw', '--seed', '7', '--stats', '--json']))};

export const TWTW_CHECK_RECORDED: { pool: { dice: number; die: string }; tn: number; modifier: number; deck: number | null; answer: TwtwCheckOdds }[] = [
${check.join(',\n')},
];

export const TWTW_DAMAGE_RECORDED: { query: Record<string, unknown>; deck: number | null; answer: TwtwDamageOdds }[] = [
${damage.join(',\n')},
];

export const TWTW_INITIATIVE_RECORDED: { pool: { dice: number; die: string }; bonus: number; deck: number | null; answer: TwtwInitiativeOdds }[] = [
${initiative.join(',\n')},
];

/** The demo's heroes (\`posse demo --ruleset twtw\`), as the roster shows them. */
export const TWTW_DEMO_HEROES: TwtwHeroView[] = ${json(heroes)};
`,
);
rmSync(dir, { recursive: true, force: true });
console.log('recorded twtw.ts');
