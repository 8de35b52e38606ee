// The fake backend of the sheets browser tests: casting-mock.ts (the real backend's recorded
// casting answers) with "Showdown at Dry Gulch" already saved in the QOTD demo (the recorded
// answers after its first save), and in front of it the two print commands: `print_playsheet` and
// `print_cast_sheet` answer as the real ones do (the path, pages, bytes), and refuse what the real
// ones refuse (a player not in the scenario, a playsheet for another rule set's campaign).
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
    case 'print_playsheet': {
      window.__ipcCalls.push({ cmd, args: a });
      const campaign = a.campaign_id as number | null;
      if (campaign !== null && rulesets[campaign] !== a.ruleset) {
        throw { code: 'print_option_not_applicable', message: `--campaign: does not apply to the ${a.ruleset} playsheet` };
      }
      const pages = a.ruleset === 'qotd' ? 20 : 12;
      return { path: a.path, pages, bytes: 6000 * pages };
    }
    case 'print_cast_sheet': {
      window.__ipcCalls.push({ cmd, args: a });
      if (a.scenario_id !== scenario.id) throw { code: 'scenario_not_found', message: `scenario: ${a.scenario_id} does not exist` };
      const players = scenario.sides.map((s) => s.player.trim() || s.side_name);
      if (a.player !== null && !players.includes(a.player as string)) {
        throw {
          code: 'print_option_invalid',
          message: `--player: no player called "${a.player}" in "${scenario.title}" (players: ${players.join(', ')})`,
        };
      }
      const pages = a.player === null ? 6 * players.length : 6;
      return { path: a.path, pages, bytes: 7000 * pages };
    }
    default:
      return fallback(cmd, args, options);
  }
};
