// Records the real backend's answers for casting My Wild West and The West That Wasn't scenarios on
// the board, from the CLI (which shares src/campaign/casting with the app), into
// tests/ui-fixtures/recorded/families.ts: the MWW demo (campaign 1) and the TWTW demo
// (campaign 2) in a fresh database, and every answer the browser test (families.test.mjs)
// asks for on the way — each script exactly as the board builds it (ui/src/lib/casting.ts: scriptOf,
// mwwExtra, twtwExtra, the civilians) — by stage (MWW: 0 before saving, 1 saved, 2 copied); and
// the MWW odds panel's shots as a roster figure fires them (ui/src/lib/mww.ts: shotBy).
//
//   cargo build --bin posse && node tests/e2e/browser/record-families-fixtures.mjs [path/to/posse]
import assert from 'node:assert/strict';
import { writeRecorded } from './harness.mjs';
import { stagedScenes, startRecording } from './recorder.mjs';

const { db, file, run, refused } = startRecording('families');
const { scenes, record, scene } = stagedScenes(run, refused);

/** What the campaign page and the Casting tab read at one stage. */
function reads(stage, campaign = 1) {
  const c = String(campaign);
  scene(campaign, stage, 'get_campaign', { campaign_id: campaign }, ['campaign', 'show', c, '--json']);
  scene(campaign, stage, 'availability', { campaign_id: campaign }, ['availability', '--campaign', c, '--json']);
  scene(campaign, stage, 'list_games', { campaign_id: campaign }, ['game', 'list', '--campaign', c, '--json']);
  if (campaign === 1) for (const side of [1, 2]) scene(1, stage, 'mww_gang', { side_id: side }, ['mww', 'gang', String(side), '--json']);
  if (campaign === 1) scene(1, stage, 'campaign_options', { campaign_id: 1 }, ['campaign', 'options', '1', '--json']);
  const answer = {
    campaign: run(['campaign', 'show', c, '--json']),
    availability: run(['availability', '--campaign', c, '--json']),
    beasts: [],
    scenarios: run(['cast', 'list', '--campaign', c, '--json']),
  };
  record(campaign, stage, 'casting_board', { campaign_id: campaign }, `posse campaign show ${c}, availability --campaign ${c}, cast list --campaign ${c} (--json)`, answer);
}

const preview = (script, campaign = 1) =>
  scene(campaign, 0, 'preview_scenario', { campaign_id: campaign, script }, ['cast', 'preview', '--campaign', String(campaign), '--file', file(script), '--json']);

// The board's pieces (ui/src/lib/casting.ts: scriptOf, mwwExtra).
const side = (id, player, characters, extras = []) => ({ side: id, player, suit: null, characters, extras, cards: {} });
const script = (sides, civilians = []) => ({
  title: 'Payday at Dry Creek',
  plot: '',
  set_notes: '',
  allocation: 'standard',
  sides,
  ...(civilians.length > 0 ? { civilians } : {}),
});
const sundance = { name: 'Sundance', skills: ['shooting'], weapons: ['six_gun'], mount: 'horse', wounds: 0, kills: 0, notes: '' };

