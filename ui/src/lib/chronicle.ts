// The chronicle's pure parts: the timeline's order and wording, the per-character figures as bars,
// and the posse's strength over time scaled to an SVG line chart.
import type { CharacterRecordStats } from '../bindings/CharacterRecordStats';
import type { ChronicleEntry } from '../bindings/ChronicleEntry';
import type { ChronicleKind } from '../bindings/ChronicleKind';
import type { StrengthPoint } from '../bindings/StrengthPoint';
import { formatDay } from './dates';

export const KIND_LABELS: Record<ChronicleKind, string> = {
  campaign: 'Campaign',
  joined: 'Joined',
  left: 'Left',
  edited: 'Sheet',
  game: 'Game',
  outcome: 'Outcome',
  roll: 'Roll',
  promotion: 'Promotion',
  trait: 'Trait',
  skill: 'Skill',
  change: 'Changed',
  death: 'Death',
  undo: 'Undone',
  redo: 'Redone',
};

/** The timeline, oldest first as the backend gives it, or newest first (stable within a moment). */
export function orderedEntries(entries: readonly ChronicleEntry[], newestFirst: boolean): ChronicleEntry[] {
  return newestFirst ? [...entries].reverse() : [...entries];
}

/** When an entry happened, in the locale's words: the game's date where there is one, otherwise the day it was recorded. */
export function entryDate(entry: ChronicleEntry, locale?: string, timeZone?: string): string {
  return entry.played_on ? formatDay(entry.played_on, locale) : formatDay(entry.at, locale, timeZone);
}

/** A run of undos and redos folded into one line of the story. */
export type Folded = { folded: ChronicleEntry[] };
/** A part of the story: one game with what happened in it and after it, or what happened between games. */
export type StoryGroup = { key: string; gameId: number | null; title: string; date: string; items: (ChronicleEntry | Folded)[] };

const isStep = (e: ChronicleEntry) => e.kind === 'undo' || e.kind === 'redo';

/**
 * The story grouped by game (issue 15, item 9): each game's entries (the game, how each ended, the
 * rolls and what came of them) under the game's title, and what happened between games (who joined,
 * sheets edited) in groups of their own, in the order given; consecutive undos and redos fold into
 * one line that opens to show them.
 */
export function storyGroups(entries: readonly ChronicleEntry[], locale?: string): StoryGroup[] {
  const groups: StoryGroup[] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    let group = last && last.gameId === e.game_id ? last : undefined;
    if (!group) {
      const game = e.game_id !== null ? entries.find((x) => x.game_id === e.game_id && x.kind === 'game') : undefined;
      group = {
        key: `${e.game_id ?? 'between'}-${groups.length}`,
        gameId: e.game_id,
        title: e.game_id === null ? 'On the rosters' : game ? gameTitle(game.text) : 'A game',
        date: e.game_id === null ? formatDay(e.at, locale) : entryDate(e, locale),
        items: [],
      };
      groups.push(group);
    }
    const previous = group.items[group.items.length - 1];
    if (isStep(e) && previous && 'folded' in previous) previous.folded.push(e);
    else if (isStep(e)) group.items.push({ folded: [e] });
    else group.items.push(e);
  }
  return groups;
}

/** "Showdown at Dry Gulch" from the game line `"Showdown at Dry Gulch" is played (5 taking part)`. */
function gameTitle(text: string): string {
  return /^"(.*)" is played/.exec(text)?.[1] ?? text;
}

/**
 * An entry's words beside its kind: an undo's or redo's without the log's own "Undid: " or
 * "Redid: " (the kind says it), so that nothing reads "Undone: Undid: …" (issue 29, item 13).
 */
export function entryText(e: ChronicleEntry): string {
  return isStep(e) ? e.text.replace(/^(Undid|Redid): /, '') : e.text;
}

/** A folded run of undos and redos in words: "Undone: Added Dusty (and 2 more undone or redone)". */
export function foldedLine(f: Folded): string {
  const [first, ...rest] = f.folded;
  const head = `${KIND_LABELS[first.kind]}: ${entryText(first)}`;
  return rest.length === 0 ? head : `${head} (and ${rest.length} more undone or redone)`;
}

