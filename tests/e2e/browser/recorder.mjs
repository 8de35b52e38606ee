// What every recorder (record-*.mjs) starts with: the CLI to ask (the path given on the command
// line, else target/debug/posse), a fresh database of its own in a scratch folder, and the ways to
// ask it; and, for the recorders of a campaign played through stages, the list of scenes the fake
// backends answer from.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from './harness.mjs';

/** The CLI and a scratch database (`posse-<name>-…` in the temp folder) for one recorder. */
export function startRecording(name) {
  const posse = process.argv[2] ?? join(repo, 'target', 'debug', 'posse');
  const dir = mkdtempSync(join(tmpdir(), `posse-${name}-`));
  const db = join(dir, 'posse.sqlite');
  const env = { ...process.env, POSSE_DB: db };
  let files = 0;
  const cli = (args) => execFileSync(posse, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  return {
    posse,
    dir,
    db,
    /** A command's output, as text. */
    cli,
    /** A command's JSON answer. */
    run: (args) => JSON.parse(cli(args)),
    /** A command the CLI refuses: its `{code, message}`. */
    refused: (args) => {
      try {
        cli(args);
      } catch (e) {
        return JSON.parse(e.stdout || e.stderr);
      }
      throw new Error(`posse ${args.join(' ')} was not refused`);
    },
    /** A JSON file in the scratch folder holding `value`, for a command that reads one (`--file`). */
    file: (value) => {
      const path = join(dir, `f${files++}.json`);
      writeFileSync(path, JSON.stringify(value));
      return path;
    },
  };
}

/**
 * The answers a fake backend gives for a campaign played through stages: each one command's answer
 * (or refusal) at one stage, `next` moving the campaign on to that stage. `run` and `refused` are
 * startRecording's.
 */
export function stagedScenes(run, refused) {
  const scenes = [];
  const latest = new Map();
  /** One answer of one command, given when the campaign is at `stage`; `next` moves it on. */
  const record = (campaign, stage, cmd, args, cli, answer, next) => {
    // A read whose answer has not changed since an earlier stage is not kept again: the fake gives
    // the answer of the latest stage recorded (a command that moves the stage on needs its own).
    const key = JSON.stringify([campaign, cmd, args]);
    if (next === undefined && latest.get(key) === JSON.stringify(answer)) return answer;
    latest.set(key, JSON.stringify(answer));
    scenes.push({ campaign, stage, cmd, args, cli, answer, ...(next !== undefined ? { next } : {}) });
    return answer;
  };
  return {
    scenes,
    record,
    /** The CLI's answer to `cliArgs`, recorded as the app's `cmd` with `args`. */
    scene: (campaign, stage, cmd, args, cliArgs, next) =>
      record(campaign, stage, cmd, args, `posse ${cliArgs.join(' ')}`, run(cliArgs), next),
    /** The CLI's refusal of `cliArgs`, recorded as the app's `cmd` with `args`. */
    refusal: (campaign, stage, cmd, args, cliArgs) => {
      const error = refused(cliArgs);
      scenes.push({ campaign, stage, cmd, args, cli: `posse ${cliArgs.join(' ')}`, error });
      return error;
    },
  };
}
