// Records the real backend's answers for the casting board, from the CLI (which shares
// src/campaign/casting with the app), into tests/ui-fixtures/recorded/casting.ts: both demo campaigns in one
// fresh database (the QOTD one after a first game: Tom McLaury dead, Morgan Earp one card less and
// reduced dice, Frank McLaury one card less), and every answer the browser test (casting.test.mjs)
// asks for on the way — each script exactly as the board builds it (ui/src/lib/casting.ts), by
// stage (0 before saving, 1 saved, 2 copied, 3 the copy removed). The fake (casting-mock.ts)
// answers from it; the unit tests read it too.
//
//   cargo build --bin posse && node tests/e2e/browser/record-casting-fixtures.mjs [path/to/posse]
import assert from 'node:assert/strict';
import { writeRecorded } from './harness.mjs';
import { stagedScenes, startRecording } from './recorder.mjs';

const { db, file, cli, run, refused } = startRecording('casting');
const { scenes, record, scene, refusal } = stagedScenes(run, refused);

// The animal table as the board lists it: each beast cast once, read off the cast list.
const BEASTS = ['herbivore', 'buffalo', 'large_cat', 'dog', 'carnivorous_reptile', 'large_carnivore'];
function beasts(campaign, side) {
  const script = {
    title: 'Beasts',
    plot: '',
    set_notes: '',
    allocation: 'standard',
    sides: [{ side, player: 'X', suit: null, characters: [], extras: BEASTS.map((b) => ({ name: b, beast: b, notes: '' })), cards: {} }],
  };
  return run(['cast', 'preview', '--campaign', String(campaign), '--file', file(script), '--json']).sides[0].cast.map((m) => m.beast);
}

/** casting_board: the campaign, availability, beasts and scenarios, as the app's command puts them together. */
function board(campaign, stage, qotd) {
  const answer = {
    campaign: run(['campaign', 'show', String(campaign), '--json']),
    availability: run(['availability', '--campaign', String(campaign), '--json']),
    beasts: qotd ? beasts(campaign, 1) : [],
    scenarios: run(['cast', 'list', '--campaign', String(campaign), '--json']),
  };
  const c = String(campaign);
  record(campaign, stage, 'casting_board', { campaign_id: campaign }, `posse campaign show ${c}, availability --campaign ${c}, cast list --campaign ${c} (--json), and the animal table`, answer);
}

const preview = (campaign, script) => {
  const args = ['cast', 'preview', '--campaign', String(campaign), '--file', file(script), '--json'];
  return scene(campaign, 0, 'preview_scenario', { campaign_id: campaign, script }, args);
};
const previewRefused = (campaign, script) => {
  const args = ['cast', 'preview', '--campaign', String(campaign), '--file', file(script), '--json'];
  return refusal(campaign, 0, 'preview_scenario', { campaign_id: campaign, script }, args);
};

// The board's pieces (ui/src/lib/casting.ts: scriptOf, qotdExtra, beastExtra, fateExtra).
const side = (id, player, suit, characters, extras = [], cards = {}) => ({ side: id, player, suit, characters, extras, cards });
const script = (title, plot, setNotes, sides) => ({ title, plot, set_notes: setNotes, allocation: 'standard', sides });
const qotdExtra = (name, type, personality) => ({ name, type, personality, traits: [], weapons: [], armour: 'none', shield: false, notes: '' });
const beastExtra = (name, beast) => ({ name, beast, notes: '' });
const fateExtra = (name, klass) => ({ name, class: klass, skills: [], hand: 'right', weapons: [], kills: 0, wounds: [], notes: '' });

cli(['demo']);
cli(['demo', '--ruleset', 'fate']);

// ---- "Showdown at Dry Gulch" (QOTD), campaign 1 -----------------------------------------------------
// A first game, applied: Virgil kills Tom McLaury; Morgan Earp is Exhausted (one card less, reduced
// dice), Frank McLaury Tired out (one card less).
const ambush = {
  title: 'Ambush on the Contention Road',
  date: '1881-09-08',
  participants: [
    { character: 3, ended: 'uninjured', kills: [{ victim: 9 }] },
    { character: 4, ended: 'injured_with_cards' },
    { character: 8, ended: 'uninjured', seriously_wounded: 1 },
    { character: 9, ended: 'killed' },
  ],
};
cli(['game', 'record', '--campaign', '1', '--file', file(ambush), '--json']);
cli(['game', 'dice', '1', '--rolls', file({ rolls: [{ character: 3, dice: [6, 2] }, { character: 4, dice: [1] }, { character: 8, dice: [3] }] }), '--json']);
cli(['game', 'apply', '1', '--json']);

