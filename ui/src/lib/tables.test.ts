import { describe, expect, it } from 'vitest';
import {
  cellLines,
  chartBands,
  groupTables,
  isPicked,
  lookupPairs,
  matchCell,
  normaliseValue,
  pickedBand,
  searchTables,
  sideBySide,
  isHouseTable,
  sourceGroup,
  tableFamilies,
  valueOption,
} from './tables';
import { DV_ADJUSTMENTS, EFFECTS_OF_HITS, TABLE_LIST_FIXTURE, WANTING_TO_SHOOT } from '../../../tests/ui-fixtures/recorded/tables';
import { FATE_HOUSE_GRID, FATE_TABLE_LIST_FIXTURE } from '../../../tests/ui-fixtures/recorded/fate-tables';

const ids = (tables: { id: string }[]) => tables.map((t) => t.id);

describe('searchTables', () => {
  it('finds by title, id or source, in any case', () => {
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'effects'))).toEqual(['qotd.effects_of_hits', 'qotd.hit_outcomes', 'qotd.animal_damage_outcomes']);
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'EFFECTS_OF'))).toEqual(['qotd.effects_of_hits']);
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'reel 5'))).toEqual(['qotd.wanting_to_attack', 'qotd.breaking_off', 'qotd.hit_from_an_attack', 'qotd.forms_of_attack']);
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'Courage'))).toEqual(['qotd.courage_test']);
  });

  it('needs every word, and reads dashes and id punctuation loosely', () => {
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'shoot hit'))).toEqual(['qotd.hit_from_shooting']);
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'shooting - trying'))).toEqual(['qotd.hit_from_shooting']);
    // "Wanting to Shoot or Move and shoot" has every word too.
    expect(searchTables(TABLE_LIST_FIXTURE, 'wanting to move').map((t) => t.id)).toContain('qotd.wanting_to_shoot');
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'wanting_to_move_through'))).toEqual(['qotd.wanting_to_move_through_a_swamp', 'qotd.wanting_to_move_through_ruins']);
    expect(ids(searchTables(TABLE_LIST_FIXTURE, 'ARMOUR – AND'))).toEqual(['qotd.armour']);
    expect(searchTables(TABLE_LIST_FIXTURE, 'banjo')).toEqual([]);
  });

  it('keeps every table for an empty query', () => {
    expect(searchTables(TABLE_LIST_FIXTURE, '  ')).toEqual(TABLE_LIST_FIXTURE);
  });
});

describe('groupTables', () => {
  it('groups by the part of the rule text, in the book order', () => {
    expect(sourceGroup('QOTD Reel 6, Effects of hit table on characters')).toBe('QOTD Reel 6');
    expect(sourceGroup('QOTD Props')).toBe('QOTD Props');
    expect(sourceGroup('Playsheet, Nerve')).toBe('Playsheet');
    expect(sourceGroup('Playsheet and Ansell 1996, where they disagree')).toBe('Playsheet and Ansell 1996');
    expect(sourceGroup('Ansell 1996; Playsheet')).toBe('Ansell 1996');
    expect(sourceGroup('Posse house table (the 1996 chits were not in the scan); locations')).toBe('Posse house tables');
    const groups = groupTables(TABLE_LIST_FIXTURE);
    expect(groups.map((g) => [g.label, g.tables.length])).toEqual([
      ['QOTD Reel 2', 3],
      ['QOTD Props', 2],
      ['QOTD Reel 3', 15],
      ['QOTD Reel 4', 9],
      ['QOTD Reel 5', 4],
      ['QOTD Reel 6', 14],
      ['QOTD Reel 7', 4],
    ]);
    expect(groups.reduce((n, g) => n + g.tables.length, 0)).toBe(TABLE_LIST_FIXTURE.length);
    expect(groupTables(searchTables(TABLE_LIST_FIXTURE, 'effects')).map((g) => g.label)).toEqual(['QOTD Reel 6', 'QOTD Reel 7']);
    expect(groups.every((g) => g.family === 'qotd')).toBe(true);
  });
});

