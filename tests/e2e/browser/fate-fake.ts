// The fate family's side of the fake backend: sheets checked as src/rules/fate/sheet.rs and
// character.rs check them (same fields, codes and messages for the cases checked here), the
// figures of src/campaign/sheet.rs (FateDerived), a fate deck as src/rules/fate/deck.rs makes one,
// and odds worked out exactly here in the same shapes as src/rules/fate/odds.rs (a simplified
// dice count: these are the UI's tests, not the rules').
import type { SheetIssue } from '../../../ui/src/bindings/SheetIssue';
import type {
  FateCharacterSheet,
  FateDeck,
  FateDerived,
  FateOptions,
  FateSheetCheck,
} from '../../../ui/src/lib/fate';
import { FATE_CATALOG_FIXTURE as catalog } from '../../ui-fixtures/recorded/fate-catalog';
import type { FateChance, FateFireComparison, FateReason, FateShotOdds } from '../../../ui/src/lib/fateOdds';

const skillName = (id: string) => catalog.skills.find((s) => s.id === id)?.name ?? id;
const label = (name: string, level: number) => (level <= 1 ? name : level === 2 ? `Very ${name}` : `Very, Very ${name}`);

// Skills that cannot be taken together (src/rules/fate/skills.rs, Clash::Excluded).
const EXCLUDED: [string, string, string][] = [
  ['white_knight', 'evil', 'A White Knight may not back-shoot or shoot the helpless; Evil profits from exactly that. Roll or draw again.'],
  ['nerves_of_steel', 'nervous', 'Nerves of steel and Nervous describe opposite men. Roll or draw again.'],
];
const FEAR_CLASH = 'A man who fears no-one cannot be Yellow, who fears anyone who grazes or wounds him. Roll or draw again.';

function ownLevels(sheet: FateCharacterSheet): Map<string, number> {
  const levels = new Map<string, number>();
  for (const s of sheet.skills) levels.set(s.id, (levels.get(s.id) ?? 0) + (s.level ?? 1));
  return levels;
}

export function checkFateSheet(sheet: FateCharacterSheet, options: FateOptions): FateSheetCheck {
  const issues: SheetIssue[] = [];
  const push = (field: string, code: string, message: string) => issues.push({ field, code, message: `${field}: ${message}` });
  if (sheet.name.trim() === '') push('name', 'empty_name', 'a character needs a name');
  const klass = catalog.classes.find((c) => c.id === sheet.class);
  if (!klass) {
    push('class', 'unknown_class', `"${sheet.class}" is not a class (citizen, gunman, shootist, legend, young_blood, warrior or mighty_warrior)`);
  } else if (klass.indian && options.indian_classes === 'ansell1996') {
    push('class', 'indian_classes_off', `${klass.name} is an Indian class, and this campaign plays without them (option indian_classes)`);
  }
  const max = options.treble_skills === true ? 3 : 2;
  const seen: { id: string; index: number }[] = [];
  sheet.skills.forEach((pick, index) => {
    const skill = catalog.skills.find((s) => s.id === pick.id);
    if (!skill) return push(`skills[${index}]`, 'unknown_skill', `"${pick.id}" is not a skill`);
    const level = pick.level ?? 1;
    if (level > 1 && !skill.double) {
      push(`skills[${index}]`, 'not_a_double_skill', `${skill.name} is not a double skill (no * in the rules), so it cannot be taken twice`);
    } else if (level > max) {
      push(`skills[${index}]`, 'skill_level_too_high', `${skill.name} would be level ${level}; at most ${max} in this campaign${max === 2 ? ' (treble skills are off)' : ''}`);
    }
    for (const other of seen) {
      const gives = (id: string) => [id, ...(catalog.skills.find((s) => s.id === id)?.implies ?? [])];
      for (const a of gives(pick.id)) {
        for (const b of gives(other.id)) {
          const rule = EXCLUDED.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
          const fearless = (id: string) => catalog.skills.find((s) => s.id === id)?.fears_no_one ?? false;
          const fear = (a === 'yellow' && fearless(b)) || (b === 'yellow' && fearless(a));
          if (rule || fear) {
            const viaGift = a !== pick.id ? `, which gives ${skillName(a)},` : '';
            push(`skills[${index}]`, 'contradictory_skills', `${skill.name}${viaGift} contradicts ${skillName(b)}; ${rule ? rule[2] : FEAR_CLASH}`);
          }
        }
      }
    }
    seen.push({ id: pick.id, index });
  });
  if (!['right', 'left', 'ambidextrous'].includes(sheet.hand)) {
    push('hand', 'unknown_hand', `"${sheet.hand}" is not a shooting hand (right, left or ambidextrous)`);
  } else if (sheet.hand === 'ambidextrous' && !ownLevels(sheet).has('ambidextrous')) {
    push('hand', 'ambidextrous_without_skill', 'ambidextrous needs the Ambidextrous skill');
  }
  sheet.weapons.forEach((id, index) => {
    const w = catalog.weapons.find((x) => x.id === id);
    if (!w) push(`weapons[${index}]`, 'unknown_weapon', `"${id}" is not a weapon`);
    else if (w.max_carried !== null && sheet.weapons.slice(0, index + 1).filter((x) => x === id).length > w.max_carried) {
      push(`weapons[${index}]`, 'too_many_weapons', `at most ${w.max_carried} ${w.name.toLowerCase()} per model`);
    }
  });
  return { issues, derived: issues.length === 0 ? fateDerived(sheet) : null };
}