scene(null, 0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
scene(1, 0, 'get_campaign', { campaign_id: 1 }, ['campaign', 'show', '1', '--json']);
board(1, 0, true);

// The board as the test fills it: the Earps (Ann, ♥) one by one, the Cowboys (Bob, ♠), then extras.
const title = 'Showdown at Dry Gulch';
const plot = 'The Cowboys ride in at noon.';
const setNotes = 'Main street, the livery stable, the O.K. Corral.';
const earps = (characters, extras = []) => side(1, 'Ann', 'hearts', characters, extras);
const cowboys = (characters, cards = {}) => side(2, 'Bob', 'spades', characters, [], cards);
const all = [1, 2, 3, 4, 5];
const clum = qotdExtra('Mayor Clum', 'minor', 'ordinary');
const grizzly = beastExtra('Old Grizzly', 'large_carnivore');

// Wyatt alone, the cards shuffled with seed 42 (the drag-and-drop test).
preview(1, { ...script(title, plot, setNotes, [earps([1])]), allocation: { seed: 42 } });
for (let n = 1; n <= all.length; n++) preview(1, script(title, plot, setNotes, [earps(all.slice(0, n))]));
preview(1, script(title, plot, setNotes, [earps(all), cowboys([6])]));
preview(1, script(title, plot, setNotes, [earps(all), cowboys([6, 7])]));
preview(1, script(title, plot, setNotes, [earps(all), cowboys([6, 7, 8])]));
const thirteen = preview(1, script(title, plot, setNotes, [earps(all, [clum]), cowboys([6, 7, 8])]));
assert.equal(thirteen.sides[0].cards_used, 13);
const fourteenth = previewRefused(1, script(title, plot, setNotes, [earps(all, [clum, grizzly]), cowboys([6, 7, 8])]));
assert.equal(fourteenth.code, 'too_many_cards');
const twice = previewRefused(1, script(title, plot, setNotes, [earps(all, [clum]), cowboys([6, 7, 8], { 'Johnny Ringo': ['A', 'A', 'K', 'Q'] })]));
assert.equal(twice.code, 'duplicate_card');
const final = script(title, plot, setNotes, [earps(all, [clum]), cowboys([6, 7, 8], { 'Johnny Ringo': ['A', '3', '7', '9'] })]);
const dealt = preview(1, final);

// Saved: `cast new`, then read back with `cast show 1 --json` — the same cast list.
const created = scene(1, 0, 'create_scenario', { campaign_id: 1, script: final }, ['cast', 'new', '--campaign', '1', '--file', file(final), '--json'], 1);
const shown = scene(1, 1, 'get_scenario', { scenario_id: 1 }, ['cast', 'show', '1', '--json']);
assert.deepEqual(shown.sides, dealt.sides);
assert.deepEqual(shown, created);
scene(1, 1, 'get_campaign', { campaign_id: 1 }, ['campaign', 'show', '1', '--json']);
board(1, 1, true);

// Reopened, the plot changed and saved again: `cast edit 1`.
// The board reopens the saved script (whose hands the backend keeps by id) naming hands by name again.
const edited = { ...structuredClone(final), plot: `${plot} Behan tries to disarm them.` };
preview(1, edited);
scene(1, 1, 'edit_scenario', { scenario_id: 1, script: edited }, ['cast', 'edit', '1', '--file', file(edited), '--json'], 1);

// "Cast a new one from this": `cast new --from 1`.
scene(1, 1, 'copy_scenario', { scenario_id: 1 }, ['cast', 'new', '--from', '1', '--json'], 2);
board(1, 2, true);
scene(1, 2, 'get_scenario', { scenario_id: 2 }, ['cast', 'show', '2', '--json']);

// The copy removed.
cli(['cast', 'remove', '2']);
record(1, 2, 'remove_scenario', { scenario_id: 2 }, 'posse cast remove 2', null, 3);
board(1, 3, true);

// ---- "Trouble at Tin Cup" (fate), campaign 2 ---------------------------------------------------------
scene(2, 0, 'get_campaign', { campaign_id: 2 }, ['campaign', 'show', '2', '--json']);
scene(2, 0, 'campaign_options', { campaign_id: 2 }, ['campaign', 'options', '2', '--json']);
scene(2, 0, 'fate_deck', { campaign_id: 2, side_id: null }, ['fate', 'deck', '--campaign', '2', '--json']);
board(2, 0, false);
const tinCup = 'Stand-off at the Assay Office';
const gang = (characters) => side(3, 'Cat', null, characters);
const committee = (characters, extras = []) => side(4, 'Dan', null, characters, extras);
preview(2, script(tinCup, '', '', [gang([12])]));
preview(2, script(tinCup, '', '', [gang([12]), committee([16])]));
const deck = preview(2, script(tinCup, '', '', [gang([12]), committee([16], [fateExtra('Stage Driver', 'citizen')])]));
assert.equal(deck.fate_deck.cards.length, 3 + 4 + 1);

const json = (value) => JSON.stringify(value, null, 1);
writeRecorded(
  'casting.ts',
  `// The real backend's answers for the casting board, recorded by
// tests/e2e/browser/record-casting-fixtures.mjs from the CLI in one fresh database: the QOTD demo
// (campaign 1, after a first game: Tom McLaury dead, Morgan Earp one card less and reduced dice,
// Frank McLaury one card less) cast as "Showdown at Dry Gulch" step by step — the Earps (Ann, ♥)
// and the Cowboys (Bob, ♠), the Earps' thirteenth card, a fourteenth refused, Johnny Ringo's cards
// named twice and then by hand — saved, reopened and edited, copied, the copy removed; and the fate demo (campaign 2)
// with a fate deck. Each answer is for one command with these args, when its campaign is at
// \`stage\` (0 before saving, 1 saved, 2 copied, 3 the copy removed), or for a read at any later
// stage until another answer is recorded; \`next\` is the stage a command moves the campaign to.
// Regenerate rather than edit by hand.
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';

export type CastingScene = {
  /** The campaign whose stage it needs (null: any). */
  campaign: number | null;
  stage: number;
  cmd: string;
  args: Record<string, unknown>;
  /** The CLI command it was recorded from. */
  cli: string;
  answer?: unknown;
  error?: ErrorBody;
  next?: number;
};

export const CASTING_SCENES: CastingScene[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into casting.ts (database ${db})`);