describe('chartBands', () => {
  it('reads an action chart as its four results', () => {
    const bands = chartBands(WANTING_TO_SHOOT)!;
    expect(bands.map((b) => b.band)).toEqual(['1', '2–4', '5–9', '10']);
    expect(bands.map((b) => b.cell.headline)).toEqual(["I'm not sure I can do this!", "Where's the target!", 'Shoot at the Enemy!', 'Got Them!']);
  });

  it('reads a chart laid out as one row under band columns', () => {
    const across = {
      ...WANTING_TO_SHOOT,
      columns: [{ key: 'test', title: 'Reason for test' }, ...['1', '2-4', '5-9', '10'].map((t) => ({ key: t, title: t }))],
      rows: [{ cells: [{ headline: null, text: 'Wanting to shoot' }, ...WANTING_TO_SHOOT.rows.map((r) => r.cells[1])] }],
    };
    const bands = chartBands(across)!;
    expect(bands.map((b) => [b.band, b.row, b.column])).toEqual([['1', 0, 1], ['2–4', 0, 2], ['5–9', 0, 3], ['10', 0, 4]]);
    expect(bands[3].cell.headline).toBe('Got Them!');
  });

  it('is null for grids and lists', () => {
    expect(chartBands(EFFECTS_OF_HITS)).toBeNull();
    expect(chartBands(DV_ADJUSTMENTS)).toBeNull();
  });
});

describe('cellLines', () => {
  it('splits paragraphs and drops blank lines', () => {
    expect(cellLines('Fails to hit opponent\n If a Flint lock it misfires\n\n')).toEqual(['Fails to hit opponent', 'If a Flint lock it misfires']);
  });
});

describe('matchCell', () => {
  it('finds the cell where a row key and a column key meet', () => {
    const m = matchCell(EFFECTS_OF_HITS, { dv: '0', roll: '5' });
    expect(m).toMatchObject({ row: 5, column: 4, complete: true, missing: [], bad: [] });
    expect(EFFECTS_OF_HITS.rows[m.row!].cells[m.column!].text).toBe('1 Hit');
    expect(isPicked(m, 5, 4)).toBe(true);
    expect(isPicked(m, 5, 3)).toBe(false);
    expect(isPicked(m, 4, 4)).toBe(false);
  });

  it('reads numbers beyond a key as its first or last value, as the backend does', () => {
    const low = matchCell(EFFECTS_OF_HITS, { dv: '−5', roll: '1' });
    expect(low.readAs).toEqual({ dv: '-3', roll: '1' });
    expect(EFFECTS_OF_HITS.rows[low.row!].cells[low.column!].text).toBe('3 Hits');
    const high = matchCell(EFFECTS_OF_HITS, { dv: '7', roll: '2' });
    expect(high.readAs.dv).toBe('3+');
    expect(EFFECTS_OF_HITS.rows[high.row!].cells[high.column!].text).toBe('1 Hit');
  });

  it('points at a whole row or column while a key is missing, and names bad values', () => {
    const row = matchCell(EFFECTS_OF_HITS, { roll: '10' });
    expect(row).toMatchObject({ row: 0, column: null, missing: ['dv'], complete: false });
    expect(isPicked(row, 0, 0)).toBe(false);
    expect(isPicked(row, 0, 3)).toBe(true);
    const bad = matchCell(EFFECTS_OF_HITS, { roll: '11', dv: '1' });
    expect(bad).toMatchObject({ row: null, column: 5, bad: ['roll'], complete: false });
    expect(isPicked(bad, 9, 5)).toBe(true);
    expect(isPicked(matchCell(EFFECTS_OF_HITS, {}), 0, 1)).toBe(false);
  });

  it('picks a band of an action chart by its roll', () => {
    expect(pickedBand(WANTING_TO_SHOOT, matchCell(WANTING_TO_SHOOT, { roll: '7' }))).toBe('5–9');
    expect(pickedBand(WANTING_TO_SHOOT, matchCell(WANTING_TO_SHOOT, { roll: '1' }))).toBe('1');
    expect(pickedBand(WANTING_TO_SHOOT, matchCell(WANTING_TO_SHOOT, { roll: '10' }))).toBe('10');
    expect(pickedBand(WANTING_TO_SHOOT, matchCell(WANTING_TO_SHOOT, { roll: '12' }))).toBeNull();
    expect(pickedBand(WANTING_TO_SHOOT, matchCell(WANTING_TO_SHOOT, {}))).toBeNull();
    expect(pickedBand(EFFECTS_OF_HITS, matchCell(EFFECTS_OF_HITS, { roll: '1', dv: '0' }))).toBeNull();
  });

  it('reads words leniently', () => {
    expect(normaliseValue(' Bowie-Knife ')).toBe('bowie_knife');
    expect(normaliseValue('−3')).toBe('-3');
    expect(normaliseValue('3+')).toBe('3+');
    expect(normaliseValue('Healer/Saw Bones')).toBe('healer_saw_bones');
    expect(matchCell(DV_ADJUSTMENTS, { condition: 'Light-Cover' })).toMatchObject({ row: 4, column: null, complete: true });
  });
});

