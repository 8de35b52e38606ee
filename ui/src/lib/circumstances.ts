// The Odds panel's circumstances form: one control per field of the backend's Circumstances
// (src/rules/qotd/test/circumstances.rs), grouped as a player thinks of them, and the request
// object built from it. Every field is optional and the backend's default is the plain case, so
// only what differs from it is sent: `{}` is a deliberate shot or a plain test in the open.
import type { AttackForm } from '../bindings/AttackForm';
import type { Catalog } from '../bindings/Catalog';
import type { CharacterType } from '../bindings/CharacterType';
import type { Circumstances } from '../bindings/Circumstances';
import type { Cover } from '../bindings/Cover';
import type { DefenceForm } from '../bindings/DefenceForm';
import type { Hidden } from '../bindings/Hidden';
import type { Joker } from '../bindings/Joker';
import type { RecoverySituation } from '../bindings/RecoverySituation';
import type { ShotType } from '../bindings/ShotType';
import type { TaskKind } from '../bindings/TaskKind';
import type { TestId } from '../bindings/TestId';

export type Option = { value: string; label: string };

type Base = {
  /** The Circumstances field. */
  name: keyof Circumstances & string;
  label: string;
  hint?: string;
};

export type FieldSpec =
  | (Base & { kind: 'check' })
  /** A pick list; the value '' is the backend's default and is not sent. */
  | (Base & { kind: 'select'; options: Option[]; defaultLabel: string })
  /** A whole number within [min, max]; empty is not sent. */
  | (Base & { kind: 'number'; min: number; max: number; placeholder?: string })
  /** Free text, trimmed; empty is not sent. */
  | (Base & { kind: 'text'; placeholder?: string })
  /** A weapon from the catalog, by id; '' (the character's own) is not sent. */
  | (Base & { kind: 'weapon'; defaultLabel: string });

export type GroupId = 'weapon' | 'shooting' | 'target' | 'fighting' | 'moving' | 'task' | 'locating' | 'healing' | 'leaders' | 'recovery' | 'entanglement' | 'luck';

export type FieldGroup = { id: GroupId; title: string; fields: FieldSpec[] };

/** The options of a pick list, each value checked against the backend's type (`ShotType`, …). */
const opts = <T extends string>(pairs: [T, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));
const TYPES = opts<CharacterType>([['hero', 'Hero'], ['main', 'Main Character'], ['supporting', 'Supporting Character'], ['minor', 'Minor Character']]);

