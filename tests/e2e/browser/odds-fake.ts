// The fake backend's tests of a character (for mock-ipc.ts). Where the real backend's answer to a
// request was recorded (tests/ui-fixtures/recorded/odds.ts, by record-fixtures.mjs), that is the answer. Any other
// request gets an answer of the same shape from a small model: the type's action dice (2D10 take
// the best for Heroes and Main characters, 1D10 for the others), the re-rolls of a few
// personalities, exact odds of the result, the charts' headlines, and dice from a seeded
// generator of its own (not the real one's ChaCha8), with the real backend's refusals for Cut! and
// Lucky.
import type { CharacterSheet } from '../../../ui/src/bindings/CharacterSheet';
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';
import type { Reason } from '../../../ui/src/bindings/Reason';
import type { RolledTest } from '../../../ui/src/bindings/RolledTest';
import type { TestInfo } from '../../../ui/src/bindings/TestInfo';
import type { TestOdds } from '../../../ui/src/bindings/TestOdds';
import { CATALOG_FIXTURE as catalog } from '../../ui-fixtures/catalog';
import { TABLES_FIXTURE } from '../../ui-fixtures/recorded/tables';
import { CHAINS, RECORDED, TESTS } from '../../ui-fixtures/recorded/odds';
import type { ChainInfo } from '../../../ui/src/bindings/ChainInfo';

type Who = CharacterSheet;
type Circ = Record<string, unknown>;

/** As `list_tests` answers. */
export const TESTS_FIXTURE: TestInfo[] = TESTS;
/** As `list_chains` answers. */
export const CHAINS_FIXTURE: ChainInfo[] = CHAINS;
const TEST_IDS: string[] = TESTS.map((t) => t.id);

const BANDS = ['one', 'two_to_four', 'five_to_nine', 'ten'] as const;
type Band = (typeof BANDS)[number];
const bandOf = (r: number): Band => (r <= 1 ? 'one' : r <= 4 ? 'two_to_four' : r <= 9 ? 'five_to_nine' : 'ten');

function reject(code: string, message: string): never {
  throw { code, message } satisfies ErrorBody;
}

function headline(test: string, band: Band): string {
  const chart = TABLES_FIXTURE.find((t) => t.info.id === `qotd.${test}`);
  return chart?.rows[BANDS.indexOf(band)]?.cells[1]?.headline ?? `Result ${band}`;
}

type Plan = { dice: number; diceText: string; rerolls: { because: string }[]; reasons: Reason[] };

const REROLLS: Record<string, [string, string[]]> = {
  disciplined: ['Disciplined', ['wanting_to_shoot', 'wanting_to_move', 'wanting_to_attack', 'responding_to_an_opportunity', 'reload_or_restring']],
  brave: ['Brave', ['courage_test']],
  quick_witted: ['Quick Witted', ['responding_to_an_opportunity', 'responding_to_an_attack', 'reacting_to_a_new_event']],
};

/** `chain`: the shot or fight the test is the first of, whose circumstances it is given. */
function plan(who: Who, test: string, c: Circ, chain: 'shot' | 'fight' | null = null): Plan {
  if (!TEST_IDS.includes(test)) {
    reject('unknown_test', `test: "${test}" is not a QOTD test; the tests are: ${TEST_IDS.join(', ')}`);
  }
  // As the real backend: a circumstance the test (or chain) does not read is refused, by the fields
  // each reads as recorded.
  const asked = chain ? CHAINS_FIXTURE.find((x) => x.id === chain)! : TESTS_FIXTURE.find((t) => t.id === test)!;
  const stray = Object.keys(c).find((k) => !asked.fields.includes(k));
  if (stray) reject('does_not_apply', `${stray}: does not apply to ${asked.title}`);
  const type = catalog.types.find((t) => t.id === who.type) ?? reject('unknown_type', `type: "${who.type}" is not a QOTD character type`);
  if (c.cut && type.cards < 3) reject('cut_not_allowed', `cut: only Heroes and Main Characters may call Cut!, not a ${type.name}`);
  if (c.lucky && who.personality !== 'lucky') reject('not_lucky', "lucky: only a Lucky character has Lucky's re-rolls");
  if (typeof c.range_paces === 'number' && c.range_paces > 72) {
    reject('out_of_range', `range_paces: ${c.range_paces} paces is beyond twice the effective range of repeating_rifle (72 paces)`);
  }
  const dice = type.action_dice.dice;
  const diceText = dice > 1 ? `${dice}D10, take the best` : '1D10';
  const reasons: Reason[] = [{ kind: 'dice', source: type.id, dv: null, text: `${type.name}: action dice ${diceText}` }];
  const rerolls: { because: string }[] = [];
  const grant = REROLLS[who.personality ?? ''];
  if (grant && grant[1].includes(test)) {
    const because = `${grant[0]}: may re-roll ${TESTS_FIXTURE.find((t) => t.id === test)!.title.replace(/ or .*/, '')}, must keep the second`;
    rerolls.push({ because });
    reasons.push({ kind: 'reroll', source: who.personality!, dv: null, text: because });
  }
  return { dice, diceText, rerolls, reasons };
}

