import { describe, expect, it } from 'vitest';
import type { Chronicle } from '../bindings/Chronicle';
import type { ChronicleEntry } from '../bindings/ChronicleEntry';
import { DEFAULT_BOX, SPREAD, countBars, entryDate, foldedLine, orderedEntries, storyGroups, strengthChart, tickStep } from './chronicle';
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

  it('dates an entry by its game, else by when it was recorded, in the locale', () => {
    expect(entryDate(entry('x', 0, '1881-10-26'), 'en-GB')).toBe('26 Oct 1881');
    expect(entryDate(entry('x', 1_767_225_600), 'en-US', 'UTC')).toBe('Jan 1, 2026');
    expect(applied.entries[0].kind).toBe('campaign');
  });

  it('groups the story by game, and what happened between games apart (issue 15, item 9)', () => {
    const groups = storyGroups(applied.entries, 'en-GB');
    expect(groups.map((g) => [g.title, g.gameId])).toEqual([
      ['On the rosters', null],
      ['Ambush on the Contention Road', 1],
      ['The Gunfight at the O.K. Corral', 2],
    ]);
    expect(groups[1].date).toBe('8 Sept 1881');
    const ok = groups[2].items.map((i) => ('folded' in i ? 'folded' : i.text));
    expect(ok[0]).toBe('"The Gunfight at the O.K. Corral" is played (6 taking part)');
    expect(ok).toContain('Dusty: Must miss the next adventure. A brush with death.');
  });

  it('folds a run of undos and redos into one line that names the first', () => {
    const at = (kind: 'undo' | 'redo' | 'joined', text: string, t: number) => ({ ...entry(text, t), kind });
    const groups = storyGroups([at('joined', 'Added Dusty to The Earps', 1), at('undo', 'Added Dusty to The Earps', 2),
      at('redo', 'Added Dusty to The Earps', 3), at('undo', 'Added Dusty to The Earps', 4), at('joined', 'Added Ike', 5)]);
    expect(groups).toHaveLength(1);
    const items = groups[0].items;
    expect(items.map((i) => ('folded' in i ? `folded ${i.folded.length}` : i.text))).toEqual(['Added Dusty to The Earps', 'folded 3', 'Added Ike']);
    expect(foldedLine(items[1] as { folded: ChronicleEntry[] })).toBe('Undone: Added Dusty to The Earps (and 2 more undone or redone)');
    // The log's own verb is not said twice.
    const logged = storyGroups([at('undo', 'Undid: Added Dusty to The Earps', 1)]);
    expect(foldedLine(logged[0].items[0] as { folded: ChronicleEntry[] })).toBe('Undone: Added Dusty to The Earps');
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
    const stats = [3, 1, 2].map((kills, i) => ({ character_id: i, name: `c${i}`, side_id: 1, games: 1, kills, wounds_dealt: 0, times_hurt: 0, status: 'available' as const, cards_lost: 0, reduced_dice: false }));
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

  it('draws a line per side from the campaign’s start through the recorded games, from 0 at the bottom to the largest side', () => {
    const chart = strengthChart(applied.strength, DEFAULT_BOX, 'en-GB');
    const { left, right, top, bottom, width, height } = DEFAULT_BOX;
    expect(chart.series.map((s) => s.name)).toEqual(['The Earps', 'The Cowboys']);
    // Every line starts at the start: the rosters before the first game (issue 15, item 9).
    expect(chart.series.map((s) => s.points.map((p) => p.value))).toEqual([[5, 5, 5], [6, 5, 4]]);
    expect(chart.columns.map((c) => c.label)).toEqual(['Start', '8 Sept 1881', '26 Oct 1881']);
    const cowboys = chart.series[1].points;
    expect(cowboys[0].x).toBe(left);
    expect(cowboys[2].x).toBe(width - right);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6]);
    expect(chart.ticks[0].y).toBe(height - bottom);
    const innerH = height - top - bottom;
    // Drawn half a SPREAD either side of the value, so that equal counts show as two lines.
    expect(cowboys[0].y).toBeCloseTo(top + SPREAD / 2, 1);
    const earps = chart.series[0].points;
    expect(cowboys[1].y - earps[1].y).toBeCloseTo(SPREAD, 1);
    expect(earps[1].y).toBeCloseTo(top + innerH / 6 - SPREAD / 2, 1);
    expect(chart.series[1].path.startsWith(`M${left},${cowboys[0].y} L`)).toBe(true);
    expect(cowboys[0].label).toBe('The Cowboys at the start: 6 alive');
  });

  it('puts a single game in the middle, and copes with no games and a side that appears later', () => {
    const one = strengthChart([{ game_id: 1, title: 'g', played_on: '1881-01-02', sides: [{ side_id: 1, name: 'A', alive: 0 }] }]);
    expect(one.series[0].points[0].x).toBe(DEFAULT_BOX.left + (DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right) / 2);
    expect(one.ticks.map((t) => t.value)).toEqual([0, 1]);
    expect(strengthChart([]).series).toEqual([]);
    const later = strengthChart([
      { game_id: 1, title: 'g1', played_on: '1881-01-02', sides: [{ side_id: 1, name: 'A', alive: 3 }] },
      { game_id: 2, title: 'g2', played_on: '1881-01-03', sides: [{ side_id: 1, name: 'A', alive: 3 }, { side_id: 2, name: 'B', alive: 2 }] },
    ]);
    expect(later.series[1].points).toHaveLength(1);
    expect(later.series[1].path.startsWith('M')).toBe(true);
  });
});
