// The chronicle's pure parts: the timeline's order and wording, the per-character figures as bars,
// and the posse's strength over time scaled to an SVG line chart.
import type { CharacterRecordStats } from '../bindings/CharacterRecordStats';
import type { ChronicleEntry } from '../bindings/ChronicleEntry';
import type { ChronicleKind } from '../bindings/ChronicleKind';
import type { StrengthPoint } from '../bindings/StrengthPoint';

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
  death: 'Death',
  undo: 'Undone',
  redo: 'Redone',
};

/** The timeline, oldest first as the backend gives it, or newest first (stable within a moment). */
export function orderedEntries(entries: readonly ChronicleEntry[], newestFirst: boolean): ChronicleEntry[] {
  return newestFirst ? [...entries].reverse() : [...entries];
}

/** When an entry happened: the game's date where there is one, otherwise the day it was recorded (UTC). */
export function entryDate(entry: ChronicleEntry): string {
  if (entry.played_on) return entry.played_on;
  return new Date(entry.at * 1000).toISOString().slice(0, 10);
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

/**
 * The strength chart: one line per side, the characters alive after each game, games evenly spread
 * left to right (a single game sits in the middle), from 0 at the bottom to the largest side (at
 * least 1) at the top.
 */
export function strengthChart(points: readonly StrengthPoint[], box: ChartBox = DEFAULT_BOX): LineChartModel {
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const max = Math.max(1, ...points.flatMap((p) => p.sides.map((s) => s.alive)));
  const step = tickStep(max);
  const top = Math.ceil(max / step) * step;
  const x = (i: number) => round(points.length <= 1 ? box.left + innerW / 2 : box.left + (innerW * i) / (points.length - 1));
  const y = (v: number) => round(box.top + innerH - (innerH * v) / top);

  const order: { id: number; name: string }[] = [];
  for (const p of points) for (const s of p.sides) if (!order.some((o) => o.id === s.side_id)) order.push({ id: s.side_id, name: s.name });

  const series = order.map((side) => {
    const pts: LinePoint[] = [];
    points.forEach((p, i) => {
      const s = p.sides.find((q) => q.side_id === side.id);
      if (s) pts.push({ x: x(i), y: y(s.alive), value: s.alive, label: `${side.name} after ${p.title}: ${s.alive} alive` });
    });
    const path = pts.map((pt, i) => `${i === 0 ? 'M' : 'L'}${pt.x},${pt.y}`).join(' ');
    return { key: String(side.id), name: side.name, points: pts, path };
  });
  const ticks = [];
  for (let v = 0; v <= top; v += step) ticks.push({ y: y(v), value: v });
  const columns = points.map((p, i) => ({ x: x(i), label: p.played_on, title: p.title }));
  return { series, ticks, columns, box };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
