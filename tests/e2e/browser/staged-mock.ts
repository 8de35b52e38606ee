// Answers recorded from the real backend, served in front of mock-ipc.ts: each campaign moves
// through the recorded stages as the page saves things (a recorded command with `next` moves its
// campaign on); a read is answered at the latest stage recorded. A request nobody recorded is
// refused with code `not_recorded` (the test then fails on the error shown). Used by games-mock.ts
// and casting-mock.ts, each with its own fixture.
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';

/** One recorded request and its answer (the shape of the games and casting fixtures). */
export type StagedScene = {
  campaign: number | null;
  stage: number;
  cmd: string;
  args: Record<string, unknown>;
  answer?: unknown;
  error?: ErrorBody;
  next?: number;
};

type Invoke = (cmd: string, args?: Record<string, unknown>, options?: unknown) => Promise<unknown>;

/** The same JSON, whatever the order of the keys. */
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]))
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Puts `scenes` in front of the fake backend: their commands are answered from them, the rest as before. */
export function serveRecorded(scenes: readonly StagedScene[]) {
  const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: Invoke } }).__TAURI_INTERNALS__;
  const fallback = internals.invoke;
  const handled = new Set(scenes.map((s) => s.cmd));
  const stages = new Map<number, number>();
  const stageOf = (campaign: number | null) => (campaign === null ? 0 : (stages.get(campaign) ?? 0));

  /** The recorded answer now: a command that moves a stage at its own stage; a read at the latest stage recorded. */
  function find(cmd: string, args: Record<string, unknown>): StagedScene | undefined {
    const fits = scenes.filter((s) => s.cmd === cmd && same(s.args, args));
    const now = fits.filter((s) => (s.next !== undefined || s.error ? s.stage === stageOf(s.campaign) : s.stage <= stageOf(s.campaign)));
    return now.sort((a, b) => b.stage - a.stage)[0];
  }

  internals.invoke = async (cmd, args, options) => {
    if (!handled.has(cmd)) return fallback(cmd, args, options);
    const plain = JSON.parse(JSON.stringify(args ?? {}));
    window.__ipcCalls.push({ cmd, args: plain });
    const found = find(cmd, plain);
    if (!found) throw { code: 'not_recorded', message: `${cmd}: the fake backend has no recorded answer for ${JSON.stringify(plain)}` };
    if (found.error) throw found.error;
    if (found.next !== undefined && found.campaign !== null) stages.set(found.campaign, found.next);
    return JSON.parse(JSON.stringify(found.answer));
  };
}
