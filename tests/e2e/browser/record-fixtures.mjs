// Records the real backend's answers that the browser tests' fake backend gives, from the CLI
// (which shares src/rules with the app), into tests/ui-fixtures/recorded/ (see harness.mjs): the
// tables (tables.ts) and the odds, rolls and list of tests (odds.ts).
//
//   cargo build --bin posse && node tests/e2e/browser/record-fixtures.mjs [path/to/posse]
import { rmSync } from 'node:fs';
import { writeRecorded } from './harness.mjs';
import { startRecording } from './recorder.mjs';

const { dir, run, refused } = startRecording('record');
const json = (value, indent = '') => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

// ---- Tables -------------------------------------------------------------------------------------
const TABLES = [
  ['WANTING_TO_SHOOT', 'qotd.wanting_to_shoot'],
  ['EFFECTS_OF_HITS', 'qotd.effects_of_hits'],
  ['DV_ADJUSTMENTS', 'qotd.dv_adjustments'],
  ['POST_ACTION_RECOVERY', 'qotd.post_action_recovery'],
];
writeRecorded(
  'tables.ts',
  `// QOTD tables for unit tests and the browser tests' fake backend, as the real backend gives them:
// recorded by tests/e2e/browser/record-fixtures.mjs from \`posse tables list --json\` (the QOTD ones) and
// \`posse tables show ID --json\` (src/rules/tables.rs, src/rules/qotd/charts/registry.rs). An action
// chart (Wanting to shoot), a grid (Effects of hits on characters), a list (DV adjustments, a row
// per circumstance) and a chart of situations × bands (Post action rest and recovery).
// Regenerate rather than edit by hand.
import type { Table } from '../../../ui/src/bindings/Table';
import type { TableInfo } from '../../../ui/src/bindings/TableInfo';

export const TABLE_LIST_FIXTURE: TableInfo[] = ${json(run(['tables', 'list', '--json']).filter((t) => t.family === 'qotd'))};
${TABLES.map(([name, id]) => `\nexport const ${name}: Table = ${json(run(['tables', 'show', id, '--json']))};\n`).join('')}
export const TABLES_FIXTURE: Table[] = [${TABLES.map(([name]) => name).join(', ')}];
`,
);

// ---- Odds ---------------------------------------------------------------------------------------
// An inline character as the Odds panel sends it (its name aside).
const sheet = (fields) => ({ traits: [], weapons: [], armour: 'none', shield: false, notes: '', ...fields });
const supporting = sheet({ type: 'supporting', personality: 'disciplined' });
const asSupporting = ['--type', 'supporting', '--personality', 'disciplined'];

// The CLI's roll also prints its seed; the app's RolledTest has none.
const record = (cli, request) => {
  const { seed: _, ...answer } = run(cli);
  return `    // \`posse ${cli.join(' ')}\`\n    ${json({ ...request, answer }, '    ')}`;
};
const list = (items) => `[\n${items.join(',\n')},\n  ]`;

const testOdds = [
  record(['odds', 'qotd', 'wanting_to_shoot', ...asSupporting, '--json'], { who: supporting, test: 'wanting_to_shoot', circumstances: {} }),
  record(['odds', 'qotd', 'wanting_to_shoot', ...asSupporting, '--reduced', '--json'], {
    who: supporting,
    test: 'wanting_to_shoot',
    circumstances: { reduced: true },
  }),
];
const rolls = [
  record(['roll', 'qotd', 'wanting_to_shoot', ...asSupporting, '--seed', '8', '--json'], {
    who: supporting,
    test: 'wanting_to_shoot',
    circumstances: {},
    seed: 8,
  }),
  record(['roll', 'qotd', 'wanting_to_shoot', ...asSupporting, '--reduced', '--seed', '8', '--json'], {
    who: supporting,
    test: 'wanting_to_shoot',
    circumstances: { reduced: true },
    seed: 8,
  }),
];
// The question of issue 3's "Done when": a Disciplined Marksman Hero aims a Winchester at a
// Supporting character behind light cover at 20 paces.
const shots = [
  record(
    ['odds', 'qotd', 'shot', '--type', 'hero', '--personality', 'disciplined', '--trait', 'marksman', '--weapon', 'repeating_rifle',
      '--target-type', 'supporting', '--aimed', '--cover', 'light', '--range', '20', '--json'],
    {
      shooter: sheet({ type: 'hero', personality: 'disciplined', traits: [{ id: 'marksman' }], weapons: ['repeating_rifle'] }),
      target: sheet({ type: 'supporting', personality: 'ordinary' }),
      circumstances: { shot_type: 'aimed', cover: 'light', range_paces: 20 },
    },
  ),
];

// Issue 21, item 2: a Main character's revolver at a Supporting character "with one card less than
// normal" (as Frank McLaury after "I'm Tired out!" at Virgil Earp's): his one card lost is a casualty.
shots.push(
  record(
    ['odds', 'qotd', 'shot', '--type', 'main', '--weapon', 'cartridge_revolver', '--target-type', 'supporting', '--target-one-card-less', '--json'],
    {
      shooter: sheet({ type: 'main', personality: 'ordinary', weapons: ['cartridge_revolver'] }),
      target: sheet({ type: 'supporting', personality: 'ordinary' }),
      circumstances: { target_one_card_less: true },
    },
  ),
);

