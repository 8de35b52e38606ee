// The West That Wasn't's side of the fake backend: hero sheets checked as src/rules/twtw/hero.rs
// checks them (same fields, codes and messages for the cases checked here) and the figures it
// derives (a simplified port: these are the UI's tests, not the rules'); the deck, its stats and
// the odds are the real backend's recorded answers (tests/ui-fixtures/recorded/twtw.ts).
import type { SheetIssue } from '../../../ui/src/bindings/SheetIssue';
import type { TwtwHeroDerived, TwtwHeroSheet, TwtwSheetCheck } from '../../../ui/src/lib/twtw';
import {
  TWTW_CATALOG_FIXTURE as catalog,
  TWTW_CHECK_RECORDED,
  TWTW_DAMAGE_RECORDED,
  TWTW_DECK_7_FIXTURE,
  TWTW_DECK_FIXTURE,
  TWTW_INITIATIVE_RECORDED,
  TWTW_STATS_7_FIXTURE,
  TWTW_STATS_FIXTURE,
} from '../../ui-fixtures/recorded/twtw';

type Reject = (code: string, message: string) => never;

const DICE = ['d4', 'd6', 'd8', 'd10', 'd12'];
const GRADES = ['Feeble', 'Normal', 'Good', 'Excellent', 'Awesome'];
const APS = [8, 10, 11, 12, 14];
const LEVELS = [
  { description: 'Flesh Wound', ap: 1, stun: 3 },
  { description: 'Light', ap: 2, stun: 5 },
  { description: 'Heavy', ap: 3, stun: 7 },
  { description: 'Serious', ap: 4, stun: 9 },
  { description: 'Critical', ap: 5, stun: 11 },
];

/** A hero sheet with the backend's defaults filled in. */
export function heroSheet(sheet: any): TwtwHeroSheet {
  return {
    name: sheet.name ?? '',
    traits: { ...(sheet.traits ?? {}) },
    skills: sheet.skills ?? {},
    size: sheet.size ?? 6,
    wounds: sheet.wounds ?? {},
    conc_lost: sheet.conc_lost ?? 0,
    notes: sheet.notes ?? '',
  };
}

export function checkHeroSheet(sheet: TwtwHeroSheet): TwtwSheetCheck {
  const issues: SheetIssue[] = [];
  const push = (field: string, code: string, message: string) => issues.push({ field, code, message: `${field}: ${message}` });
  if (sheet.name.trim() === '') push('name', 'empty_name', 'a hero needs a name');
  for (const [t, rank] of Object.entries(sheet.traits)) {
    if (!catalog.traits.some((x) => x.id === t)) push(`traits.${t}`, 'unknown_trait', 'not a trait');
    else if (!(rank! >= 1 && rank! <= 5)) push(`traits.${t}`, 'bad_trait_rank', `rank ${rank} is not a rank (1 Feeble d4 … 5 Awesome d12)`);
  }
  for (const [t, list] of Object.entries(sheet.skills)) {
    for (const [id, level] of Object.entries(list ?? {})) {
      if (!(level! >= 1 && level! <= 5)) push(`skills.${t}.${id}`, 'bad_skill_level', `level ${level} is not a level (1 to 5)`);
    }
  }
  if (!(sheet.size >= 1 && sheet.size <= 30)) push('size', 'bad_size', `${sheet.size} is not a Size (1 to 30; a man is 6)`);
  for (const [l, n] of Object.entries(sheet.wounds)) {
    if (n! > 5) push(`wounds.${l}`, 'too_many_wounds', `${n} wounds; a location holds 0 to 5`);
  }
  return { issues, derived: issues.length === 0 ? heroDerived(sheet) : null };
}

