// Records the real backend's answers for the after-action wizard and the chronicle, from the CLI
// (which shares src/campaign/games with the app), into tests/ui-fixtures/recorded/games.ts: both demo
// campaigns in one fresh database, a game played and applied on each, and every answer the UI asks
// for on the way — by stage (before the game, recorded, dice recorded, applied). The browser
// tests' fake (games-mock.ts) answers from it; the unit tests read it too.
//
//   cargo build --bin posse && node tests/e2e/browser/record-games-fixtures.mjs [path/to/posse]
import { writeRecorded } from './harness.mjs';
import { stagedScenes, startRecording } from './recorder.mjs';

const { db, file, cli, run, refused } = startRecording('games');
const { scenes, scene, refusal } = stagedScenes(run, refused);

/** What the campaign page and the two tabs read, at one stage. */
function reads(campaign, stage, games, characters = []) {
  scene(campaign, stage, 'get_campaign', { campaign_id: campaign }, ['campaign', 'show', String(campaign), '--json']);
  scene(campaign, stage, 'list_games', { campaign_id: campaign }, ['game', 'list', '--campaign', String(campaign), '--json']);
  scene(campaign, stage, 'availability', { campaign_id: campaign }, ['availability', '--campaign', String(campaign), '--json']);
  scene(campaign, stage, 'chronicle', { campaign_id: campaign }, ['chronicle', '--campaign', String(campaign), '--json']);
  for (const id of characters) {
    scene(campaign, stage, 'chronicle', { character_id: id }, ['chronicle', '--character', String(id), '--json']);
  }
  for (const { id, deterministic } of games) {
    scene(campaign, stage, 'get_game', { game_id: id }, ['game', 'show', String(id), '--json']);
    // Without recorded dice the preview rolls fresh ones: not recorded.
    if (deterministic) scene(campaign, stage, 'preview_aftermath', { game_id: id }, ['game', 'aftermath', String(id), '--json']);
  }
}

// ---- "Showdown at Dry Gulch" (QOTD), campaign 1 -----------------------------------------------------
cli(['demo']);
cli(['demo', '--ruleset', 'fate']);
// An earlier game, already applied: the Earps' first brush with the Cowboys.
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
cli(['game', 'dice', '1', '--rolls', file({ rolls: [{ character: 3, dice: [6, 2] }, { character: 4, dice: [5] }, { character: 8, dice: [3] }] }), '--json']);
cli(['game', 'apply', '1', '--json']);

// The wizard's game, as the UI builds it: those taking part in roster order, defaults left out.
const okCorral = {
  title: 'The Gunfight at the O.K. Corral',
  date: '1881-10-26',
  participants: [
    { character: 1, ended: 'uninjured', kills: [{ victim: 10 }] },
    { character: 2, ended: 'injured_with_cards', seriously_wounded: 1 },
    { character: 5, ended: 'injured_no_cards' },
    { character: 6, ended: 'uninjured' },
    { character: 7, ended: 'injured_no_cards' },
    { character: 10, ended: 'killed' },
  ],
};
// The players' dice: Dusty keeps a 1 with no cards left, so He's Going!, and a 7 on the second
// roll: Needs Extensive Medical Care — he misses the next adventure. Wyatt and Johnny Ringo roll a
// 10: a new trait each (Ringo already has four, so his replaces one).
const okRolls = {
  rolls: [
    { character: 1, dice: [10, 3] },
    { character: 2, dice: [6, 2] },
    { character: 5, dice: [1], hes_going: [7] },
    { character: 6, dice: [10, 4] },
    { character: 7, dice: [4, 1] },
  ],
};
const wyattTough = { character: 1, trait: { id: 'tough' } };
const ringoMarksman = { character: 6, trait: { id: 'marksman' }, replace: 'ambidextrous' };

