// Records the real backend's answers for the Play view (issue 25), from the CLI (which shares
// src/campaign/play with the app), into tests/ui-fixtures/recorded/play.ts: the QOTD demo in a fresh
// database with "Showdown at Dry Gulch" cast (the Earps against three Cowboys and a grizzly), the
// game started (seed 42), three cards turned, a hit marked on the one acting, the game over and
// recorded — and every answer the Play view asks for on the way, the acting character's odds
// against the target it picks included. The browser test (play.test.mjs) plays it through
// play-mock.ts; stage N is the game after N changes (0 before it starts).
//
//   cargo build --bin posse && node tests/e2e/browser/record-play-fixtures.mjs [path/to/posse]
import { writeRecorded } from './harness.mjs';
import { stagedScenes, startRecording } from './recorder.mjs';

const { db, file, cli, run, refused } = startRecording('play');
const staged = stagedScenes(run, refused);
const { scenes } = staged;
// One campaign, the QOTD demo: a scene is given by its stage.
const record = (stage, ...rest) => staged.record(1, stage, ...rest);
const scene = (stage, ...rest) => staged.scene(1, stage, ...rest);

// As ui/src/lib/games.ts `today()` has it: the browser test runs the same day, on the same machine.
const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

cli(['demo']);
const script = {
  title: 'Showdown at Dry Gulch',
  plot: 'The Cowboys ride in at noon.',
  sides: [
    { side: 'The Earps', player: 'Ann', characters: ['Dusty', 'Doc Holliday', 'Wyatt Earp', 'Virgil Earp', 'Morgan Earp'] },
    { side: 'The Cowboys', player: 'Bob', characters: ['Johnny Ringo', 'Ike Clanton', 'Billy Clanton'], extras: [{ name: 'Old Grizzly', beast: 'large_carnivore' }] },
  ],
};
cli(['cast', 'new', '--campaign', '1', '--file', file(script)]);

/** What the campaign page, the Casting tab and its list read at a stage. */
function reads(stage) {
  scene(stage, 'get_campaign', { campaign_id: 1 }, ['campaign', 'show', '1', '--json']);
  scene(stage, 'availability', { campaign_id: 1 }, ['availability', '--campaign', '1', '--json']);
  scene(stage, 'campaign_options', { campaign_id: 1 }, ['campaign', 'options', '1', '--json']);
  const board = {
    campaign: run(['campaign', 'show', '1', '--json']),
    availability: run(['availability', '--campaign', '1', '--json']),
    beasts: [],
    scenarios: run(['cast', 'list', '--campaign', '1', '--json']),
  };
  record(stage, 'casting_board', { campaign_id: 1 }, 'posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json)', board);
  scene(stage, 'list_plays', { campaign_id: 1 }, ['play', 'list', '--campaign', '1', '--json']);
}

/** The Play view at a stage: the game, and the odds its attack panel asks for (ui/src/components/PlayAttack.svelte). */
function play(stage) {
  const view = scene(stage, 'get_play', { play_id: 1 }, ['play', 'show', '1', '--json']);
  const by = view.acting ?? 0;
  const others = view.members.filter((m) => m.index !== by && m.standing !== 'dead');
  const target = (others.find((m) => m.side_name !== view.members[by].side_name) ?? others[0]).index;
  const form = { circumstances: { range_paces: 12 } };
  const args = { play_id: 1, by: `@${by + 1}`, target: `@${target + 1}`, form };
  const cliArgs = ['play', 'odds', '1', '--by', `@${by + 1}`, '--target', `@${target + 1}`, '--form', JSON.stringify(form), '--json'];
  if (view.members[by].kind_name === 'Beast') {
    staged.refusal(1, stage, 'play_odds', args, cliArgs);
  } else {
    scene(stage, 'play_odds', args, cliArgs);
  }
  return view;
}

scene(0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
scenes[0].campaign = null;
reads(0);
scene(0, 'start_play', { scenario_id: 1 }, ['play', 'start', '--cast', '1', '--seed', '42', '--json'], 1);
reads(1);
let view = play(1);
for (const stage of [1, 2, 3]) {
  scene(stage, 'change_play', { play_id: 1, change: { kind: 'turn' } }, ['play', 'turn', '1', '--json'], stage + 1);
  reads(stage + 1);
  view = play(stage + 1);
}
// H: a hit on the one acting (the Play view selects him as his card is turned).
const hit = { kind: 'mark', who: `@${view.acting + 1}`, change: 'hits=+1' };
scene(4, 'change_play', { play_id: 1, change: hit }, ['play', 'mark', '1', hit.who, hit.change, '--json'], 5);
reads(5);
play(5);
scene(5, 'play_result', { play_id: 1, date: today }, ['play', 'result', '1', '--date', today, '--json']);
scene(5, 'finish_play', { play_id: 1, date: today }, ['play', 'finish', '1', '--date', today, '--json'], 6);
reads(6);
scene(6, 'get_play', { play_id: 1 }, ['play', 'show', '1', '--json']);

const json = (value) => JSON.stringify(value, null, 2);
writeRecorded(
  'play.ts',
  `// The real backend's answers for the Play view, recorded by tests/e2e/browser/record-play-fixtures.mjs
// from the CLI in one fresh database: the QOTD demo's "Showdown at Dry Gulch" started (seed 42), three
// cards turned, a hit on the one acting, the game over on ${today}. Stage N is the game after N
// changes; \`next\` is the stage a command moves the campaign to. Regenerate rather than edit by hand.
import type { StagedScene } from '../../e2e/browser/staged-mock';

export const PLAY_SCENES: (StagedScene & { cli: string })[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into play.ts (database ${db})`);
