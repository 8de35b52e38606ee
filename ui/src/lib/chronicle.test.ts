import { describe, expect, it } from 'vitest';
import type { Chronicle } from '../bindings/Chronicle';
import type { ChronicleEntry } from '../bindings/ChronicleEntry';
import { DEFAULT_BOX, countBars, entryDate, orderedEntries, strengthChart, tickStep } from './chronicle';
import { GAMES_SCENES } from '../../../tests/ui-fixtures/recorded/games';

const applied = GAMES_SCENES.find((s) => s.cmd === 'chronicle' && s.campaign === 1 && s.stage === 3 && 'campaign_id' in s.args)!
  .answer as Chronicle;

const entry = (text: string, at: number, played_on: string | null = null): ChronicleEntry => ({
  at, played_on, kind: 'outcome', character_id: null, game_id: null, text,
});

describe('the timeline', () => {
  it('is oldest first as given, or newest first, keeping the order of what happened at one moment reversed whole', () => {
    const es = [entry('a', 1), entry('b', 2), entry('c', 2)];
    expect(orderedEntries(es, false).map((e) => e.text)).toEqual(['a', 'b', 'c']);
    expect(orderedEntries(es, true).map((e) => e.text)).toEqual(['c', 'b', 'a']);
    expect(es.map((e) => e.text)).toEqual(['a', 'b', 'c']);
  });

  it('dates an entry by its game, else by when it was recorded', () => {
    expect(entryDate(entry('x', 0, '1881-10-26'))).toBe('1881-10-26');
    expect(entryDate(entry('x', 1_767_225_600))).toBe('2026-01-01');
    expect(applied.entries[0].kind).toBe('campaign');
  });
});

describe('count bars', () => {
  it('kills per character from the recorded chronicle: largest first, ties in roster order, nobody with none', () => {
    const kills = countBars(applied.characters, (s) => s.kills);
    expect(kills.map((b) => [b.label, b.value, b.width])).toEqual([['Wyatt Earp', 1, 100], ['Virgil Earp', 1, 100]]);
    const games = countBars(applied.characters, (s) => s.games, true);
    expect(games).toHaveLength(applied.characters.length);
    expect(games[games.length - 1]).toMatchObject({ label: 'Billy Claiborne', value: 0, width: 0 });
  });

  it('scales to the largest count', () => {
    const stats = [3, 1, 2].map((kills, i) => ({ character_id: i, name: `c${i}`, side_id: 1, games: 1, kills, wounds_dealt: 0, times_hurt: 0, status: 'available' as const }));
    expect(countBars(stats, (s) => s.kills).map((b) => [b.label, b.width])).toEqual([['c0', 100], ['c2', 66.7], ['c1', 33.3]]);
    expect(countBars([], (s) => s.kills)).toEqual([]);
  });
});

describe('the strength chart', () => {
  it('steps its grid in 1, 2, 5, 10…', () => {
    expect(tickStep(1)).toBe(1);
    expect(tickStep(5)).toBe(1);
    expect(tickStep(8)).toBe(2);
    expect(tickStep(23)).toBe(5);
    expect(tickStep(60)).toBe(20);
  });

  it('draws a line per side through the recorded games, from 0 at the bottom to the largest side', () => {
    const chart = strengthChart(applied.strength);
    const { left, right, top, bottom, width, height } = DEFAULT_BOX;
    expect(chart.series.map((s) => s.name)).toEqual(['The Earps', 'The Cowboys']);
    expect(chart.series.map((s) => s.points.map((p) => p.value))).toEqual([[5, 5], [5, 4]]);
    const cowboys = chart.series[1].points;
    expect(cowboys[0].x).toBe(left);
    expect(cowboys[1].x).toBe(width - right);
    expect(cowboys[0].y).toBe(top);
    const innerH = height - top - bottom;
    expect(cowboys[1].y).toBeCloseTo(top + innerH / 5, 1);
    expect(chart.series[1].path).toBe(`M${left},${top} L${width - right},${cowboys[1].y}`);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chart.ticks[0].y).toBe(height - bottom);
    expect(chart.columns.map((c) => c.label)).toEqual(['1881-09-08', '1881-10-26']);
  });

  it('puts a single game in the middle, and copes with no games and a side that appears later', () => {
    const one = strengthChart([{ game_id: 1, title: 'g', played_on: 'd', sides: [{ side_id: 1, name: 'A', alive: 0 }] }]);
    expect(one.series[0].points[0].x).toBe(DEFAULT_BOX.left + (DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right) / 2);
    expect(one.ticks.map((t) => t.value)).toEqual([0, 1]);
    expect(strengthChart([]).series).toEqual([]);
    const later = strengthChart([
      { game_id: 1, title: 'g1', played_on: 'd1', sides: [{ side_id: 1, name: 'A', alive: 3 }] },
      { game_id: 2, title: 'g2', played_on: 'd2', sides: [{ side_id: 1, name: 'A', alive: 3 }, { side_id: 2, name: 'B', alive: 2 }] },
    ]);
    expect(later.series[1].points).toHaveLength(1);
    expect(later.series[1].path.startsWith('M')).toBe(true);
  });
});
