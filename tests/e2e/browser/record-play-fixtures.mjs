// Records the real backend's answers for the Play view (issue 25), from the CLI (which shares
// src/campaign/play with the app), into tests/ui-fixtures/recorded/play.ts: the QOTD demo in a fresh
// database with "Showdown at Dry Gulch" cast (the Earps against three Cowboys and a grizzly), the
// game started (seed 42), three cards turned, a hit marked on the one acting, the game over and
// recorded — and every answer the Play view asks for on the way, the acting character's odds
// against the target it picks included. The browser test (play.test.mjs) plays it through
// play-mock.ts; stage N is the game after N changes (0 before it starts).
//
//   cargo build --bin posse && node tests/e2e/browser/record-play-fixtures.mjs [path/to/posse]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo, writeRecorded } from './harness.mjs';

const posse = process.argv[2] ?? join(repo, 'target', 'debug', 'posse');

// As ui/src/lib/games.ts `today()` has it: the browser test runs the same day, on the same machine.
const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * A fresh database with the `ruleset` demo and `script` cast (scenario 1), and what records the
 * answers asked of it: `scene` (a command and the CLI that answers it; `next`, the stage it moves
 * the campaign to), `reads` (what the campaign page and Casting tab read) and `odds` (what the
 * attack panel asks, ui/src/components/PlayAttack.svelte).
 */