/** Every circumstance, grouped. Wordings follow the rule text (QOTD Reels 3 to 6). */
export const FIELD_GROUPS: FieldGroup[] = [
  {
    id: 'weapon',
    title: 'The weapon',
    fields: [
      { name: 'weapon', kind: 'weapon', label: 'Weapon used', defaultLabel: 'Their own (the first they carry)' },
      {
        name: 'fire_mode',
        kind: 'select',
        label: 'Fires',
        defaultLabel: 'Its ordinary fire (the Le Mat: bullets)',
        options: [{ value: 'shotgun_barrel', label: "The Le Mat's shotgun barrel (1 shot as a sawn-off)" }],
      },
      {
        name: 'preloaded_cylinder',
        kind: 'check',
        label: 'A preloaded cylinder',
        hint: 'cap and ball: a normal reload, "misfires on a 3 and 2" (as the campaign reads it)',
      },
    ],
  },
  {
    id: 'shooting',
    title: 'The shot',
    fields: [
      {
        name: 'shot_type',
        kind: 'select',
        label: 'Shot',
        defaultLabel: 'Deliberate (hasty if moved or drawing)',
        options: opts<ShotType>([['aimed', 'Aimed (spent a turn aiming)'], ['deliberate', 'Deliberate'], ['snap', 'Snap shot'], ['hasty', 'Hasty'], ['fanning', 'Fanning']]),
      },
      { name: 'range_paces', kind: 'number', label: 'Range (paces)', min: 1, max: 255, placeholder: 'effective range' },
      { name: 'moved', kind: 'check', label: 'Moved this turn', hint: 'the shot is hasty: never aimed, snap or fanning' },
      { name: 'drawing', kind: 'check', label: 'Draws the weapon this turn' },
      { name: 'both_barrels', kind: 'check', label: 'Fires both barrels' },
      { name: 'wrong_hand', kind: 'check', label: 'Shoots with the wrong hand' },
      { name: 'perfect', kind: 'check', label: 'The roll before was a 10', hint: '"Got Them!": re-roll a miss' },
    ],
  },
  {
    id: 'target',
    title: 'The target',
    fields: [
      {
        name: 'cover',
        kind: 'select',
        label: 'Cover',
        defaultLabel: 'In the open',
        options: opts<Cover>([['light', 'Light cover (DV +1)'], ['hard', 'Dense or hard cover (DV +2)']]),
      },
      { name: 'prone', kind: 'check', label: 'Lying prone' },
      { name: 'moving_quickly', kind: 'check', label: 'Moving quickly' },
      { name: 'evading', kind: 'check', label: 'Evading' },
      { name: 'defenceless', kind: 'check', label: 'Defenceless or helpless' },
      { name: 'flustered', kind: 'check', label: 'Flustered! responding to the attack', hint: 'rolled 2–4: DV −1' },
      { name: 'target_reduced', kind: 'check', label: 'Plays with reduced dice', hint: 'rolls them for each hit' },
      {
        name: 'target_one_card_less',
        kind: 'check',
        label: 'Plays with one card less',
        hint: 'as after "I\'m Tired out!"; losing the rest makes a casualty',
      },
      { name: 'target_cards', kind: 'number', label: 'Cards left', min: 1, max: 4, placeholder: 'all they play with' },
      { name: 'target_cut', kind: 'check', label: 'Will call "Cut!" on a wound', hint: 'Heroes and Main Characters' },
      { name: 'target_lucky', kind: 'check', label: "Will spend a Lucky re-roll on a wound" },
    ],
  },
  {
    id: 'fighting',
    title: 'The fight',
    fields: [
      {
        name: 'attack',
        kind: 'select',
        label: 'Form of attack',
        defaultLabel: 'Standard attack',
        options: opts<AttackForm>([['mighty_blow', 'Mighty Blow'], ['all_out', 'All Out Attack']]),
      },
      {
        name: 'defence',
        kind: 'select',
        label: "Defender's defence",
        defaultLabel: 'Basic defence',
        options: opts<DefenceForm>([['evade', 'Evade'], ['block', 'Block'], ['hasty_shot', 'Hasty shot']]),
      },
      { name: 'outnumbered', kind: 'check', label: 'Outnumbered', hint: 'more opponents than cards' },
      { name: 'hasty_attack', kind: 'check', label: 'A hasty attack' },
      { name: 'charging', kind: 'check', label: 'Charging in or following up' },
      { name: 'mounted', kind: 'check', label: 'Mounted' },
      { name: 'mount_over_4_paces', kind: 'check', label: 'The mount moves over 4 paces', hint: 'any hits count as high impact' },
      { name: 'later_round', kind: 'check', label: 'A later round of the fight', hint: 'the Rash and Fanatics go All Out in the first' },
      { name: 'longer_reach', kind: 'check', label: 'Weapon out-reaches the defender' },
      { name: 'back_foot', kind: 'check', label: 'On the Back Foot' },
      { name: 'behind_defences', kind: 'check', label: 'Defender behind defences' },
      { name: 'made_all_out_attack', kind: 'check', label: 'Defender made an All Out Attack' },
      { name: 'shield', kind: 'check', label: 'Defender uses a shield' },
    ],
  },
  {
    id: 'moving',
    title: 'Moving',
    fields: [
      { name: 'second_move_this_phase', kind: 'check', label: 'A second move this phase' },
      { name: 'towards_enemy', kind: 'check', label: 'Towards the enemy' },
      { name: 'in_bad_going', kind: 'check', label: 'In bad going, faster than slowly' },
    ],
  },
  {
    id: 'task',
    title: 'The task',
    fields: [
      {
        name: 'task',
        kind: 'select',
        label: 'Task',
        defaultLabel: 'General',
        options: opts<TaskKind>([['athletic', 'Climbing, jumping, squeezing through'], ['strength', 'Needs strength']]),
      },
      { name: 'skill', kind: 'text', label: 'Skill used', placeholder: 'e.g. Tracking' },
      { name: 'own_field', kind: 'check', label: "In an Academic's own field" },
      { name: 'difficult', kind: 'check', label: 'Difficult (adverse circumstances)' },
      { name: 'with_aid', kind: 'check', label: 'With a tool, weapon or help' },
      { name: 'restrained_by_several', kind: 'check', label: 'Restrained by two or more' },
    ],
  },
  {
    id: 'locating',
    title: 'Locating the enemy',
    fields: [
      {
        name: 'hidden',
        kind: 'select',
        label: 'The enemy or trap',
        defaultLabel: 'Moving in cover, or a trap within 6 paces',
        options: opts<Hidden>([['static_in_cover', 'Static in cover'], ['stealthy', 'Stealthy'], ['trap_far_off', 'A trap 6 to 12 paces away']]),
      },
    ],
  },
  {
    id: 'healing',
    title: 'The patient',
    fields: [
      { name: 'patient_frail', kind: 'check', label: 'The patient is Frail' },
      { name: 'patient_tough', kind: 'check', label: 'The patient is Tough' },
    ],
  },
  {
    id: 'leaders',
    title: 'Leaders',
    fields: [
      { name: 'natural_leader_near', kind: 'select', label: 'A Natural Leader within 10 paces', defaultLabel: 'None', options: TYPES },
      { name: 'dominant_leader_near', kind: 'check', label: 'A Dominant leader within 10 paces' },
    ],
  },
  {
    id: 'recovery',
    title: 'After the adventure',
    fields: [
      {
        name: 'recovery',
        kind: 'select',
        label: 'Situation',
        defaultLabel: 'Ended with cards to activate',
        options: opts<RecoverySituation>([['no_cards', 'Injured, with no cards to activate'], ['hes_going', '"He\'s Going!" (second roll)']]),
      },
    ],
  },
  {
    id: 'entanglement',
    title: 'Entanglement',
    fields: [{ name: 'tentacles', kind: 'number', label: 'Tentacles', min: 0, max: 4, placeholder: '0' }],
  },
  {
    id: 'luck',
    title: 'Luck and jokers',
    fields: [
      {
        name: 'joker',
        kind: 'select',
        label: 'Joker turned',
        defaultLabel: 'None',
        options: opts<Joker>([['black', 'Black Joker (counts as a 1)'], ['red', 'Red Joker (counts as a 10)']]),
      },
      { name: 'cut', kind: 'check', label: 'Will call "Cut!" on a failure', hint: 'Heroes and Main Characters' },
      { name: 'lucky', kind: 'check', label: "Will spend one of Lucky's re-rolls" },
      { name: 'reduced', kind: 'check', label: 'Plays with reduced dice', hint: 'as after "I\'m Exhausted!"; a roster character\'s last aftermath says so itself' },
    ],
  },
];