export function fateDerived(sheet: FateCharacterSheet): FateDerived {
  const klass = catalog.classes.find((c) => c.id === sheet.class)!;
  const levels = ownLevels(sheet);
  const lines: FateDerived['skills'] = [];
  for (const [id, level] of levels) {
    const s = catalog.skills.find((x) => x.id === id)!;
    lines.push({ id, label: label(s.name, level), level, effect: s.effect, implied_by: [] });
  }
  for (const [id, level] of levels) {
    const giver = catalog.skills.find((x) => x.id === id)!;
    for (const given of giver.implies) {
      const line = lines.find((l) => l.id === given);
      const s = catalog.skills.find((x) => x.id === given)!;
      if (line) {
        line.implied_by.push(giver.name);
      } else {
        lines.push({ id: given, label: label(s.name, level), level, effect: s.effect, implied_by: [giver.name] });
      }
    }
  }
  return {
    class_name: klass.name,
    nerve_dice: klass.nerve_dice,
    firing_dice: klass.firing_dice,
    skills: lines,
    weapons: sheet.weapons.map((id) => catalog.weapons.find((w) => w.id === id)?.name ?? id),
    serious_wounds: sheet.wounds.filter((w) => w.severity.startsWith('serious')).length,
    flesh_wounds: sheet.wounds.filter((w) => w.severity.startsWith('flesh')).length,
    // As src/rules/fate/hits.rs words the consequences (the cases the demo has).
    wound_effects: sheet.wounds.some((w) => w.location === 'legs') ? ['One movement die less'] : [],
    flags: [],
  };
}

/** Each action card's words, as src/rules/fate/deck.rs words them. */
function actionCardText(card: string): string {
  const name = `${card[0].toUpperCase()}${card.slice(1)}`;
  return card === 'citizen'
    ? "Taken into his hand by the next player to draw any character card. A free turn for any one of his characters, at any time — even part way through someone else's turn."
    : `Taken into his hand by the next player to draw the card of a ${name} or higher. A free turn for any one of his characters of ${name} class or higher, at any time — even part way through someone else's turn.`;
}

/** As `posse fate deck --json` makes it: a card per character, the four action cards, the Joker. */
export function makeFateDeck(characters: FateCharacterSheet[]): FateDeck {
  const cards: FateDeck['cards'] = characters.map((c, index) => {
    const d = fateDerived(c);
    return {
      kind: { kind: 'character', index, class: c.class as never, held_as_action_card: ownLevels(c).has('legend_of_the_west') },
      title: c.name,
      text: d.skills.length ? `${d.class_name}. ${d.skills.map((s) => s.label).join(', ')}` : d.class_name,
    };
  });
  for (const card of ['citizen', 'gunman', 'shootist', 'legend'] as const) {
    cards.push({ kind: { kind: 'action', card }, title: `${card[0].toUpperCase()}${card.slice(1)} Action Card`, text: actionCardText(card) });
  }
  cards.push({ kind: { kind: 'joker' }, title: 'Joker', text: 'All discards and any action cards held by players are shuffled back into the Fate Deck.' });
  return { cards };
}

// ---- odds ----------------------------------------------------------------------------------

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
function chance(num: bigint, den: bigint): FateChance {
  const g = num === 0n ? den : gcd(num, den);
  const [n, d] = [num / g, den / g];
  return { probability: Number(n) / Number(d), exact: d === 1n ? String(n) : `${n}/${d}` };
}
function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2; i <= n; i++) f *= BigInt(i);
  return f;
}

/** Every (sixes, ones) count of n D6 with its number of ways out of 6^n. */
function sixesAndOnes(n: number): { sixes: number; ones: number; ways: bigint }[] {
  const out = [];
  for (let s = 0; s <= n; s++) {
    for (let o = 0; o + s <= n; o++) {
      const rest = n - s - o;
      const ways = (factorial(n) / (factorial(s) * factorial(o) * factorial(rest))) * 4n ** BigInt(rest);
      out.push({ sixes: s, ones: o, ways });
    }
  }
  return out;
}

