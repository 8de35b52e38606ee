// The fake backend of the casting browser tests: mock-ipc.ts for everything else (the catalogs,
// undo), and in front of it the real backend's recorded answers (ui/src/lib/casting.fixture.ts):
// both demo campaigns, the casting board, each preview the test's board asks for, saving, reading
// back, copying and removing. Each campaign moves through the recorded stages as a scenario is
// saved, copied and removed; a request nobody recorded is refused with code `not_recorded` (the
// test then fails on the error shown). Bundled by casting.test.mjs.
import './mock-ipc';
import { CASTING_SCENES, type CastingScene } from '../../../ui/src/lib/casting.fixture';

type Invoke = (cmd: string, args?: Record<string, unknown>, options?: unknown) => Promise<unknown>;
const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: Invoke } }).__TAURI_INTERNALS__;
const fallback = internals.invoke;

/** The commands answered here (for every other, mock-ipc.ts answers). */
const HANDLED = new Set(CASTING_SCENES.map((s) => s.cmd));
const stages = new Map<number, number>();
const stageOf = (campaign: number | null) => (campaign === null ? 0 : (stages.get(campaign) ?? 0));

/** The same JSON, whatever the order of the keys. */
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]))
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** The recorded answer for a request now: a command that moves a stage at its own stage; a read at the latest stage recorded. */
function find(cmd: string, args: Record<string, unknown>): CastingScene | undefined {
  const fits = CASTING_SCENES.filter((s) => s.cmd === cmd && same(s.args, args));
  const now = fits.filter((s) => (s.next !== undefined || s.error ? s.stage === stageOf(s.campaign) : s.stage <= stageOf(s.campaign)));
  return now.sort((a, b) => b.stage - a.stage)[0];
}

internals.invoke = async (cmd, args, options) => {
  if (!HANDLED.has(cmd)) return fallback(cmd, args, options);
  const plain = JSON.parse(JSON.stringify(args ?? {}));
  window.__ipcCalls.push({ cmd, args: plain });
  const found = find(cmd, plain);
  if (!found) throw { code: 'not_recorded', message: `${cmd}: the fake backend has no recorded answer for ${JSON.stringify(plain)}` };
  if (found.error) throw found.error;
  if (found.next !== undefined && found.campaign !== null) stages.set(found.campaign, found.next);
  return JSON.parse(JSON.stringify(found.answer));
};