export const ALL_FIELDS: FieldSpec[] = FIELD_GROUPS.flatMap((g) => g.fields);

/**
 * The fields a test reads (`TestInfo.fields`, `ChainInfo.fields` from the backend), grouped: the
 * groups that matter most to it first, the others folded away. A field the test does not read is
 * not shown at all: the backend refuses it (issue 10, item 25). `null` (not known yet): nothing.
 */
export function groupsFor(test: TestId | 'shot' | 'fight' | '', allowed: string[] | null): { main: FieldGroup[]; more: FieldGroup[] } {
  const wanted = new Set<GroupId>([...relevant(test), 'luck']);
  const read = new Set(allowed ?? []);
  const groups = FIELD_GROUPS.map((g) => ({ ...g, fields: g.fields.filter((f) => read.has(f.name)) })).filter((g) => g.fields.length > 0);
  return {
    main: groups.filter((g) => wanted.has(g.id)),
    more: groups.filter((g) => !wanted.has(g.id)),
  };
}

function relevant(test: TestId | 'shot' | 'fight' | ''): GroupId[] {
  switch (test) {
    case 'wanting_to_shoot':
    case 'hit_from_shooting':
    case 'drawing_and_shooting':
    case 'reload_or_restring':
      return ['weapon', 'shooting', 'target'];
    case 'shot':
      return ['weapon', 'shooting', 'target'];
    case 'wanting_to_attack':
    case 'hit_from_an_attack':
    case 'fight':
      return ['weapon', 'fighting', 'target', 'moving'];
    case 'breaking_off':
      return ['fighting', 'moving'];
    case 'wanting_to_move':
    case 'wanting_to_evade':
    case 'wanting_to_move_in_forest_or_jungle':
    case 'wanting_to_move_in_deep_snow_or_sand':
    case 'wanting_to_move_through_a_swamp':
    case 'wanting_to_move_through_ruins':
      return ['moving', 'leaders'];
    case 'wanting_to_complete_a_task':
      return ['task', 'weapon'];
    case 'escape':
      return ['task'];
    case 'locating_the_enemy':
      return ['locating'];
    case 'courage_test':
    case 'responding_to_an_opportunity':
      return ['leaders'];
    case 'healing':
      return ['healing'];
    case 'entanglement':
      return ['entanglement'];
    case 'post_action_recovery':
      return ['recovery'];
    default:
      return [];
  }
}

/** What the form holds: a checkbox's state, or the text of a pick list or box ('' for unsaid). */
export type FormState = Record<string, boolean | string>;

export function blankForm(): FormState {
  return Object.fromEntries(ALL_FIELDS.map((f) => [f.name, f.kind === 'check' ? false : '']));
}

/** A circumstance the form cannot send as it is, shown next to its field. */
export type FormProblem = { field: string; message: string };

/**
 * The circumstances to send: only what differs from the backend's defaults (ticked boxes, chosen
 * options, whole numbers in range, non-empty text). A number that is not one is left out and
 * reported as a problem of its field rather than sent.
 */
