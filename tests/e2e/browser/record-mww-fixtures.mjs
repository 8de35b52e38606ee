// Records the real backend's My Wild West answers for the browser test (mww.test.mjs, through
// mww-mock.ts), from the CLI (which shares src/campaign and src/rules/mww with the app), into
// tests/ui-fixtures/recorded/mww.ts: the MWW demo in a fresh database, a figure added to the
// marshal's posse, the Curry Gang's money set, the bank job played and applied, a reading of the
// campaign changed, and the odds panel's shots and small throws — by stage (0 before the demo, 1 the
// demo, 2 the figure added, 3 the money set, 4 the game recorded, 5 its aftermath applied, 6 the
// campaign's horses killed by their 5th wound).
//
//   cargo build --bin posse && node tests/e2e/browser/record-mww-fixtures.mjs [path/to/posse]
import { writeRecorded } from './harness.mjs';
import { stagedScenes, startRecording } from './recorder.mjs';

const { db, file, run, refused } = startRecording('mww');
const { scenes, scene } = stagedScenes(run, refused);

/** What the campaign page reads at one stage. */
function reads(stage, games = []) {
  scene(1, stage, 'get_campaign', { campaign_id: 1 }, ['campaign', 'show', '1', '--json']);
  scene(1, stage, 'availability', { campaign_id: 1 }, ['availability', '--campaign', '1', '--json']);
  scene(1, stage, 'list_games', { campaign_id: 1 }, ['game', 'list', '--campaign', '1', '--json']);
  for (const side of [1, 2]) scene(1, stage, 'mww_gang', { side_id: side }, ['mww', 'gang', String(side), '--json']);
  scene(1, stage, 'campaign_options', { campaign_id: 1 }, ['campaign', 'options', '1', '--json']);
  for (const id of games) {
    scene(1, stage, 'get_game', { game_id: id }, ['game', 'show', String(id), '--json']);
    scene(1, stage, 'preview_aftermath', { game_id: id }, ['game', 'aftermath', String(id), '--json']);
  }
}

/** A shot as the odds panel sends it, as `posse odds mww hit` flags. */
function flags(s, byRange) {
  const on = (flag, yes) => (yes ? [flag] : []);
  return [
    '--weapon', s.weapon,
    ...(byRange ? ['--by-range'] : ['--range', String(s.range)]),
    ...on('--skill', s.skill), ...on('--opportunity', s.opportunity), ...on('--aim', s.aim), ...on('--moving', s.firer_moved),
    ...(s.moved_inches > 0 ? ['--moved-inches', String(s.moved_inches)] : []),
    ...on('--from-horse', s.from === 'moving_horse'), ...on('--from-wagon', s.from === 'moving_wagon'),
    ...(s.wounds > 0 ? ['--wounds', String(s.wounds)] : []),
    ...(s.target_moved === 'under6' ? ['--target-moved', '3'] : s.target_moved === 'six_plus' ? ['--target-moved', '6'] : []),
    ...on('--target-prone', s.target_prone), ...on('--target-higher', s.target_higher), ...on('--target-lower', s.target_lower),
    ...on('--target-fired', s.target_fired), ...on('--out-of-arc', s.out_of_arc),
    ...(s.cover !== 'none' ? ['--target-cover', s.cover] : []),
    ...on('--rider', s.at === 'rider'), ...on('--at-horse', s.at === 'horse'),
    '--json',
  ];
}