export function heroDerived(sheet: TwtwHeroSheet): TwtwHeroDerived {
  const rank = (t: string) => sheet.traits[t] ?? 2;
  const skills = Object.entries(sheet.skills).flatMap(([t, list]) =>
    Object.entries(list ?? {}).map(([id, level]) => {
      const info = catalog.skills.find((s) => s.id === id);
      return { id, name: info?.name ?? id, trait: t, level: level!, pool: `${level}${DICE[rank(t) - 1]}`, known: info !== undefined };
    }),
  );
  const pool = (id: string, usual: string) => {
    const s = skills.find((k) => k.id === id);
    return s
      ? { value: s.pool, how: `${id}: the ${id} skill, ${s.level} under ${s.trait}` }
      : { value: `${rank(usual)}d4`, how: `${id}: untrained, ${usual} rank ${rank(usual)} in d4s` };
  };
  const wounds = catalog.locations.map((l) => {
    const n = sheet.wounds[l.id] ?? 0;
    return { location: l.id, name: l.name, wounds: n, level: n > 0 ? LEVELS[Math.min(n, 5) - 1].description : null, disabled: n >= 5 };
  });
  const worst = Math.max(0, ...wounds.map((w) => w.wounds));
  const conc = 2 * sheet.size + rank('strength');
  const aps = APS[rank('reflex') - 1];
  const penalty = worst > 0 ? LEVELS[Math.min(worst, 5) - 1].ap : 0;
  const level = (id: string) => skills.find((s) => s.id === id)?.level ?? 0;
  const derived: TwtwHeroDerived = {
    traits: catalog.traits.map((t) => ({ id: t.id, name: t.name, rank: rank(t.id), die: DICE[rank(t.id) - 1], grade: GRADES[rank(t.id) - 1] })),
    skills,
    size: sheet.size,
    conc,
    conc_left: conc - sheet.conc_lost,
    damage_bonus: rank('strength') - 1,
    initiative: pool('initiative', 'quickness'),
    quickness: DICE[rank('quickness') - 1],
    fortitude: pool('fortitude', 'strength'),
    aps,
    aps_now: aps - penalty,
    ap_half: (aps - penalty) / 2,
    ap_quarter: (aps - penalty) / 4,
    wounds,
    worst_wound: worst > 0 ? LEVELS[Math.min(worst, 5) - 1].description : null,
    ap_penalty: penalty,
    stun_tn: worst > 0 ? LEVELS[Math.min(worst, 5) - 1].stun : 3,
    defence_unarmed: 4 + Math.ceil(level('unarmed_combat') / 2),
    defence_melee: 4 + Math.ceil(level('melee') / 2),
    dodge_tn: 4 + rank('dexterity'),
    throw_range: 5 * [4, 6, 8, 10, 12][rank('strength') - 1],
    knocked_out: conc <= sheet.conc_lost,
    dead: (sheet.wounds.torso ?? 0) >= 5 || (sheet.wounds.head ?? 0) >= 5,
    flags: skills.filter((s) => !s.known).map((s) => `${s.id}: not a skill the chapter names`),
    derivations: catalog.derivations,
  };
  return derived;
}

/** The same JSON, whatever the order of the keys. */
const sorted = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]))
    : v;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** The commands of the TWTW family, answered from the recorded answers where the fake cannot work them out. */
export function twtwCommands(reject: Reject): Record<string, (a: Record<string, any>) => unknown> {
  const deckOf = (seed: number | null | undefined) =>
    seed === null || seed === undefined || seed === 1881
      ? TWTW_DECK_FIXTURE
      : seed === 7
        ? TWTW_DECK_7_FIXTURE
        : reject('not_recorded', `deck: the fake backend knows only the shipped deck and seed 7, not ${seed}`);
  return {
    twtw_catalog: () => catalog,
    twtw_deck: (a) => deckOf(a.seed),
    twtw_deck_stats: (a) => (deckOf(a.seed) === TWTW_DECK_7_FIXTURE ? TWTW_STATS_7_FIXTURE : TWTW_STATS_FIXTURE),
    twtw_check_odds: (a) => {
      if (a.pool.dice < 1 || a.pool.dice > 5) reject('bad_pool', `"${a.pool.dice}${a.pool.die}": ${a.pool.dice} dice; the cause grid has rows 1 to 5`);
      const r = TWTW_CHECK_RECORDED.find((x) => sameJson(x.pool, a.pool) && x.tn === a.tn && x.modifier === a.modifier && x.deck === (a.deck ?? null));
      return r?.answer ?? reject('not_recorded', 'odds: the fake backend knows only the recorded checks');
    },
    twtw_damage_odds: (a) => {
      const r = TWTW_DAMAGE_RECORDED.find((x) => sameJson(x.query, a.query) && x.deck === (a.deck ?? null));
      return r?.answer ?? reject('not_recorded', 'odds: the fake backend knows only the recorded damage');
    },
    twtw_initiative_odds: (a) => {
      const r = TWTW_INITIATIVE_RECORDED.find((x) => sameJson(x.pool, a.pool) && x.bonus === a.bonus && x.deck === (a.deck ?? null));
      return r?.answer ?? reject('not_recorded', 'odds: the fake backend knows only the recorded initiative checks');
    },
  };
}
