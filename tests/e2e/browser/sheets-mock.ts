// The fake backend of the sheets browser tests: casting-mock.ts (the real backend's recorded
// casting answers) with "Showdown at Dry Gulch" already saved in the QOTD demo (the recorded
// answers after its first save), and in front of it the print center's preview of cast sheets and
// playsheets refusing what the real one refuses (a player not in the scenario, a playsheet for
// another rule set's campaign); the PDF shown is mock-ipc.ts's.
import './casting-mock';
import { CASTING_SCENES } from '../../ui-fixtures/recorded/casting';

type Invoke = (cmd: string, args?: Record<string, unknown>, options?: unknown) => Promise<unknown>;
const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: Invoke } }).__TAURI_INTERNALS__;
const fallback = internals.invoke;

/** The recorded answer of `cmd` once the QOTD demo's scenario was saved (stage 1). */
function savedAnswer(cmd: string): unknown {
  const scene = CASTING_SCENES.find((s) => s.campaign === 1 && s.stage === 1 && s.cmd === cmd);
  if (!scene) throw new Error(`casting.ts has no ${cmd} at stage 1`);
  return scene.answer;
}

const scenario = savedAnswer('get_scenario') as { id: number; title: string; sides: { player: string; side_name: string }[] };
const rulesets: Record<number, string> = { 1: 'qotd', 2: 'fate' };

internals.invoke = async (cmd, args = {}, options) => {
  const a = JSON.parse(JSON.stringify(args)) as Record<string, unknown>;
  const answer = (value: unknown) => {
    window.__ipcCalls.push({ cmd, args: a });
    return value;
  };
  switch (cmd) {
    case 'casting_board':
      return a.campaign_id === 1 ? answer(savedAnswer('casting_board')) : fallback(cmd, args, options);
    case 'get_scenario':
      return a.scenario_id === scenario.id ? answer(scenario) : fallback(cmd, args, options);
    case 'print_preview': {
      // The cast sheets and the playsheet refused as the real backend refuses them; what is
      // printed is mock-ipc.ts's (a PDF Posse wrote).
      const job = a.job as { what: string; cast_id?: number; player?: string | null; ruleset?: string; campaign_id?: number | null };
      const players = scenario.sides.map((s) => s.player.trim() || s.side_name);
      const refused = (body: { code: string; message: string }) => {
        window.__ipcCalls.push({ cmd, args: a });
        throw body;
      };
      if (job.what === 'cast_sheet' && job.cast_id !== scenario.id) refused({ code: 'scenario_not_found', message: `scenario: ${job.cast_id} does not exist` });
      if (job.what === 'cast_sheet' && job.player != null && !players.includes(job.player)) {
        refused({
          code: 'print_option_invalid',
          message: `--player: no player called "${job.player}" in "${scenario.title}" (players: ${players.join(', ')})`,
        });
      }
      if (job.what === 'playsheet' && job.campaign_id != null && rulesets[job.campaign_id] !== job.ruleset) {
        refused({ code: 'print_option_not_applicable', message: `--campaign: does not apply to the ${job.ruleset} playsheet` });
      }
      return fallback(cmd, args, options);
    }
    default:
      return fallback(cmd, args, options);
  }
};