/** The chance of each result 1 to 10 of the die that counts. */
function distribution(p: Plan): number[] {
  const once = Array.from({ length: 10 }, (_, i) => {
    const r = i + 1;
    return (r ** p.dice - (r - 1) ** p.dice) / 10 ** p.dice;
  });
  if (p.rerolls.length === 0) return once;
  const failed = once.slice(0, 4).reduce((a, b) => a + b, 0);
  return once.map((q, i) => (i >= 4 ? q : 0) + failed * q);
}

export function fakeTestOdds(who: Who, test: string, c: Circ): TestOdds {
  const recorded = RECORDED.test_odds.find((r) => same(r.who, who) && r.test === test && same(r.circumstances, c));
  if (recorded) return recorded.answer;
  const p = plan(who, test, c);
  const d = distribution(p);
  const sums = [d[0], d[1] + d[2] + d[3], d.slice(4, 9).reduce((a, b) => a + b, 0), d[9]];
  const info = TESTS_FIXTURE.find((t) => t.id === test)!;
  return {
    test: info.id,
    title: info.title,
    source: info.source,
    character: who.name,
    dice: p.diceText,
    reduced: false,
    outcomes: BANDS.map((band, i) => ({ band, headline: headline(test, band), probability: sums[i], exact: sums[i].toFixed(4) })),
    p_success: sums[2] + sums[3],
    dv_change: null,
    scoring_dice: null,
    reasons: p.reasons,
  } as TestOdds;
}

/** A small seeded generator (mulberry32): the same seed throws the same dice. */
function dice(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 10);
  };
}

export function fakeRoll(who: Who, test: string, c: Circ, seed: number): RolledTest {
  const recorded = RECORDED.roll_test.find((r) => same(r.who, who) && r.test === test && same(r.circumstances, c) && r.seed === seed);
  if (recorded) return recorded.answer;
  const p = plan(who, test, c);
  const d10 = dice(seed);
  const throwDice = () => Array.from({ length: p.dice }, d10);
  const first = throwDice();
  let result = Math.max(...first);
  let reroll: number[] | null = null;
  let because: string | null = null;
  if (result <= 4 && p.rerolls.length > 0) {
    reroll = throwDice();
    because = p.rerolls[0].because;
    result = Math.max(...reroll);
  }
  const band = bandOf(result);
  return {
    test,
    title: TESTS_FIXTURE.find((t) => t.id === test)!.title,
    character: who.name,
    dice: p.diceText,
    joker: null,
    automatic: false,
    first,
    reroll_because: because,
    reroll,
    second_throw: null,
    result,
    scoring: null,
    band,
    headline: headline(test, band),
    reasons: p.reasons,
  } as RolledTest;
}

export function fakeShotOdds(shooter: Who, target: Who, c: Circ) {
  plan(shooter, 'wanting_to_shoot', c, 'shot');
  plan(target, 'courage_test', {});
  // A shot the real backend refused, with its own words (recorded).
  const refused = RECORDED.shot_refusals.find((r) => same(r.shooter, shooter) && same(r.target, target) && same(r.circumstances, c));
  if (refused) throw refused.error;
  // Any other shot is answered with the recorded one: the model does not weigh shots.
  const recorded = RECORDED.shot_odds.find((r) => same(r.shooter, shooter) && same(r.target, target) && same(r.circumstances, c));
  return recorded?.answer ?? RECORDED.shot_odds[0].answer;
}

export function fakeFightOdds(attacker: Who, target: Who, c: Circ) {
  plan(attacker, 'wanting_to_attack', c, 'fight');
  plan(target, 'courage_test', {});
  // Any other attack is answered with the recorded one: the model does not weigh fights.
  const recorded = RECORDED.fight_odds.find((r) => same(r.attacker, attacker) && same(r.target, target) && same(r.circumstances, c));
  return recorded?.answer ?? RECORDED.fight_odds[0].answer;
}

/** The same request: every field asked for has the value given (names of inline characters aside). */
function same(wanted: object, given: object): boolean {
  const strip = ({ name: _, ...rest }: Record<string, unknown>) => rest;
  if (!wanted || !given) return wanted === given;
  return JSON.stringify(sorted(strip(wanted as Record<string, unknown>))) === JSON.stringify(sorted(strip(given as Record<string, unknown>)));
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]));
  return v;
}
