// Records the real backend's answers for casting a My Wild West scenario on the board, from the CLI
// (which shares src/campaign/casting with the app), into tests/ui-fixtures/recorded/mww-casting.ts:
// the MWW demo in a fresh database, and every answer the browser test (mww-casting.test.mjs) asks
// for on the way — each script exactly as the board builds it (ui/src/lib/casting.ts: scriptOf,
// mwwExtra, the civilians) — by stage (0 before saving, 1 saved, 2 copied).
//
//   cargo build --bin posse && node tests/e2e/browser/record-mww-casting-fixtures.mjs [path/to/posse]
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo, writeRecorded } from './harness.mjs';

const posse = process.argv[2] ?? join(repo, 'target', 'debug', 'posse');
const dir = mkdtempSync(join(tmpdir(), 'posse-mww-casting-'));
const env = { ...process.env, POSSE_DB: join(dir, 'posse.sqlite') };
let files = 0;
const file = (value) => {
  const path = join(dir, `f${files++}.json`);
  writeFileSync(path, JSON.stringify(value));
  return path;
};
const run = (args) => JSON.parse(execFileSync(posse, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] }));

const scenes = [];
const latest = new Map();
const record = (campaign, stage, cmd, args, cli, answer, next) => {
  // A read whose answer has not changed since an earlier stage is not kept again.
  const key = JSON.stringify([campaign, cmd, args]);
  if (next === undefined && latest.get(key) === JSON.stringify(answer)) return answer;
  latest.set(key, JSON.stringify(answer));
  scenes.push({ campaign, stage, cmd, args, cli, answer, ...(next !== undefined ? { next } : {}) });
  return answer;
};
const scene = (campaign, stage, cmd, args, cliArgs, next) => record(campaign, stage, cmd, args, `posse ${cliArgs.join(' ')}`, run(cliArgs), next);

/** What the campaign page and the Casting tab read at one stage. */
function reads(stage) {
  scene(1, stage, 'get_campaign', { campaign_id: 1 }, ['campaign', 'show', '1', '--json']);
  scene(1, stage, 'availability', { campaign_id: 1 }, ['availability', '--campaign', '1', '--json']);
  scene(1, stage, 'list_games', { campaign_id: 1 }, ['game', 'list', '--campaign', '1', '--json']);
  for (const side of [1, 2]) scene(1, stage, 'mww_gang', { side_id: side }, ['mww', 'gang', String(side), '--json']);
  const answer = {
    campaign: run(['campaign', 'show', '1', '--json']),
    availability: run(['availability', '--campaign', '1', '--json']),
    beasts: [],
    scenarios: run(['cast', 'list', '--campaign', '1', '--json']),
  };
  record(1, stage, 'casting_board', { campaign_id: 1 }, 'posse campaign show 1, availability --campaign 1, cast list --campaign 1 (--json)', answer);
}

const preview = (script) =>
  scene(1, 0, 'preview_scenario', { campaign_id: 1, script }, ['cast', 'preview', '--campaign', '1', '--file', file(script), '--json']);

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
scene(null, 0, 'list_campaigns', {}, ['campaign', 'list', '--json']);
scene(null, 0, 'mww_catalog', {}, ['mww', 'catalog', '--json']);
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

const json = (value) => JSON.stringify(value, null, 1);
writeRecorded(
  'mww-casting.ts',
  `// The real backend's answers for casting a My Wild West scenario on the board, recorded by
// tests/e2e/browser/record-mww-casting-fixtures.mjs from the CLI in one fresh database: the MWW demo
// (campaign 1) cast as "Payday at Dry Creek" step by step — Kid Curry and Flat Nose Logan (Ann),
// Marshal Hoyt (Bob), Sundance as an extra, the teller and Mrs. Potts as civilians — saved and
// copied. Each answer is for one command with these args, when its campaign is at \`stage\` (0
// before saving, 1 saved, 2 copied), or for a read at any later stage until another answer is
// recorded; \`next\` is the stage a command moves the campaign to. Regenerate rather than edit.
import type { StagedScene } from '../../e2e/browser/staged-mock';

export const MWW_CASTING_SCENES: (StagedScene & { cli: string })[] = ${json(scenes)};
`,
);
console.log(`recorded ${scenes.length} answers into mww-casting.ts (database ${env.POSSE_DB})`);