scene(null, 0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
reads(1, 0, [{ id: 1, deterministic: true }]);
scene(1, 0, 'record_game', { campaign_id: 1, game: okCorral }, ['game', 'record', '--campaign', '1', '--file', file(okCorral), '--json'], 1);
reads(1, 1, [{ id: 1, deterministic: true }, { id: 2, deterministic: false }]);
scene(1, 1, 'enter_aftermath_dice', { game_id: 2, rolls: okRolls }, ['game', 'dice', '2', '--rolls', file(okRolls), '--json'], 2);
reads(1, 2, [{ id: 1, deterministic: true }, { id: 2, deterministic: true }]);
refusal(1, 2, 'roll_aftermath_dice', { game_id: 2, seed: 7 }, ['game', 'dice', '2', '--seed', '7', '--json']);
scene(1, 2, 'preview_aftermath', { game_id: 2, choices: { choices: [wyattTough] } }, ['game', 'aftermath', '2', '--choices', file({ choices: [wyattTough] }), '--json']);
const both = { choices: [wyattTough, ringoMarksman] };
scene(1, 2, 'preview_aftermath', { game_id: 2, choices: both }, ['game', 'aftermath', '2', '--choices', file(both), '--json']);
scene(1, 2, 'apply_aftermath', { game_id: 2, choices: both }, ['game', 'apply', '2', '--choices', file(both), '--json'], 3);
reads(1, 3, [{ id: 1, deterministic: true }, { id: 2, deterministic: true }], [5]);

// ---- "Trouble at Tin Cup" (fate), campaign 2 ---------------------------------------------------------
// Kid Kelly (a Gunman with 3 kills) shoots Marshal Dan Tolliver, a Shootist: an armed man killed.
// Doc Ames is seriously wounded in the right arm (as the players say); where Swede Larsen's flesh
// wound is, the dice say (a D6 on the campaign's hit-location chart).
const assay = {
  title: 'Shootout at the Assay Office',
  date: '1882-03-14',
  participants: [
    { character: 12, ended: 'unhurt', fired_at_opponent: true, kills: [{ victim: 16 }] },
    { character: 14, ended: 'flesh_wounded', fired_at_opponent: true },
    { character: 16, ended: 'dead', fired_at_opponent: true },
    { character: 17, ended: 'seriously_wounded', wound: 'right_arm' },
  ],
};
const kidFastDraw = { character: 12, skills: ['fast_draw', 'lucky'] };

scene(2, 0, 'campaign_options', { campaign_id: 2 }, ['campaign', 'options', '2', '--json']);
scene(2, 0, 'fate_deck', { campaign_id: 2, side_id: null }, ['fate', 'deck', '--campaign', '2', '--json']);
reads(2, 0, []);
scene(2, 0, 'record_game', { campaign_id: 2, game: assay }, ['game', 'record', '--campaign', '2', '--file', file(assay), '--json'], 1);
reads(2, 1, [{ id: 3, deterministic: false }]);
// Before any dice are recorded the preview rolls fresh ones (the wizard asks it only who has a 50%
// chance to roll for): recorded here with seed 7 as one such answer.
scene(2, 1, 'preview_aftermath', { game_id: 3 }, ['game', 'aftermath', '3', '--seed', '7', '--json']);
// "Enter our dice" with where Swede Larsen was hit (a 3) but no skill chit drawn for Kid Kelly, who
// earned two (this kill and the first of his career, "including the first"): refused.
const noChits = { rolls: [{ character: 14, location_roll: 3 }] };
refusal(2, 1, 'enter_aftermath_dice', { game_id: 3, rolls: noChits }, ['game', 'dice', '3', '--rolls', file(noChits), '--json']);
scene(2, 1, 'roll_aftermath_dice', { game_id: 3, seed: 7 }, ['game', 'dice', '3', '--seed', '7', '--json'], 2);
reads(2, 2, [{ id: 3, deterministic: true }]);
scene(2, 2, 'preview_aftermath', { game_id: 3, choices: { choices: [kidFastDraw] } }, ['game', 'aftermath', '3', '--choices', file({ choices: [kidFastDraw] }), '--json']);
scene(2, 2, 'apply_aftermath', { game_id: 3, choices: { choices: [kidFastDraw] } }, ['game', 'apply', '3', '--choices', file({ choices: [kidFastDraw] }), '--json'], 3);
reads(2, 3, [{ id: 3, deterministic: true }], [12]);
for (const stage of [1, 2, 3]) {
  scene(2, stage, 'campaign_options', { campaign_id: 2 }, ['campaign', 'options', '2', '--json']);
  scene(2, stage, 'fate_deck', { campaign_id: 2, side_id: null }, ['fate', 'deck', '--campaign', '2', '--json']);
}

const json = (value) => JSON.stringify(value, null, 2);
writeRecorded(
  'games.ts',
  `// The real backend's answers for the after-action wizard, the games list and the chronicle, recorded
// by tests/e2e/browser/record-games-fixtures.mjs from the CLI in one fresh database: the QOTD demo
// (campaign 1: a game already applied, then "The Gunfight at the O.K. Corral" — Dusty's He's Going!
// and Wyatt's and Johnny Ringo's new traits) and the fate demo (campaign 2: Kid Kelly kills Marshal
// Dan Tolliver and becomes a Shootist). Each answer is for one command with these args, when its
// campaign is at \`stage\` (0 before the wizard's game, 1 recorded, 2 dice recorded, 3 applied), or
// for a read at any later stage until another answer is recorded; \`next\` is the stage a command
// moves the campaign to (it answers at its own stage only). Regenerate rather than edit by hand.
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';

export type GamesScene = {
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

export const GAMES_SCENES: GamesScene[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into games.ts (database ${db})`);