const BASE_DICE: Record<string, number> = { six_shooter: 3, le_mat: 3, muzzle_loading_pistol: 3, breech_loading_rifle: 3, repeating_rifle: 3, muzzle_loading_rifle: 3, bow: 2 };

function shot(sheet: FateCharacterSheet, weapon: string, c: { range: number; cover?: boolean; moved?: boolean; aimed?: boolean }, blaze: boolean): FateShotOdds {
  const klass = catalog.classes.find((k) => k.id === sheet.class)!;
  const w = catalog.weapons.find((x) => x.id === weapon)!;
  const levels = ownLevels(sheet);
  const reasons: FateReason[] = [];
  const base = Math.max(1, (BASE_DICE[weapon] ?? 2) - (c.range > 12 ? 1 : 0));
  reasons.push({ source: weapon, dice: base, text: `${w.name} at ${c.range}": ${base} dice` });
  if (klass.firing_dice) reasons.push({ source: klass.id, dice: klass.firing_dice, text: `${klass.name}: ${klass.firing_dice > 0 ? '+' : '−'}${Math.abs(klass.firing_dice)} die` });
  if (blaze && w.blaze) reasons.push({ source: 'blaze_away', dice: w.blaze.dice, text: `Blazing away: +${w.blaze.dice} dice` });
  if (c.cover) reasons.push({ source: 'cover', dice: -1, text: 'Target in cover: −1 die' });
  if (c.moved) reasons.push({ source: 'moved', dice: -1, text: 'Moved this turn: −1 die' });
  if (c.aimed && !blaze) reasons.push({ source: 'aimed', dice: 1, text: 'Aimed shot: +1 die' });
  const crack = levels.get('crack_shot') ?? 0;
  if (crack) reasons.push({ source: 'crack_shot', dice: crack, text: `${label('Crack shot', crack)}: +${crack} dice` });
  const quick = blaze ? levels.get('quick_shot') ?? 0 : 0;
  if (quick) reasons.push({ source: 'quick_shot', dice: null, text: `${label('Quick shot', quick)}: up to ${quick} more hit${quick === 1 ? '' : 's'}` });
  const dice = reasons.reduce((n, r) => n + (r.dice ?? 0), 0);
  const thrown = Math.max(dice, 1);
  const maxHits = blaze ? (w.blaze?.max_hits ?? 1) + quick : 1;
  const den = 6n ** BigInt(thrown);
  const hits = Array.from({ length: maxHits + 1 }, () => 0n);
  let ammo = 0n;
  let jam = 0n;
  for (const { sixes, ones, ways } of sixesAndOnes(thrown)) {
    let h = Math.min(sixes, maxHits);
    if (blaze) {
      if (ones >= sixes + 2) jam += ways;
      if (ones >= sixes && ones > 0) ammo += ways;
      if (ones > sixes) h = 0;
    }
    hits[h] += ways;
  }
  const expected = hits.reduce((s, w, n) => s + n * Number(w), 0) / Number(den);
  return {
    plan: {
      weapon, fire: blaze ? 'blaze_away' : 'deliberate', range: c.range, band: c.range <= 3 ? 'point_blank' : c.range <= 12 ? 'close' : 'medium',
      dice, thrown, zero_dice: dice <= 0, hit_on: 6, per_hit: 1, max_hits: maxHits, rerolls: 0,
      failure: blaze ? 'playsheet' : 'none', fumbles: false, reasons,
    },
    hits: hits.map((w) => chance(w, den)),
    at_least_one_hit: chance(den - hits[0], den),
    expected_hits: expected,
    out_of_ammo: chance(ammo, den),
    jammed: chance(jam, den),
    bow_broken: chance(0n, 1n),
    misfire: chance(0n, 1n),
    fumble: chance(0n, 1n),
  };
}

export function fakeFireOdds(sheet: FateCharacterSheet, weapon: string, c: { range: number; cover?: boolean; moved?: boolean; aimed?: boolean }): FateFireComparison {
  const w = catalog.weapons.find((x) => x.id === weapon);
  if (!w) throw { code: 'unknown_weapon', message: `weapon: "${weapon}" is not a weapon` };
  return {
    deliberate: shot(sheet, weapon, c, false),
    deliberate_refused: null,
    blaze_away: w.blaze ? shot(sheet, weapon, c, true) : null,
    blaze_away_refused: w.blaze ? null : { code: 'cannot_blaze', message: `fire: a ${w.name.toLowerCase()} fires deliberately only` },
  };
}