/** One bar of a count chart. */
export type CountBar = { key: string; label: string; value: number; /** Share of the largest, 0–100. */ width: number };

/**
 * A count per character as bars, largest first (ties in roster order), scaled to the largest value;
 * characters with nothing to count are left out unless `keepZero`.
 */
export function countBars(
  stats: readonly CharacterRecordStats[],
  value: (s: CharacterRecordStats) => number,
  keepZero = false,
): CountBar[] {
  const rows = stats
    .map((s, i) => ({ s, i, v: value(s) }))
    .filter((r) => keepZero || r.v > 0)
    .sort((a, b) => b.v - a.v || a.i - b.i);
  const max = Math.max(1, ...rows.map((r) => r.v));
  return rows.map((r) => ({ key: String(r.s.character_id), label: r.s.name, value: r.v, width: Math.round((r.v / max) * 1000) / 10 }));
}

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

export const DEFAULT_BOX: ChartBox = { width: 640, height: 220, left: 40, right: 16, top: 16, bottom: 28 };

export type LinePoint = { x: number; y: number; value: number; label: string };
export type LineSeries = { key: string; name: string; points: LinePoint[]; path: string };
export type LineChartModel = {
  series: LineSeries[];
  /** Horizontal grid lines and their labels (whole numbers). */
  ticks: { y: number; value: number }[];
  /** One label per game along the bottom. */
  columns: { x: number; label: string; title: string }[];
  box: ChartBox;
};

/** A tick step that gives at most about five lines for a maximum: 1, 2, 5, 10, 20, … */
export function tickStep(max: number): number {
  if (max <= 5) return 1;
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** How far apart (in the chart's units) lines of equal value are drawn, so that none hides another. */
export const SPREAD = 3;

/**
 * The strength chart: one line per side, the characters alive at the campaign's start and after
 * each game, spread evenly left to right (a single point sits in the middle), from 0 at the bottom
 * to the largest side (at least 1) at the top. Sides are drawn a few units apart (SPREAD) so that
 * two with the same count show as two lines (issue 15, item 9); each point keeps its value.
 */
export function strengthChart(points: readonly StrengthPoint[], box: ChartBox = DEFAULT_BOX, locale?: string): LineChartModel {
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const max = Math.max(1, ...points.flatMap((p) => p.sides.map((s) => s.alive)));
  const step = tickStep(max);
  const top = Math.ceil(max / step) * step;
  const x = (i: number) => round(points.length <= 1 ? box.left + innerW / 2 : box.left + (innerW * i) / (points.length - 1));
  const y = (v: number) => round(box.top + innerH - (innerH * v) / top);

  const order: { id: number; name: string }[] = [];
  for (const p of points) for (const s of p.sides) if (!order.some((o) => o.id === s.side_id)) order.push({ id: s.side_id, name: s.name });

  const series = order.map((side, k) => {
    const offset = round((k - (order.length - 1) / 2) * SPREAD);
    const pts: LinePoint[] = [];
    points.forEach((p, i) => {
      const s = p.sides.find((q) => q.side_id === side.id);
      const when = p.game_id === null ? 'at the start' : `after ${p.title}`;
      if (s) pts.push({ x: x(i), y: round(y(s.alive) + offset), value: s.alive, label: `${side.name} ${when}: ${s.alive} alive` });
    });
    const path = pts.map((pt, i) => `${i === 0 ? 'M' : 'L'}${pt.x},${pt.y}`).join(' ');
    return { key: String(side.id), name: side.name, points: pts, path };
  });
  const ticks = [];
  for (let v = 0; v <= top; v += step) ticks.push({ y: y(v), value: v });
  const columns = points.map((p, i) => ({
    x: x(i),
    label: p.game_id === null ? 'Start' : formatDay(p.played_on, locale),
    title: p.title,
  }));
  return { series, ticks, columns, box };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