function recorder(ruleset, script) {
  const dir = mkdtempSync(join(tmpdir(), 'posse-play-'));
  const env = { ...process.env, POSSE_DB: join(dir, 'posse.sqlite') };
  const cli = (args) => execFileSync(posse, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = (args) => JSON.parse(cli(args));
  const refused = (args) => {
    try {
      execFileSync(posse, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      return JSON.parse(e.stdout || e.stderr);
    }
    throw new Error(`posse ${args.join(' ')} was not refused`);
  };

  const scenes = [];
  const latest = new Map();
  const record = (stage, cmd, args, cliText, answer, next) => {
    const key = JSON.stringify([cmd, args]);
    if (next === undefined && latest.get(key) === JSON.stringify(answer)) return answer;
    latest.set(key, JSON.stringify(answer));
    scenes.push({ campaign: 1, stage, cmd, args, cli: cliText, answer, ...(next !== undefined ? { next } : {}) });
    return answer;
  };
  const scene = (stage, cmd, args, cliArgs, next) => record(stage, cmd, args, `posse ${cliArgs.join(' ')}`, run(cliArgs), next);

  cli(['demo', '--ruleset', ruleset]);
  const scriptFile = join(dir, 'scene.json');
  writeFileSync(scriptFile, JSON.stringify(script));
  cli(['cast', 'new', '--campaign', '1', '--file', scriptFile]);

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

  /** The odds of `by` (an index) on `target` with `form`, or the backend's refusal of them. */
  function odds(stage, by, target, form) {
    const args = { play_id: 1, by: `@${by + 1}`, target: `@${target + 1}`, form };
    const cliArgs = ['play', 'odds', '1', '--by', `@${by + 1}`, '--target', `@${target + 1}`, '--form', JSON.stringify(form), '--json'];
    try {
      return scene(stage, 'play_odds', args, cliArgs);
    } catch {
      scenes.push({ campaign: 1, stage, cmd: 'play_odds', args, cli: `posse ${cliArgs.join(' ')}`, error: refused(cliArgs) });
      return null;
    }
  }

  /** The target the attack panel picks for `by`: the first standing of another side. */
  function targetOf(view, by) {
    const others = view.members.filter((m) => m.index !== by && m.standing !== 'dead');
    return (others.find((m) => m.side_name !== view.members[by].side_name) ?? others[0]).index;
  }

  return { scenes, scene, reads, odds, targetOf, env };
}

const script = {
  title: 'Showdown at Dry Gulch',
  plot: 'The Cowboys ride in at noon.',
  sides: [
    { side: 'The Earps', player: 'Ann', characters: ['Dusty', 'Doc Holliday', 'Wyatt Earp', 'Virgil Earp', 'Morgan Earp'] },
    { side: 'The Cowboys', player: 'Bob', characters: ['Johnny Ringo', 'Ike Clanton', 'Billy Clanton'], extras: [{ name: 'Old Grizzly', beast: 'large_carnivore' }] },
  ],
};
const { scenes, scene, reads, odds, targetOf, env } = recorder('qotd', script);

/** The Play view at a stage: the game, and the odds its attack panel asks for. */
function play(stage) {
  const view = scene(stage, 'get_play', { play_id: 1 }, ['play', 'show', '1', '--json']);
  const by = view.acting ?? 0;
  odds(stage, by, targetOf(view, by), { circumstances: { range_paces: 12 } });
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
console.log(`recorded ${scenes.length} answers into play.ts (database ${env.POSSE_DB})`);

// My Wild West: "Payday" from the bank-job demo. The Curry Gang's card named from the table
// ("We turned…"); Flat Nose Logan (carrying 1 wound in) given 2 more, then knocked out in a fight;
// Kid Curry's shot at Marshal Hoyt with the circumstances the attack form sends: as it stands, as
// opportunity fire at a target that fired, and out of his forward arc.
const mww = recorder('mww', {
  title: 'Payday',
  sides: [
    { side: 1, player: 'Ann', characters: ['Kid Curry', 'Flat Nose Logan'] },
    { side: 2, player: 'Bob', characters: ['Marshal Hoyt', 'Deputy Amos Finch'] },
  ],
  civilians: ['The teller'],
});
const MWW_FORMS = [{ range: 8 }, { range: 8, opportunity: true, target_fired: true }, { range: 8, out_of_arc: true }];
function mwwPlay(stage) {
  const view = mww.scene(stage, 'get_play', { play_id: 1 }, ['play', 'show', '1', '--json']);
  for (const by of [0, 1]) for (const form of MWW_FORMS) mww.odds(stage, by, mww.targetOf(view, by), form);
  return view;
}
mww.scene(0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
mww.scenes[0].campaign = null;
mww.reads(0);
// The campaign page of an MWW campaign reads the family's catalog.
mww.scene(0, 'mww_catalog', {}, ['mww', 'catalog', '--json']);
mww.scene(0, 'start_play', { scenario_id: 1 }, ['play', 'start', '--cast', '1', '--seed', '42', '--json'], 1);
const mwwChanges = [
  [{ kind: 'turn', card: 'gang:1' }, ['play', 'turn', '1', '--card', 'gang:1']],
  [{ kind: 'mark', who: '@2', change: 'wounds=+1' }, ['play', 'mark', '1', '@2', 'wounds=+1']],
  [{ kind: 'mark', who: '@2', change: 'wounds=+1' }, ['play', 'mark', '1', '@2', 'wounds=+1']],
  [{ kind: 'mark', who: '@2', change: 'knocked_out=on' }, ['play', 'mark', '1', '@2', 'knocked_out=on']],
];
mwwChanges.forEach(([change, args], i) => {
  mww.reads(i + 1);
  mwwPlay(i + 1);
  mww.scene(i + 1, 'change_play', { play_id: 1, change }, [...args, '--json'], i + 2);
});
mww.reads(mwwChanges.length + 1);
mwwPlay(mwwChanges.length + 1);

writeRecorded(
  'play-mww.ts',
  `// The real backend's answers for the Play view of a My Wild West game, recorded by
// tests/e2e/browser/record-play-fixtures.mjs from the CLI in one fresh database: the bank-job demo's
// "Payday" started (seed 42), the Curry Gang's card named, Flat Nose Logan wounded twice and knocked
// out, and Kid Curry's odds on Marshal Hoyt with each form the test sends. Regenerate, never edit.
import type { StagedScene } from '../../e2e/browser/staged-mock';

export const PLAY_MWW_SCENES: (StagedScene & { cli: string })[] = ${json(mww.scenes)};
`,
);
console.log(`recorded ${mww.scenes.length} answers into play-mww.ts (database ${mww.env.POSSE_DB})`);