run(['demo', '--ruleset', 'mww', '--json']);
run(['demo', '--ruleset', 'twtw', '--json']);
scene(null, 0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
scene(null, 0, 'mww_catalog', {}, ['mww', 'catalog', '--json']);
scene(null, 0, 'twtw_catalog', {}, ['twtw', 'catalog', '--json']);
reads(0);

// As the test fills the board: Kid Curry and Flat Nose Logan for Ann, Marshal Hoyt for Bob, Sundance
// as an extra, then the teller and Mrs. Potts.
const curry = (characters, extras = []) => side(1, 'Ann', characters, extras);
const hoyt = side(2, 'Bob', [6]);
preview(script([curry([1])]));
preview(script([curry([1, 2])]));
preview(script([curry([1, 2]), hoyt]));
preview(script([curry([1, 2], [sundance]), hoyt]));
preview(script([curry([1, 2], [sundance]), hoyt], ['The teller']));
const final = script([curry([1, 2], [sundance]), hoyt], ['The teller', 'Mrs. Potts']);
const dealt = preview(final);
assert.deepEqual(dealt.turn_deck.cards.map((c) => c.title), ['The Curry Gang', "Marshal Hoyt's Posse", 'Civilians']);

const created = scene(1, 0, 'create_scenario', { campaign_id: 1, script: final }, ['cast', 'new', '--campaign', '1', '--file', file(final), '--json'], 1);
const shown = scene(1, 1, 'get_scenario', { scenario_id: 1 }, ['cast', 'show', '1', '--json']);
assert.deepEqual(shown, created);
reads(1);

// "Cast a new one from this": `cast new --from 1`.
scene(1, 1, 'copy_scenario', { scenario_id: 1 }, ['cast', 'new', '--from', '1', '--json'], 2);
reads(2);
scene(1, 2, 'get_scenario', { scenario_id: 2 }, ['cast', 'show', '2', '--json']);

// ---- The MWW odds panel, a roster figure firing ---------------------------------------------------
// The first shot (a six gun at 6"), then Kid Curry's (his shooting skill from his sheet), then Flat
// Nose Logan's (his shotgun, no skill, the wound he carries): as `posse odds mww hit --shooter`, by
// their campaign's readings (the panel sends its id).
const plain = {
  weapon: 'six_gun', range: 6, skill: false, opportunity: false, aim: false, firer_moved: false, moved_inches: 0, from: 'foot',
  wounds: 0, target_moved: 'no', target_prone: false, target_higher: false, target_lower: false, target_fired: false,
  out_of_arc: false, opportunity_taken: false, cover: 'none', at: 'figure',
};
const shots = [
  [plain, ['--weapon', 'six_gun'], {}],
  [{ ...plain, skill: true }, ['--shooter', '1', '--weapon', 'six_gun'], { campaign_id: 1 }],
  [{ ...plain, weapon: 'shotgun', wounds: 1 }, ['--shooter', '2'], { campaign_id: 1 }],
];
for (const [shot, flags, campaign] of shots) {
  scene(null, 0, 'mww_hit_odds', { shot, ...campaign }, ['odds', 'mww', 'hit', ...flags, '--range', '6', '--json']);
  scene(null, 0, 'mww_hit_by_range', { shot: { ...shot, range: 1 }, ...campaign }, ['odds', 'mww', 'hit', ...flags, '--by-range', '--json']);
}

// ---- The TWTW demo (campaign 2): Miranda Valentine and a ranch hand as a one-off hero ---------------
reads(0, 2);
const miranda = run(['campaign', 'show', '2', '--json']).sides[0];
assert.equal(miranda.characters[0].name, 'Miranda Valentine');
const laroq = (extras = []) => ({
  title: 'Night at the Laroq Ranch',
  plot: '',
  set_notes: '',
  allocation: 'standard',
  sides: [{ side: miranda.id, player: 'Cat', suit: null, characters: [miranda.characters[0].id], extras, cards: {} }],
});
const hand = {
  name: 'Ranch hand',
  traits: { coordination: 3 },
  skills: { coordination: { firearms_pistol: 2 } },
  size: 6,
  wounds: {},
  conc_lost: 0,
  notes: '',
};
preview(laroq(), 2);
const withHand = preview(laroq([hand]), 2);
assert.deepEqual(withHand.sides[0].cast.map((m) => [m.name, m.extra]), [['Miranda Valentine', false], ['Ranch hand', true]]);
// Saved (scenario 3, after the MWW one and its copy), to print its action deck and cast sheets.
const scened = scene(2, 0, 'create_scenario', { campaign_id: 2, script: laroq([hand]) }, ['cast', 'new', '--campaign', '2', '--file', file(laroq([hand])), '--json'], 1);
assert.equal(scened.id, 3);
scene(2, 1, 'get_scenario', { scenario_id: 3 }, ['cast', 'show', '3', '--json']);
reads(1, 2);

const json = (value) => JSON.stringify(value, null, 1);
writeRecorded(
  'families.ts',
  `// The real backend's answers for casting MWW and TWTW scenarios on the board, recorded by
// tests/e2e/browser/record-families-fixtures.mjs from the CLI in one fresh database: the MWW demo
// (campaign 1) cast as "Payday at Dry Creek" step by step — Kid Curry and Flat Nose Logan (Ann),
// Marshal Hoyt (Bob), Sundance as an extra, the teller and Mrs. Potts as civilians — saved and
// copied; the MWW odds panel's shots by Kid Curry and Flat Nose Logan; the TWTW demo (campaign 2)
// with a ranch hand as a one-off hero, saved. Each answer is for one command with these args, when its campaign is at \`stage\` (0
// before saving, 1 saved, 2 copied), or for a read at any later stage until another answer is
// recorded; \`next\` is the stage a command moves the campaign to. Regenerate rather than edit.
// (The type is written out here, not imported from staged-mock.ts, so that the UI's unit tests can
// read this file without the fake backend's globals.)
export type FamiliesScene = {
  campaign: number | null;
  stage: number;
  cmd: string;
  args: Record<string, unknown>;
  /** The CLI command it was recorded from. */
  cli: string;
  answer?: unknown;
  next?: number;
};

export const FAMILIES_SCENES: FamiliesScene[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into families.ts (database ${db})`);