describe('sideBySide', () => {
  it('lays an adjustments list out as the book: a line per adjustment, a column per side', () => {
    const laid = sideBySide(DV_ADJUSTMENTS)!;
    expect(laid.sides).toEqual(['For the target/Defender', 'For the Shooter/attacker or weapon']);
    expect(laid.lines.map((l) => l.label)).toEqual([
      "Decrease the target's DV by 2",
      "Decrease the target's DV by 1",
      "Increase the target's DV by 1",
      "Increase the target's DV by 2",
    ]);
    expect(laid.lines[0].cells[0]).toEqual([{ row: 0, text: 'Defenceless or helpless' }]);
    expect(laid.lines[0].cells[1].map((i) => i.row)).toEqual([13, 14, 15, 16]);
    expect(laid.lines[0].cells[1][0]).toEqual({ row: 13, text: 'Shot by a Marksman' });
    // Every circumstance is shown once.
    const rows = laid.lines.flatMap((l) => l.cells.flat().map((i) => i.row)).sort((a, b) => a - b);
    expect(rows).toEqual(DV_ADJUSTMENTS.rows.map((_, i) => i));
  });

  it('is null for other tables', () => {
    expect(sideBySide(EFFECTS_OF_HITS)).toBeNull();
    expect(sideBySide(WANTING_TO_SHOOT)).toBeNull();
  });
});

describe('lookupPairs and valueOption', () => {
  it('send the chosen keys in the table order', () => {
    expect(lookupPairs(EFFECTS_OF_HITS, { roll: ' 5 ', dv: '0' })).toEqual([['dv', '0'], ['roll', '5']]);
    expect(lookupPairs(EFFECTS_OF_HITS, { dv: '', roll: '5' })).toEqual([['roll', '5']]);
  });

  it('show numbers as printed and other values by their row or column', () => {
    const [dv, roll] = EFFECTS_OF_HITS.keys;
    expect(valueOption(EFFECTS_OF_HITS, dv, dv.values[0])).toBe('−3');
    expect(valueOption(EFFECTS_OF_HITS, dv, dv.values[7])).toBe('3+');
    expect(valueOption(EFFECTS_OF_HITS, roll, roll.values[9])).toBe('10');
    const condition = DV_ADJUSTMENTS.keys[0];
    expect(valueOption(DV_ADJUSTMENTS, condition, condition.values[0])).toBe('Defenceless or helpless');
    expect(valueOption(DV_ADJUSTMENTS, condition, condition.values[4])).toBe('Shot while in light cover');
  });
});

describe('fate tables', () => {
  it('tell a house table from the rule text\'s, and list the families', () => {
    const grid = FATE_TABLE_LIST_FIXTURE.find((t) => t.id === 'fate.hit_location_house_grid')!;
    expect(isHouseTable(grid)).toBe(true);
    expect(isHouseTable(FATE_TABLE_LIST_FIXTURE.find((t) => t.id === 'fate.firing_chart')!)).toBe(false);
    expect(FATE_TABLE_LIST_FIXTURE.filter(isHouseTable).map((t) => t.id)).toEqual([
      'fate.fighting_dice_house_table',
      'fate.fighting_results_house_table',
      'fate.hit_location_house_grid',
    ]);
    // The TRWNN chart is a fan reconstruction of a printed playsheet, not a house table.
    expect(isHouseTable(FATE_TABLE_LIST_FIXTURE.find((t) => t.id === 'fate.hit_location_trwnn_2003')!)).toBe(false);
    expect(tableFamilies([...TABLE_LIST_FIXTURE, ...FATE_TABLE_LIST_FIXTURE])).toEqual(['qotd', 'fate']);
    expect(FATE_HOUSE_GRID.rows).toHaveLength(6);
    expect(FATE_HOUSE_GRID.columns).toHaveLength(7);
  });
});
