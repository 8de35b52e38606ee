// A few QOTD tables for unit tests and the browser tests' fake backend, shaped as the backend's
// `list_tables` / `get_table` answer (src/rules/tables.rs): an action chart (Wanting to shoot), a
// grid (Effects of hits on characters) and a two-column list (DV adjustments).
import type { Cell } from '../bindings/Cell';
import type { LookupKey } from '../bindings/LookupKey';
import type { Table } from '../bindings/Table';
import type { TableInfo } from '../bindings/TableInfo';

const text = (t: string): Cell => ({ headline: null, text: t });
const said = (headline: string, t: string): Cell => ({ headline, text: t });

const ROLLS_DOWN = ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1'];

export const WANTING_TO_SHOOT: Table = {
  info: {
    id: 'qotd.wanting_to_shoot',
    title: 'Wanting to Shoot or Move and shoot',
    source: 'QOTD Reel 4, Wanting to shoot',
    family: 'qotd',
  },
  columns: [
    { key: 'roll', title: 'Dice roll' },
    { key: 'result', title: 'Result' },
  ],
  rows: [
    [text('1'), said("I'm not sure I can do this!", 'Lose confidence and will not shoot Instead falls back 4 paces facing the enemy or moves towards the nearest cover or if in cover ducks down')],
    [text('2–4'), said("Where's the target!", 'Hesitate and do not Shoot')],
    [text('5–9'), said('Shoot at the Enemy!', 'Take your shot. If attacked may choose to make closing shots or make a counter attack but not both If moved any shots are rated as Hasty')],
    [text('10'), said('Got Them!', "Make the perfect shot and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled. OR if attacked may choose to make a Hasty Shot and make a counter attack")],
  ].map((cells) => ({ cells })),
  keys: [
    {
      name: 'roll',
      title: 'Dice roll',
      axis: 'row',
      values: ROLLS_DOWN.map((v) => {
        const n = Number(v);
        return { value: v, index: n === 1 ? 0 : n <= 4 ? 1 : n <= 9 ? 2 : 3 };
      }),
      clamp: { min: 1, below: '1', max: 10, above: '10' },
    },
  ],
  notes: [],
};

const G = 'Graze';
const C = 'Courage Test';
const N = 'Near Miss';
const H1 = '1 Hit';
const H2 = '2 Hits';
const H3 = '3 Hits';
const EFFECTS = [
  [G, G, G, G, N, N, N, N],
  [C, C, C, C, G, G, N, N],
  [H1, C, C, C, C, C, G, N],
  [H1, H1, C, C, C, C, C, G],
  [H1, H1, H1, C, C, C, C, G],
  [H2, H2, H1, H1, C, C, C, C],
  [H2, H2, H2, H1, H1, C, C, C],
  [H2, H2, H2, H2, H1, H1, C, C],
  [H3, H3, H2, H2, H2, H2, H1, H1],
  [H3, H3, H3, H2, H2, H2, H2, H1],
];
const DVS = ['-3', '-2', '-1', '0', '1', '2', '3', '3+'];
const WHO = ['', '', '', 'Has no armour', 'Has minimal armour', 'Has armour', 'Has heavy armour', 'Is Firing through a loophole'];

const dvKey: LookupKey = {
  name: 'dv',
  title: 'Adjusted DV',
  axis: 'column',
  values: DVS.map((value, i) => ({ value, index: i + 1 })),
  clamp: { min: -3, below: '-3', max: 3, above: '3+' },
};

export const EFFECTS_OF_HITS: Table = {
  info: {
    id: 'qotd.effects_of_hits',
    title: 'Effects of hit table on characters',
    source: 'QOTD Reel 6, Effects of hit table on characters',
    family: 'qotd',
  },
  columns: [
    { key: 'roll', title: 'Dice roll' },
    ...DVS.map((dv, i) => ({
      key: `dv_${dv.replace('-', 'minus_').replace('+', '_plus')}`,
      title: `DV ${dv.replace('-', '−')}${WHO[i] ? `\n${WHO[i]}` : ''}`,
    })),
  ],
  rows: EFFECTS.map((row, r) => ({ cells: [text(ROLLS_DOWN[r]), ...row.map(text)] })),
  keys: [
    { name: 'roll', title: 'Dice roll', axis: 'row', values: ROLLS_DOWN.map((value, index) => ({ value, index })), clamp: null },
    dvKey,
  ],
  notes: ['An adjusted DV below −3 reads the DV−3 column; above 3, the DV 3+ column.'],
};

export const DV_ADJUSTMENTS: Table = {
  info: {
    id: 'qotd.dv_adjustments',
    title: 'Adjustments for shooting and fighting to DV',
    source: 'QOTD Reel 6, Adjustments for shooting and fighting to DV',
    family: 'qotd',
  },
  columns: [
    { key: 'adjustment', title: 'Adjustment' },
    { key: 'target', title: 'For the target/Defender' },
    { key: 'shooter', title: 'For the Shooter/attacker or weapon' },
  ],
  rows: [
    [text("Decrease the target's DV by 2"), text('Defenceless or helpless'), text('Shot by a Marksman\nHit by a deadly blow or by a bulls eye shot')],
    [text("Decrease the target's DV by 1"), text('Shot at point blank range (1 pace)\nMade an All Out Attack on their turn'), text('Hit by a High Impact weapon\nShot by an Expert with the weapon')],
    [text("Increase the target's DV by 1"), text('Shot while Moving quickly\nShot while in light cover\nWearing Armour'), text('Hit by a Light Impact weapon')],
    [text("Increase the target's DV by 2"), text('Shot while in dense or hard cover\nLying prone'), text('Shooting with the wrong hand')],
  ].map((cells) => ({ cells })),
  keys: [
    {
      name: 'adjustment',
      title: 'Adjustment',
      axis: 'row',
      values: ['-2', '-1', '+1', '+2'].map((value, index) => ({ value, index })),
      clamp: null,
    },
    {
      name: 'side',
      title: 'Side',
      axis: 'column',
      values: [
        { value: 'target', index: 1 },
        { value: 'shooter', index: 2 },
      ],
      clamp: null,
    },
  ],
  notes: [],
};

export const TABLES_FIXTURE: Table[] = [WANTING_TO_SHOOT, EFFECTS_OF_HITS, DV_ADJUSTMENTS];

export const TABLE_LIST_FIXTURE: TableInfo[] = [
  { id: 'qotd.wanting_to_move', title: 'Wanting to move', source: 'QOTD Reel 3, Wanting to move', family: 'qotd' },
  { id: 'qotd.courage_test', title: 'Courage test', source: 'QOTD Reel 3, Courage', family: 'qotd' },
  WANTING_TO_SHOOT.info,
  { id: 'qotd.hit_from_shooting', title: 'To see if a hit is scored from Shooting or Throwing', source: 'QOTD Reel 4, Shooting – trying to hit', family: 'qotd' },
  DV_ADJUSTMENTS.info,
  EFFECTS_OF_HITS.info,
  { id: 'qotd.hits_on_mounts', title: 'Effects of hits on mounts', source: 'QOTD Reel 6, Hits on mounts', family: 'qotd' },
];