/** Chance that n D6 show at least one 6 (a nerve test as simplified here). */
export function fakeNerveOdds(sheet: FateCharacterSheet) {
  const klass = catalog.classes.find((k) => k.id === sheet.class)!;
  const grit = ownLevels(sheet).get('true_grit') ?? 0;
  const dice = klass.nerve_dice + 3 * grit;
  const den = 6n ** BigInt(dice);
  const reasons: FateReason[] = [{ source: klass.id, dice: klass.nerve_dice, text: `${klass.name}: ${klass.nerve_dice} nerve dice` }];
  if (grit) reasons.push({ source: 'true_grit', dice: 3 * grit, text: `${label('True Grit', grit)}: +${3 * grit} dice` });
  return { character: sheet.name, plan: { dice, never_fails: false, rerolls: 0, reasons }, holds: chance(den - 5n ** BigInt(dice), den) };
}

export function fakeDuelOdds(a: FateCharacterSheet, b: FateCharacterSheet) {
  const plan = (c: FateCharacterSheet) => {
    const klass = catalog.classes.find((k) => k.id === c.class)!;
    const lv = ownLevels(c);
    const reasons: FateReason[] = [{ source: klass.id, dice: klass.nerve_dice, text: `${klass.name}: ${klass.nerve_dice} fast-draw dice` }];
    const extra = 3 * ((lv.get('quick_shot') ?? 0) + (lv.get('fast_draw') ?? 0));
    if (lv.get('quick_shot')) reasons.push({ source: 'quick_shot', dice: 3 * lv.get('quick_shot')!, text: `${label('Quick shot', lv.get('quick_shot')!)}: +${3 * lv.get('quick_shot')!} dice` });
    if (lv.get('fast_draw')) reasons.push({ source: 'fast_draw', dice: 3 * lv.get('fast_draw')!, text: `${label('Fast draw', lv.get('fast_draw')!)}: +${3 * lv.get('fast_draw')!} dice` });
    return { name: c.name, dice: klass.nerve_dice + extra, rerolls: 0, reasons };
  };
  const [p, q] = [plan(a), plan(b)];
  // Simplified: the one with more sixes fires first (ties together).
  const dist = (n: number) => Array.from({ length: n + 1 }, (_, k) => (factorial(n) / (factorial(k) * factorial(n - k))) * 5n ** BigInt(n - k));
  const [da, db] = [dist(p.dice), dist(q.dice)];
  let first = 0n;
  let second = 0n;
  let together = 0n;
  da.forEach((wa, i) => db.forEach((wb, j) => {
    if (i > j) first += wa * wb;
    else if (j > i) second += wa * wb;
    else together += wa * wb;
  }));
  const den = 6n ** BigInt(p.dice + q.dice);
  const favoured = first > second ? p.name : second > first ? q.name : null;
  return { first: p, second: q, first_fires_first: chance(first, den), second_fires_first: chance(second, den), together: chance(together, den), favoured };
}

// ---- "Roll it" ---------------------------------------------------------------------------------

/** D6s drawn from a seed (a Lehmer generator): the same seed, the same dice. */
function seededDice(seed: number, n: number): number[] {
  let x = (seed % 2147483646) + 1;
  return Array.from({ length: n }, () => {
    x = (x * 48271) % 2147483647;
    return (x % 6) + 1;
  });
}

/** A shot thrown on `plan`, read as the fake reads the odds (6s hit; blazing away, 1s cost). */
export function fakeShotThrow(plan: FateShotOdds['plan'], seed: number) {
  const first = seededDice(seed, plan.thrown);
  const sixes = first.filter((d) => d >= plan.hit_on).length;
  const ones = first.filter((d) => d === 1).length;
  const blaze = plan.fire === 'blaze_away';
  const hits = blaze && ones > sixes ? 0 : Math.min(sixes, plan.max_hits);
  const result = {
    hits,
    out_of_ammo: blaze && ones >= sixes && ones > 0,
    jammed: blaze && ones >= sixes + 2,
    bow_broken: false,
    misfire: false,
    fumble: false,
  };
  return { seed, plan, roll: { first, rerolled: [], dice: first, result } };
}

export function fakeNerveThrow(plan: { dice: number; rerolls: number }, seed: number) {
  const first = seededDice(seed, Math.max(plan.dice, 1));
  return { seed, plan, roll: { first, rerolled: [], passed: first.includes(6) } };
}

export function fakeDuelThrow(first: { dice: number }, second: { dice: number }, seed: number) {
  const a = seededDice(seed, Math.max(first.dice, 1));
  const b = seededDice(seed + 7919, Math.max(second.dice, 1));
  const [ta, tb] = [Math.max(...a), Math.max(...b)];
  const outcome = ta > tb ? 'first' : tb > ta ? 'second' : 'together';
  return { seed, first, second, first_roll: { first: a, dice: a }, second_roll: { first: b, dice: b }, outcome };
}