// ---- The campaign -------------------------------------------------------------------------------
scene(null, 0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
scene(null, 0, 'mww_catalog', {}, ['mww', 'catalog', '--json']);
scene(1, 0, 'create_demo', { ruleset: 'mww' }, ['demo', '--ruleset', 'mww', '--json'], 1);
reads(1);
// The gang editor: a deputy for the marshal's posse, as the editor sends him.
const deputy = { name: 'Deputy Luke Short', skills: ['shooting'], weapons: ['shotgun', 'six_gun'], wounds: 0, kills: 0, notes: '' };
scene(1, 1, 'add_character', { side_id: 2, sheet: deputy }, ['character', 'add', '--side', '2', '--file', file(deputy), '--json'], 2);
reads(2);
scene(1, 2, 'set_gang_money', { side_id: 1, money: 500 }, ['mww', 'money', '1', '--set', '500', '--json'], 3);
reads(3);
// The bank job, as the wizard sends it: those taking part in roster order, defaults left out.
const job = {
  title: 'The Dry Creek Bank Job',
  date: '1899-06-02',
  participants: [
    { character: 1, ended: 'wounded', kills: [{ victim: 6 }], wounds: 1, money: 9000 },
    { character: 5, ended: 'unhurt', money: 1200, horse_killed: true },
    { character: 6, ended: 'killed' },
  ],
};
scene(1, 3, 'record_game', { campaign_id: 1, game: job }, ['game', 'record', '--campaign', '1', '--file', file(job), '--json'], 4);
reads(4, [1]);
scene(1, 4, 'apply_aftermath', { game_id: 1 }, ['game', 'apply', '1', '--json'], 5);
reads(5, [1]);
// The Rules options: horses killed by their 5th wound (as the editor sends it: the choices that
// differ from the defaults).
scene(1, 5, 'set_campaign_options', { campaign_id: 1, options: { horse_killed: 'fifth_wound' } },
  ['campaign', 'options', '1', '--set', 'horse_killed=fifth_wound', '--json'], 6);
reads(6, [1]);

// ---- The odds panel -----------------------------------------------------------------------------
const plain = {
  weapon: 'six_gun', range: 6, skill: false, opportunity: false, aim: false, firer_moved: false, moved_inches: 0, from: 'foot',
  wounds: 0, target_moved: 'no', target_prone: false, target_higher: false, target_lower: false, target_fired: false,
  out_of_arc: false, opportunity_taken: false, cover: 'none', at: 'figure',
};
// The test's way to a rider at 14" with a rifle while moving: each state the panel asks about.
const states = [
  plain,
  { ...plain, weapon: 'rifle' },
  { ...plain, weapon: 'rifle', range: 14 },
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true },
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true, at: 'rider' },
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true, at: 'rider', cover: 'hard' },
  // Then a wounded firer (Aim + Shoot greyed out), whose target moved 3" (opportunity fire allowed),
  // taking it.
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true, at: 'rider', cover: 'hard', wounds: 1 },
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true, at: 'rider', cover: 'hard', wounds: 1, target_moved: 'under6' },
  { ...plain, weapon: 'rifle', range: 14, firer_moved: true, at: 'rider', cover: 'hard', wounds: 1, target_moved: 'under6', opportunity: true },
];
for (const s of states) {
  scene(null, 0, 'mww_hit_odds', { shot: s }, ['odds', 'mww', 'hit', ...flags(s, false)]);
  scene(null, 0, 'mww_hit_by_range', { shot: { ...s, range: 1 } }, ['odds', 'mww', 'hit', ...flags(s, true)]);
}

// The small throws: their odds, and a high obstacle rolled with seed 7.
const throwIds = { heroic_civilian: 'civilian', high_obstacle: 'obstacle', lasso_free: 'lasso_free' };
scenes.push({
  campaign: null, stage: 0, cmd: 'mww_throws', args: {}, cli: 'posse odds mww civilian|obstacle|lasso_free --json',
  answer: Object.values(throwIds).map((t) => run(['odds', 'mww', t, '--json'])),
});
scenes.push({
  campaign: null, stage: 0, cmd: 'mww_roll_throw', args: { throw: 'high_obstacle', seed: 7 }, cli: 'posse roll mww obstacle --seed 7 --json',
  answer: run(['roll', 'mww', 'obstacle', '--seed', '7', '--json']).roll,
});

const json = (value) => JSON.stringify(value, null, 2);
writeRecorded(
  'mww.ts',
  `// The real backend's My Wild West answers for the browser test, recorded by
// tests/e2e/browser/record-mww-fixtures.mjs from the CLI in one fresh database: the MWW demo
// (campaign 1), a deputy added to the marshal's posse, the Curry Gang's money set to $500, the bank
// job played and applied; and the odds panel's shots. Each answer is for one command with these
// args, when its campaign is at \`stage\` (0 before the demo, 1 the demo, 2 the deputy added, 3 the
// money set, 4 the game recorded, 5 applied), or for a read at any later stage until another answer
// is recorded; \`next\` is the stage a command moves the campaign to. Regenerate rather than edit.
import type { StagedScene } from '../../e2e/browser/staged-mock';

export const MWW_SCENES: (StagedScene & { cli: string })[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into mww.ts (database ${db})`);