export function toCircumstances(
  form: FormState,
  allowed: string[] | null = null,
): { circumstances: Partial<Circumstances>; problems: FormProblem[] } {
  const out: Record<string, unknown> = {};
  const problems: FormProblem[] = [];
  for (const f of ALL_FIELDS) {
    // A field the test does not read stays in the form (for a test that does) but is not sent.
    if (allowed !== null && !allowed.includes(f.name)) continue;
    const v = form[f.name];
    if (f.kind === 'check') {
      if (v === true) out[f.name] = true;
      continue;
    }
    const typed = typeof v === 'string' ? v.trim() : '';
    if (typed === '') continue;
    if (f.kind === 'number') {
      const n = Number(typed);
      if (!/^\d+$/.test(typed) || n < f.min || n > f.max) {
        problems.push({ field: f.name, message: `${f.label}: a whole number from ${f.min} to ${f.max}` });
      } else if (!(f.min === 0 && n === 0)) {
        out[f.name] = n;
      }
      continue;
    }
    out[f.name] = typed;
  }
  return { circumstances: out as Partial<Circumstances>, problems };
}

/** The circumstances a form says, as a short line: "aimed, light cover, 20 paces". */
export function circumstancesLine(c: Partial<Circumstances>, catalog: Catalog | null = null): string {
  const parts: string[] = [];
  for (const f of ALL_FIELDS) {
    const v = (c as Record<string, unknown>)[f.name];
    if (v === undefined || v === null || v === false) continue;
    if (f.kind === 'check') parts.push(f.label.toLowerCase());
    else if (f.kind === 'select') parts.push(f.options.find((o) => o.value === v)?.label ?? String(v));
    else if (f.kind === 'weapon') {
      const id = String(v);
      parts.push([...(catalog?.missile_weapons ?? []), ...(catalog?.melee_weapons ?? [])].find((w) => w.id === id)?.name ?? id);
    } else if (f.name === 'range_paces') parts.push(`${v} paces`);
    else parts.push(`${f.label.toLowerCase()} ${v}`);
  }
  return parts.length === 0 ? 'nothing special' : parts.join(', ');
}

// ---- Where a backend error is shown -------------------------------------------------------------

/**
 * The field a rejection of `test_odds`, `shot_odds` or `roll_test` is about: the field its message
 * starts with ("range_paces: 80 paces is beyond …", "traits[1]: …"), else the one its code is
 * about (the backend's TestError and sheet errors). `null`: shown above the form.
 */
export function errorField(code: string, message: string): string | null {
  const m = /^([a-z_]+)(?:\[\d+\])?: /.exec(message);
  return m ? m[1] : (ERROR_FIELDS[code] ?? null);
}

const ERROR_FIELDS: Record<string, string> = {
  unknown_weapon: 'weapon',
  not_a_missile_weapon: 'weapon',
  not_a_melee_weapon: 'weapon',
  no_missile_weapon: 'weapon',
  out_of_range: 'range_paces',
  shot_not_possible: 'shot_type',
  no_second_barrel: 'both_barrels',
  cannot_draw_and_fire: 'drawing',
  cut_not_allowed: 'cut',
  not_lucky: 'lucky',
  unknown_fire_mode: 'fire_mode',
  no_preloaded_cylinder: 'preloaded_cylinder',
  must_attack_all_out: 'attack',
  bad_target_cards: 'target_cards',
  no_card_to_spare: 'target_one_card_less',
  not_mounted: 'mount_over_4_paces',
  cannot_hold: 'test',
  not_a_healer: 'test',
  unknown_test: 'test',
  character_not_found: 'character',
  unknown_type: 'type',
  unknown_personality: 'personality',
  unknown_trait: 'traits',
  missing_param: 'traits',
  too_many_traits: 'traits',
};

const OTHER_FIELDS: Record<string, string> = {
  test: 'the test',
  character: 'the character',
  name: 'the name',
  type: 'the type',
  personality: 'the personality',
  traits: 'the skills and traits',
  weapons: 'the weapon',
  armour: 'the armour',
};

/** A field as a sentence names it: "the range (paces)", "the skills and traits". */
export function fieldName(name: string): string {
  const spec = ALL_FIELDS.find((f) => f.name === name);
  if (spec) return `“${spec.label}”`;
  return OTHER_FIELDS[name] ?? name;
}

/**
 * The message as shown next to its own field: without the "field: " it starts with, and another
 * field it names in brackets ("after moving (moved)") by the form's label ("(“Moved this turn”)").
 */
export function errorText(message: string, field: string | null): string {
  const own = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return own.replace(/\(([a-z_]+)\)/g, (whole, name: string) => {
    const spec = ALL_FIELDS.find((f) => f.name === name);
    return spec ? `(“${spec.label}”)` : whole;
  });
}