// The backend's refusals of a shot, as the app words them (the circumstances given as JSON, so the
// message names the fields, not the command line's flags): issue 21, item 3 (no aimed shot after
// moving) and item 2 (more cards left than the target plays with).
const refusal = (cli, request) => `    // \`posse ${cli.join(' ')}\`\n    ${json({ ...request, error: refused(cli) }, '    ')}`;
const shotRefusals = [
  refusal(
    ['odds', 'qotd', 'shot', '--type', 'hero', '--target-type', 'supporting', '--circumstances',
      JSON.stringify({ weapon: 'repeating_rifle', moved: true, shot_type: 'aimed' }), '--json'],
    {
      shooter: sheet({ type: 'hero', personality: 'ordinary' }),
      target: sheet({ type: 'supporting', personality: 'ordinary' }),
      circumstances: { weapon: 'repeating_rifle', moved: true, shot_type: 'aimed' },
    },
  ),
  refusal(
    ['odds', 'qotd', 'shot', '--type', 'main', '--weapon', 'cartridge_revolver', '--target-type', 'supporting', '--circumstances',
      JSON.stringify({ target_cards: 3 }), '--json'],
    {
      shooter: sheet({ type: 'main', personality: 'ordinary', weapons: ['cartridge_revolver'] }),
      target: sheet({ type: 'supporting', personality: 'ordinary' }),
      circumstances: { target_cards: 3 },
    },
  ),
];

// A fight: a Brave Main character with a Bowie knife makes a Mighty Blow on a Minor character.
const fights = [
  record(
    ['odds', 'qotd', 'fight', '--type', 'main', '--personality', 'brave', '--weapon', 'bowie_knife', '--target-type', 'minor',
      '--attack', 'mighty_blow', '--json'],
    {
      attacker: sheet({ type: 'main', personality: 'brave', weapons: ['bowie_knife'] }),
      target: sheet({ type: 'minor', personality: 'ordinary' }),
      circumstances: { attack: 'mighty_blow' },
    },
  ),
];

const lists = run(['odds', 'qotd', '--list', '--json']);
writeRecorded(
  'odds.ts',
  `// Answers of the real backend for the requests the browser tests make, recorded by
// record-fixtures.mjs from the CLI (each under its command; the CLI and the app share
// src/rules/qotd/odds), and the lists of tests and chains (\`posse odds qotd --list --json\`). The fake backend
// (odds-fake.ts) answers these requests with them. An inline character here is the sheet the Odds
// panel sends, its name aside. Regenerate rather than edit by hand.
import type { ChainInfo } from '../../../ui/src/bindings/ChainInfo';
import type { ChainOdds } from '../../../ui/src/bindings/ChainOdds';
import type { CharacterSheet } from '../../../ui/src/bindings/CharacterSheet';
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';
import type { RolledTest } from '../../../ui/src/bindings/RolledTest';
import type { TestInfo } from '../../../ui/src/bindings/TestInfo';
import type { TestOdds } from '../../../ui/src/bindings/TestOdds';

type Sheet = Omit<CharacterSheet, 'name'>;
type Req = Record<string, unknown>;

export const TESTS: TestInfo[] = ${json(lists.tests)};

export const CHAINS: ChainInfo[] = ${json(lists.chains)};

export const RECORDED: {
  test_odds: { who: Sheet; test: string; circumstances: Req; answer: TestOdds }[];
  roll_test: { who: Sheet; test: string; circumstances: Req; seed: number; answer: RolledTest }[];
  shot_odds: { shooter: Sheet; target: Sheet; circumstances: Req; answer: ChainOdds }[];
  shot_refusals: { shooter: Sheet; target: Sheet; circumstances: Req; error: ErrorBody }[];
  fight_odds: { attacker: Sheet; target: Sheet; circumstances: Req; answer: ChainOdds }[];
} = {
  test_odds: ${list(testOdds)},
  roll_test: ${list(rolls)},
  shot_odds: ${list(shots)},
  shot_refusals: ${list(shotRefusals)},
  fight_odds: ${list(fights)},
};
`,
);
// ---- A QOTD campaign's options ------------------------------------------------------------------
const made = run(['campaign', 'new', 'Tombstone', '--ruleset', 'qotd', '--json']);
const defaults = run(['campaign', 'options', String(made.id), '--json']);
rmSync(dir, { recursive: true, force: true });
writeRecorded(
  'qotd-options.ts',
  `// A new QOTD campaign's options as the real backend shows them (\`posse campaign options ID --json\`,
// src/campaign/options.rs): every choice with its values, labels, the rule of each value and its
// source. The fake backend answers \`campaign_options\` for QOTD campaigns from it. Regenerate rather
// than edit by hand.
import type { CampaignOptions } from '../../../ui/src/bindings/CampaignOptions';

export const QOTD_OPTIONS_FIXTURE: CampaignOptions = ${json(defaults)};
`,
);
console.log('recorded tables.ts, odds.ts and qotd-options.ts');
