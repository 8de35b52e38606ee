// A fake Posse backend for browser tests of the UI: every Tauri command the UI calls, answered from
// memory, with the same `{code, message}` rejections as the real one. Every call is recorded in
// `window.__ipcCalls`. Bundled to an IIFE by roster.test.mjs and injected before the app loads.
//
// Knobs a test may set before the app calls the command:
//   window.__saveDialogAnswer: the path the save dialog returns (null: the person cancelled).
//   window.__openDialogAnswer: the path the open dialog returns (default null: cancelled).
import { mockIPC } from '@tauri-apps/api/mocks';
import type { CampaignSummary } from '../../../ui/src/bindings/CampaignSummary';
import type { CharacterSheet } from '../../../ui/src/bindings/CharacterSheet';
import type { CharacterView } from '../../../ui/src/bindings/CharacterView';
import type { Derived } from '../../../ui/src/bindings/Derived';
import type { ErrorBody } from '../../../ui/src/bindings/ErrorBody';
import type { SheetCheck } from '../../../ui/src/bindings/SheetCheck';
import type { SheetIssue } from '../../../ui/src/bindings/SheetIssue';
import type { SideView } from '../../../ui/src/bindings/SideView';
import type { Suit } from '../../../ui/src/bindings/Suit';
import { CATALOG_FIXTURE as catalog } from '../../ui-fixtures/catalog';
import { lookupPairs, matchCell } from '../../../ui/src/lib/tables';
import { TABLE_LIST_FIXTURE, TABLES_FIXTURE } from '../../ui-fixtures/recorded/tables';
import { CHAINS_FIXTURE, fakeFightOdds, fakeRoll, fakeShotOdds, fakeTestOdds, TESTS_FIXTURE } from './odds-fake';
import { FATE_DEFAULT_OPTIONS, type FateCharacterSheet, type FateOptions } from '../../../ui/src/lib/fate';
import { FATE_CATALOG_FIXTURE } from '../../ui-fixtures/recorded/fate-catalog';
import { PREVIEW_A4_PDF, PREVIEW_LETTER_PDF } from '../../ui-fixtures/recorded/print-center';
import type { PrintSettings } from '../../../ui/src/bindings/PrintSettings';
import { QOTD_OPTIONS_FIXTURE } from '../../ui-fixtures/recorded/qotd-options';
import { DUEL_RECORDED, FIGHT_RECORDED, FIRE_RECORDED, NERVE_RECORDED } from '../../ui-fixtures/recorded/fate-odds';
import FATE_DEMO from '../../../src/campaign/demo_fate.json';
import { FATE_TABLE_LIST_FIXTURE, FATE_TABLES_FIXTURE } from '../../ui-fixtures/recorded/fate-tables';
import { checkFateSheet, fakeDuelOdds, fakeDuelThrow, fakeFireOdds, fakeNerveOdds, fakeNerveThrow, fakeShotThrow, fateDerived, makeFateDeck } from './fate-fake';
import TWTW_DEMO from '../../../src/campaign/demo_twtw.json';
import { checkHeroSheet, heroDerived, heroSheet, twtwCommands } from './twtw-fake';

type Call = { cmd: string; args: unknown };
type Side = Omit<SideView, 'characters'>;
type Stored = Omit<CharacterView, 'derived'> & { portrait: string | null };

declare global {
  interface Window {
    __ipcCalls: Call[];
    __saveDialogAnswer?: string | null;
    __openDialogAnswer?: string | null;
  }
}

// A 1×1 PNG, the "thumbnail" returned for any stored portrait.
const THUMBNAIL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+P9/PQAJYwO3c6ZKWQAAAABJRU5ErkJggg==';
const PORTRAIT_LIMIT = 2_000_000;

const campaigns: CampaignSummary[] = [];
// Removed campaigns, by id: when (as the backend keeps them, hidden, until brought back).
const removedAt = new Map<number, number>();
// Campaign files "written" by export_campaign, by path: what import_campaign reads back.
const files = new Map<string, { name: string; ruleset: CampaignSummary['ruleset']; sides: SideView[] }>();
// A fate campaign's options as stored (only what differs from the defaults).
const campaignOptions = new Map<number, FateOptions>();
const sides: Side[] = [];
const characters: Stored[] = [];
let nextId = 1;
let clock = 1_767_225_600; // 2026-01-01, in seconds

window.__ipcCalls = [];

function reject(code: string, message: string): never {
  throw { code, message } satisfies ErrorBody;
}

// Issues as the real backend words them (src/rules/qotd/character.rs, SheetError): same fields,
// same codes, same messages for the cases this fake checks.
function checkSheet(sheet: CharacterSheet): SheetCheck {
  const issues: SheetIssue[] = [];
  const push = (field: string, code: string, message: string) => issues.push({ field, code, message: `${field}: ${message}` });
  const type = catalog.types.find((t) => t.id === sheet.type);
  if (sheet.name.trim() === '') push('name', 'empty_name', 'a character needs a name');
  if (!type) push('type', 'unknown_type', `"${sheet.type}" is not a QOTD character type (hero, main, supporting or minor)`);
  if (!catalog.personalities.some((p) => p.id === sheet.personality)) {
    push('personality', 'unknown_personality', `"${sheet.personality}" is not a QOTD personality`);
  }
  if (type && sheet.traits.length > type.max_traits) {
    const allowed = type.max_traits === 1 ? 'skill or trait' : 'skills or traits';
    push('traits', 'too_many_traits', `a ${type.name} may have at most ${type.max_traits} ${allowed}, this sheet has ${sheet.traits.length}`);
  }
  sheet.traits.forEach((pick, i) => {
    const trait = catalog.traits.find((t) => t.id === pick.id);
    if (!trait) push(`traits[${i}]`, 'unknown_trait', `"${pick.id}" is not a QOTD skill or trait`);
    else if (trait.param && !pick.param) {
      push(`traits[${i}]`, 'missing_param', `${trait.id} needs a param naming a ${trait.param}, e.g. {"id": "${trait.id}", "param": "…"}`);
    }
  });
  sheet.weapons.forEach((w, i) => {
    if (![...catalog.missile_weapons, ...catalog.melee_weapons].some((k) => k.id === w)) {
      push(`weapons[${i}]`, 'unknown_weapon', `"${w}" is not a QOTD weapon`);
    } else if (sheet.weapons.indexOf(w) < i) {
      push(`weapons[${i}]`, 'duplicate_weapon', `${w} is already carried as weapons[${sheet.weapons.indexOf(w)}]`);
    }
  });
  if (!catalog.armour.some((a) => a.id === sheet.armour)) {
    push('armour', 'unknown_armour', `"${sheet.armour}" is not a QOTD armour (none, minimal or armoured)`);
  }
  // As the real backend: figures only for a sheet without issues.
  return { issues, derived: issues.length === 0 ? derive(sheet) : null };
}

function derive(sheet: CharacterSheet): Derived {
  const type = catalog.types.find((t) => t.id === sheet.type)!;
  const has = (id: string) => sheet.traits.some((t) => t.id === id);
  return {
    cards: type.cards,
    action_dice: type.action_dice,
    reduced_dice: type.reduced_dice,
    dv: catalog.armour.find((a) => a.id === sheet.armour)?.dv ?? 0,
    move_paces: has('fleet_footed') ? 10 : has('lumbering') ? 6 : 8,
    max_traits: type.max_traits,
  };
}

function validSheet(sheet: CharacterSheet): CharacterSheet {
  const first = checkSheet(sheet).issues[0];
  if (first) reject(first.code, first.message);
  return sheet;
}

function campaignOf(side_id: number): CampaignSummary | undefined {
  const side = sides.find((s) => s.id === side_id);
  return campaigns.find((c) => c.id === side?.campaign_id);
}

function isFate(side_id: number): boolean {
  return campaignOf(side_id)?.ruleset === 'fate';
}

function isTwtw(side_id: number): boolean {
  return campaignOf(side_id)?.ruleset === 'twtw';
}

function view(c: Stored): CharacterView {
  const { portrait, ...rest } = c;
  if (isTwtw(c.side_id)) {
    const derived = heroDerived(heroSheet(c));
    return { ...rest, ruleset: 'twtw', has_portrait: portrait !== null, derived } as unknown as CharacterView;
  }
  if (isFate(c.side_id)) {
    const derived = fateDerived(c as unknown as FateCharacterSheet);
    return { ...rest, ruleset: 'fate', has_portrait: portrait !== null, derived } as unknown as CharacterView;
  }
  return { ...rest, ruleset: 'qotd', has_portrait: portrait !== null, derived: derive(c) } as CharacterView;
}

/** A sheet checked by the rules of the campaign its side belongs to, refused as the backend refuses one. */
function validFor(side_id: number, sheet: any): any {
  if (isTwtw(side_id)) {
    const first = checkHeroSheet(heroSheet(sheet)).issues[0];
    if (first) reject(first.code, first.message);
    return heroSheet(sheet);
  }
  if (!isFate(side_id)) return validSheet(sheet);
  const options = campaignOptions.get(campaignOf(side_id)!.id) ?? {};
  const first = checkFateSheet(fateSheet(sheet), options).issues[0];
  if (first) reject(first.code, first.message);
  return fateSheet(sheet);
}

/** A fate sheet with the backend's defaults filled in, skills as `{id, level}`. */
function fateSheet(sheet: any): FateCharacterSheet {
  return {
    name: sheet.name ?? '',
    class: sheet.class ?? '',
    // As the canonical sheet: a double skill listed twice is one row at level 2.
    skills: (sheet.skills ?? [])
      .map((s: any) => (typeof s === 'string' ? { id: s, level: 1 } : { id: s.id, level: s.level ?? 1 }))
      .reduce((rows: { id: string; level: number }[], s: { id: string; level: number }) => {
        const row = rows.find((r) => r.id === s.id);
        if (row) row.level += s.level;
        else rows.push({ ...s });
        return rows;
      }, []),
    hand: sheet.hand ?? 'right',
    weapons: sheet.weapons ?? [],
    kills: sheet.kills ?? 0,
    wounds: (sheet.wounds ?? []).map((w: any) => (typeof w === 'string' ? readWound(w) : w)),
    notes: sheet.notes ?? '',
  };
}

/** "flesh wound, legs" or "serious right arm", as the backend reads a typed wound (canonically). */
function readWound(text: string) {
  const t = text.toLowerCase().replace(/,/g, ' ').trim();
  const severity = t.startsWith('serious') ? 'serious' : 'flesh';
  const location = t.replace(/^(flesh|serious)( wound)?\s*/, '').trim().replace(/\s+/g, '_');
  return { severity, location };
}

/** The fate demo, from the backend's own data (src/campaign/demo_fate.json). */
function createFateDemo(): CampaignSummary {
  const c = createCampaign(FATE_DEMO.name, 'fate');
  for (const side of FATE_DEMO.sides) {
    const s = addSide(c.id, side.name, null);
    for (const ch of side.characters) addCharacter(s.id, ch as unknown as CharacterSheet);
  }
  return summary(c.id);
}

/** The TWTW demo, from the backend's own data (src/campaign/demo_twtw.json). */
function createTwtwDemo(): CampaignSummary {
  const c = createCampaign(TWTW_DEMO.name, 'twtw');
  for (const side of TWTW_DEMO.sides) {
    const s = addSide(c.id, side.name, null);
    for (const ch of side.characters) addCharacter(s.id, ch as unknown as CharacterSheet);
  }
  return summary(c.id);
}

function fateCharacters(campaign_id: number): FateCharacterSheet[] {
  const own = sides.filter((s) => s.campaign_id === campaign_id);
  return characters.filter((c) => own.some((s) => s.id === c.side_id)).map((c) => fateSheet(c));
}

function sideView(s: Side): SideView {
  return { ...s, characters: characters.filter((c) => c.side_id === s.id).map(view) };
}

/** A campaign in use with its counts; a removed one is refused as the backend refuses it. */
function summary(id: number): CampaignSummary {
  const c = counted(id);
  if (removedAt.has(id)) reject('campaign_removed', `campaign: "${c.name}" (${id}) was removed; bring it back first`);
  return c;
}

function counted(id: number): CampaignSummary {
  const c = campaigns.find((x) => x.id === id) ?? reject('campaign_not_found', `no campaign with id ${id}`);
  const own = sides.filter((s) => s.campaign_id === id);
  return { ...c, sides: own.length, characters: characters.filter((ch) => own.some((s) => s.id === ch.side_id)).length };
}

function createCampaign(name: string, ruleset: CampaignSummary['ruleset']): CampaignSummary {
  if (name.trim() === '') reject('campaign_name_missing', 'name: give the campaign a name');
  const c = { id: nextId++, name: name.trim(), ruleset, sides: 0, characters: 0, created_at: clock++ };
  campaigns.push(c);
  return c;
}

function addSide(campaign_id: number, name: string, suit: Suit | null): SideView {
  const campaign = summary(campaign_id);
  if (campaign.ruleset !== 'qotd' && suit !== null) reject('no_suits', `suit: sides of a ${campaign.ruleset} campaign have no suit (suits are a qotd thing)`);
  if (name.trim() === '') reject('side_name_missing', 'name: give the side a name');
  const s: Side = { id: nextId++, campaign_id, name: name.trim(), suit };
  sides.push(s);
  return sideView(s);
}

function addCharacter(side_id: number, sheet: CharacterSheet): CharacterView {
  if (!sides.some((s) => s.id === side_id)) reject('side_not_found', `no side with id ${side_id}`);
  const c: Stored = { id: nextId++, side_id, has_portrait: false, portrait: null, ...validFor(side_id, sheet) };
  characters.push(c);
  return view(c);
}

function character(id: number): Stored {
  return characters.find((c) => c.id === id) ?? reject('character_not_found', `no character with id ${id}`);
}

function isPicture(base64: string): boolean {
  const head = atob(base64.slice(0, 12));
  return head.startsWith('\x89PNG') || head.startsWith('\xff\xd8\xff');
}

function createDemo(): CampaignSummary {
  const c = createCampaign('Showdown at Dry Gulch', 'qotd');
  const law = addSide(c.id, 'The Law', 'hearts');
  const gang = addSide(c.id, 'The Dalton Boys', 'spades');
  const cast: [number, string, string, string, string[]][] = [
    [law.id, 'Marshal Wyatt Cole', 'hero', 'brave', ['quick_draw', 'tough']],
    [law.id, 'Deputy Sam Birch', 'main', 'brave', ['athletic']],
    [law.id, 'Doc Hannah Reyes', 'supporting', 'cautious', []],
    [law.id, 'Barkeep Olly', 'minor', 'ordinary', []],
    [gang.id, 'Ike Dalton', 'hero', 'lucky', ['brawler']],
    [gang.id, 'Billy "the Kid" Dalton', 'main', 'ordinary', ['fleet_footed']],
    [gang.id, 'One-Eye Jack', 'supporting', 'cautious', ['tough']],
    [gang.id, 'Mule Skinner Pete', 'minor', 'ordinary', []],
  ];
  for (const [side, name, type, personality, traits] of cast) {
    addCharacter(side, {
      name, type, personality, traits: traits.map((id) => ({ id })),
      weapons: ['cartridge_revolver'], armour: 'none', shield: false, notes: '',
    });
  }
  return summary(c.id);
}

// The tables, as `posse tables show` gives them (tests/ui-fixtures/recorded/tables.ts); other ids of the
// list are refused as the real backend refuses an unknown one.
function table(id: string) {
  return [...TABLES_FIXTURE, ...FATE_TABLES_FIXTURE].find((t) => t.info.id === id) ?? reject('unknown_table', `unknown table "${id}": Tables: ${TABLE_LIST_FIXTURE.map((t) => t.id).join(', ')}`);
}

// A lookup read as src/rules/tables.rs reads it, for the keys the UI sends.
function lookup(id: string, keys: [string, string][]) {
  const t = table(id);
  const picks = Object.fromEntries(keys);
  const m = matchCell(t, picks);
  const spec = t.keys.map((k) => `${k.name}=${k.values.map((v) => v.value).join('|')}`).join(', ');
  if (m.missing.length > 0) reject('missing_lookup_key', `lookup ${id}: missing key "${m.missing[0]}" (keys: ${spec})`);
  if (m.bad.length > 0) reject('bad_lookup_value', `lookup ${id}: ${m.bad[0]} cannot be "${picks[m.bad[0]]}"`);
  const row = t.rows[m.row ?? 0];
  const columns = m.column !== null ? [m.column] : t.columns.slice(1).map((_, i) => i + 1);
  const cells = columns.map((c) => ({ column: t.columns[c].title, headline: row.cells[c].headline, text: row.cells[c].text }));
  const one = cells.length === 1 ? cells[0] : null;
  return {
    table: t.info,
    keys: lookupPairs(t, picks).map(([name, value]) => ({ name, value, read_as: m.readAs[name] })),
    cells,
    headline: one?.headline ?? null,
    text: one ? one.text : cells.map((c) => `${c.column}: ${c.text}`).join('\n'),
  };
}

type Args = Record<string, any>;

const commands: Record<string, (a: Args) => unknown> = {
  list_campaigns: () => campaigns.filter((c) => !removedAt.has(c.id)).map((c) => summary(c.id)),
  rename_campaign: (a) => {
    const c = campaigns.find((x) => x.id === summary(a.campaign_id).id)!;
    if (a.name.trim() === '') reject('empty_name', 'name: must not be empty');
    c.name = a.name.trim();
    return summary(c.id);
  },
  remove_campaign: (a) => {
    const campaign = summary(a.campaign_id);
    removedAt.set(a.campaign_id, clock++);
    return { campaign, removed_at: removedAt.get(a.campaign_id) };
  },
  restore_campaign: (a) => {
    const c = counted(a.campaign_id);
    if (!removedAt.delete(c.id)) reject('campaign_not_removed', `campaign: "${c.name}" (${c.id}) is not removed`);
    return summary(c.id);
  },
  removed_campaigns: () => [...removedAt].reverse().map(([id, at]) => ({ campaign: counted(id), removed_at: at })),
  export_campaign: (a) => {
    const c = summary(a.campaign_id);
    const own = sides.filter((s) => s.campaign_id === c.id).map(sideView);
    files.set(a.path, JSON.parse(JSON.stringify({ name: c.name, ruleset: c.ruleset, sides: own })));
    return { path: a.path, name: c.name, bytes: 4000, characters: c.characters, games: 0 };
  },
  import_campaign: (a) => {
    const file = files.get(a.path) ?? reject('io_error', `${a.path}: No such file or directory (os error 2)`);
    const c = createCampaign(file.name, file.ruleset);
    for (const side of file.sides) {
      const s = addSide(c.id, side.name, side.suit);
      for (const { id: _, side_id: __, derived: ___, has_portrait: ____, ruleset: _____, ...sheet } of side.characters) {
        addCharacter(s.id, sheet as unknown as CharacterSheet);
      }
    }
    return summary(c.id);
  },
  'plugin:dialog|open': () => window.__openDialogAnswer ?? null,
  create_campaign: (a) => {
    if (a.options !== undefined && a.options !== null && a.ruleset !== 'fate' && a.ruleset !== 'qotd') {
      reject('bad_option', 'option: only fate and QOTD campaigns have options');
    }
    const c = createCampaign(a.name, a.ruleset);
    if (a.options) setOptions(c.id, a.options);
    return c;
  },
  create_demo: (a) => (a.ruleset === 'fate' ? createFateDemo() : a.ruleset === 'twtw' ? createTwtwDemo() : createDemo()),
  get_campaign: (a) => ({
    campaign: summary(a.campaign_id),
    sides: sides.filter((s) => s.campaign_id === a.campaign_id).map(sideView),
  }),
  add_side: (a) => addSide(a.campaign_id, a.name, a.suit),
  qotd_catalog: () => catalog,
  fate_catalog: () => FATE_CATALOG_FIXTURE,
  // As the real command: the campaign is required, and says which family the sheet is of.
  check_character: (a) =>
    summary(a.campaign_id).ruleset === 'fate'
      ? checkFateSheet(fateSheet(a.sheet), campaignOptions.get(a.campaign_id) ?? {})
      : summary(a.campaign_id).ruleset === 'twtw'
        ? checkHeroSheet(heroSheet(a.sheet))
        : checkSheet(a.sheet),
  campaign_options: (a) => optionsView(a.campaign_id),
  set_campaign_options: (a) => {
    setOptions(a.campaign_id, a.options);
    return optionsView(a.campaign_id);
  },
  fate_deck: (a) => makeFateDeck(fateCharacters(a.campaign_id)),
  // The house tables as TOML: a line that is neither a [table], a key = value nor a comment is
  // refused naming its line, as the real check (HouseTables::from_toml) names it.
  house_tables_text: (a) => houseTables.get(a.campaign_id) ?? STANDARD_HOUSE_TABLES,
  set_house_tables: (a) => {
    if (summary(a.campaign_id).ruleset !== 'fate') reject('not_a_fate_campaign', 'campaign: house tables are for fate campaigns');
    if (a.toml === null) {
      houseTables.delete(a.campaign_id);
      return STANDARD_HOUSE_TABLES;
    }
    const bad = (a.toml as string).split('\n').findIndex((l) => !/^\s*(#.*|\[[a-z_]+\]|[a-z_]+\s*=\s*\S.*)?$/.test(l));
    if (bad >= 0) reject('house_tables_unreadable', `house tables: TOML parse error at line ${bad + 1}`);
    houseTables.set(a.campaign_id, a.toml);
    return a.toml;
  },
  fate_fire_odds: (a) => fireOdds(a),
  fate_nerve_odds: (a) => nerveOdds(a),
  // "Roll it": the plan the odds were weighed on, and dice drawn from the seed.
  fate_roll_fire: (a) => {
    const { fire, ...context } = a.context;
    const odds = fireOdds({ ...a, context });
    const plan = fire === 'blaze_away' ? odds.blaze_away : odds.deliberate;
    return plan ? fakeShotThrow(plan.plan, a.seed) : reject('cannot_blaze', 'fire: this weapon cannot blaze away');
  },
  fate_roll_nerve: (a) => fakeNerveThrow(nerveOdds(a).plan, a.seed),
  fate_roll_duel: (a) => {
    const odds = commands.fate_duel_odds(a) as { first: FateDrawPlanLike; second: FateDrawPlanLike };
    return fakeDuelThrow(odds.first, odds.second, a.seed);
  },
  // Only the recorded fights: the fake works no fight out itself.
  fate_fight_odds: (a) => {
    const [attacker, target] = [resolveFate(a.attacker), resolveFate(a.target)];
    const recorded = FIGHT_RECORDED.find((r) => sameBuild(attacker, r.attacker) && sameBuild(target, r.target));
    return recorded?.answer ?? reject('not_recorded', 'fight: the fake backend knows only the recorded fights');
  },
  fate_duel_odds: (a) => {
    const [first, second] = [resolveFate(a.first), resolveFate(a.second)];
    const recorded = DUEL_RECORDED.find((r) => sameBuild(first, r.first) && sameBuild(second, r.second));
    return recorded ? recorded.answer : fakeDuelOdds(first, second);
  },
  add_character: (a) => addCharacter(a.side_id, a.sheet),
  edit_character: (a) => {
    const c = character(a.character_id);
    Object.assign(c, validFor(c.side_id, a.sheet));
    return view(c);
  },
  remove_character: (a) => {
    characters.splice(characters.indexOf(character(a.character_id)), 1);
    return null;
  },
  set_portrait: (a) => {
    const c = character(a.character_id);
    if (!isPicture(a.image_base64)) reject('portrait_not_image', 'image: this file is not a PNG or JPEG picture');
    if (a.image_base64.length > PORTRAIT_LIMIT) reject('portrait_too_large', 'image: the picture is over 1.5 MB');
    c.portrait = THUMBNAIL;
    return view(c);
  },
  clear_portrait: (a) => {
    const c = character(a.character_id);
    c.portrait = null;
    return view(c);
  },
  get_portrait: (a) => character(a.character_id).portrait,
  list_printers: () => printers.map(printerView),
  // The print center: a real PDF Posse wrote (A4 or Letter, as asked) for pdf.js to draw; the
  // settings checked as the real backend checks them (a sheet of pages takes the paper and a
  // template only; cards what applies), the sheets counted as the print shop counts them; a mini
  // card is too small for the fake's longest name (a warning); a template that is no file is refused.
  print_preview: (a) => {
    const s = a.settings as PrintSettings;
    if (s.template && !s.template.endsWith('.toml')) reject('template_unreadable', `template ${s.template}: cannot be read: No such file or directory`);
    const job = a.job;
    if (['roster', 'cast_sheet', 'playsheet'].includes(job.what)) {
      const cardOption = (['printer', 'card', 'chit_shape', 'chit_size_mm', 'bleed_mm', 'marks', 'duplex', 'back_offset_mm', 'measured_ruler_mm'] as const)
        .find((k) => s[k] !== undefined) ?? (s.landscape ? 'landscape' : undefined);
      if (cardOption) reject('print_option_not_applicable', `${cardOption}: does not apply to the ${job.what.replace('_', ' ')} (a sheet of pages takes only the paper and a template)`);
      if (job.what === 'roster') summary(job.campaign_id);
      const letter = s.paper === 'letter';
      return packedPreview(letter ? PREVIEW_LETTER_PDF : PREVIEW_A4_PDF, { printable: job.what.replace('_', ' '), pages: 2, sheets: 2, warnings: [], notes: [], settings: letter ? 'Letter' : 'A4' });
    }
    const mini = s.card === 'mini' ? [{ card: 'Marshal Dan Tolliver', field: 'name', message: 'shortened to “Marshal Dan Tolli…”' }] : [];
    const shop = (() => {
      switch (job.what) {
        case 'fate_deck': {
          const deck = fateCharacters(job.source.from === 'cast' ? campaignOfCast(job.source.cast_id) : job.source.campaign_id);
          return printed({ settings: s }, 'fate deck', 'cards', deck.length + 6, job.blanks, mini);
        }
        case 'chits':
          if (summary(job.campaign_id).ruleset !== 'fate') reject('wrong_ruleset', `campaign: ${job.campaign_id} is a qotd campaign; hit-location chits are the fate family's`);
          return printed({ settings: s }, 'hit-location chits', 'chits', 36, 0, []);
        case 'pack':
          return printed({ settings: s }, 'pack', 'cards', 54, 0, mini);
        case 'action_cards':
          if (s.card !== undefined) reject('print_option_not_applicable', 'card: does not apply to the action cards (its cards are laid out for poker size (63.5 × 88.9 mm))');
          return printed({ settings: s }, 'action cards', 'cards', 54, 0, []);
        case 'turn_cards':
          return printed({ settings: s }, 'turn deck', 'cards', 3, 0, mini);
        default:
          if (s.template) reject('print_option_not_applicable', 'template: does not apply to the alignment test (it has no template: its marks are measures, not a look)');
          return printed({ settings: s }, 'alignment test', 'test', 0, 0, []);
      }
    })();
    const letter = shop.report.paper_w_mm === 215.9;
    return packedPreview(letter ? PREVIEW_LETTER_PDF : PREVIEW_A4_PDF, {
      printable: shop.printable,
      pages: shop.report.pages,
      sheets: shop.report.sheets,
      warnings: shop.warnings,
      notes: shop.notes,
      settings: shop.settings,
    });
  },
  open_saved_pdf: (a) => (saved.has(a.path) ? null : reject('not_saved_here', `path: ${a.path}: Posse opens only the PDF it has just saved`)),
  save_pdf: (a) => {
    saved.set(a.path, a.pdf_base64);
    return Math.floor((a.pdf_base64.length * 3) / 4);
  },
  add_printer: (a) => {
    const p = checkedPrinter(a.profile);
    if (printers.some((q) => q.name.toLowerCase() === p.name.toLowerCase())) reject('printer_name_taken', `name: there is already a printer profile called "${p.name}"`);
    printers.push(p);
    return printerView(p);
  },
  edit_printer: (a) => {
    const old = printerNamed(a.name);
    const e = a.edit;
    const next = checkedPrinter({
      name: e.name ?? old.name, paper: e.paper ?? old.paper, duplex: e.duplex ?? old.duplex,
      back_offset_x_mm: e.back_offset_mm?.[0] ?? old.back_offset_x_mm, back_offset_y_mm: e.back_offset_mm?.[1] ?? old.back_offset_y_mm,
      measured_ruler_mm: e.measured_ruler_mm ?? old.measured_ruler_mm,
    });
    printers.splice(printers.indexOf(old), 1, next);
    return printerView(next);
  },
  remove_printer: (a) => {
    printers.splice(printers.indexOf(printerNamed(a.name)), 1);
    return null;
  },
  database_path: () => '/home/tester/.local/share/posse/posse.sqlite',
  // Help and F1: the backend opens the page in the system's browser (src/guide.rs lists the pages).
  open_guide: () => null,
  list_drawn: () => null,
  list_tables: () => [...TABLE_LIST_FIXTURE, ...FATE_TABLE_LIST_FIXTURE],
  get_table: (a) => table(a.id),
  lookup_table: (a) => lookup(a.id, a.keys),
  list_tests: () => TESTS_FIXTURE,
  list_chains: () => CHAINS_FIXTURE,
  test_odds: (a) => fakeTestOdds(resolve(a.character), a.test, a.circumstances ?? {}),
  shot_odds: (a) => fakeShotOdds(resolve(a.shooter), inlineTargetOnly(a.target, a.circumstances ?? {}), a.circumstances ?? {}),
  fight_odds: (a) => fakeFightOdds(resolve(a.attacker), inlineTargetOnly(a.target, a.circumstances ?? {}), a.circumstances ?? {}),
  roll_test: (a) => fakeRoll(resolve(a.character), a.test, a.circumstances ?? {}, a.seed),
  ...twtwCommands(reject),
  'plugin:dialog|save': (a) =>
    window.__saveDialogAnswer !== undefined ? window.__saveDialogAnswer : `/tmp/posse-e2e/${a.options.defaultPath}`,
};

/**
 * A QOTD campaign's options as `campaign_options` answers: the real backend's words for every choice
 * (recorded for a new campaign), with the values this campaign chose.
 */
function qotdOptionsView(campaign_id: number) {
  const chosen = (campaignOptions.get(campaign_id) ?? {}) as Record<string, string>;
  const choices = QOTD_OPTIONS_FIXTURE.choices.map((c) => {
    const index = Math.max(0, c.values.indexOf(chosen[c.id] ?? c.values[0]));
    return { ...c, value: c.values[index], is_default: index === 0, rule: c.rules[index] };
  });
  return { campaign_id, ruleset: 'qotd', options: Object.fromEntries(choices.map((c) => [c.id, c.value])), choices };
}

// ---- The print shop ----------------------------------------------------------------------------
type Printer = { name: string; paper: string; duplex: 'long' | 'short' | 'none'; back_offset_x_mm: number; back_offset_y_mm: number; measured_ruler_mm: number };
const printers: Printer[] = [];
const printerView = (p: Printer) => ({ ...p, scale: 100 / p.measured_ruler_mm });
const printerNamed = (name: string) =>
  printers.find((p) => p.name.toLowerCase() === name.trim().toLowerCase()) ??
  reject('printer_not_found', `printer: there is no printer profile called "${name.trim()}" (posse printer list shows them)`);

function checkedPrinter(p: Printer): Printer {
  const name = p.name.trim();
  if (!name) reject('print_option_invalid', 'name: a printer profile needs a name');
  if (!['a4', 'letter'].includes(p.paper) && !/^\d+(\.\d+)?x\d+(\.\d+)?$/.test(p.paper)) reject('print_option_invalid', `paper: "${p.paper}" is not a paper: a4, letter, or WxH in millimetres (e.g. 148x210)`);
  for (const v of [p.back_offset_x_mm, p.back_offset_y_mm]) {
    if (!(Math.abs(v) <= 10)) reject('print_option_invalid', `back_offset: ${p.back_offset_x_mm},${p.back_offset_y_mm} mm: each must be within ±10 mm (the alignment test reads that far)`);
  }
  if (!(p.measured_ruler_mm >= 90 && p.measured_ruler_mm <= 110)) reject('print_option_invalid', `measured_ruler: ${p.measured_ruler_mm} mm: the 100 mm ruler must measure 90 to 110 mm; further out, the PDF was scaled to fit the page — print it at actual size (100%) and measure again`);
  return { ...p, name };
}

/** The campaign a saved cast belongs to (the fake keeps none: the open fate campaign's). */
function campaignOfCast(_castId: number): number {
  return campaigns.find((c) => c.ruleset === 'fate')?.id ?? reject('scenario_not_found', `scenario: ${_castId} does not exist`);
}

/** A print shop's report of a card printable, the settings refused as the real backend refuses them. */
function printed(a: Args, printable: string, kind: 'cards' | 'chits' | 'test', count: number, blanks: number | null, warnings: unknown[]) {
  const s = a.settings ?? {};
  const refuse = (field: string, reason: string) => reject('print_option_not_applicable', `${field}: does not apply to the ${printable} (${reason})`);
  if (kind === 'chits' && s.card !== undefined) refuse('card', 'chits have a shape and a size: --chit round|square, --chit-size MM');
  if (kind !== 'chits' && s.chit_shape !== undefined) refuse('chit_shape', 'it prints cards, not chits');
  if (kind === 'test' && s.bleed_mm !== undefined) refuse('bleed', 'the test prints outlines and crosshairs on the cut lines, no art');
  if (s.bleed_mm !== undefined && !(s.bleed_mm >= 0 && s.bleed_mm <= 3)) reject('print_option_invalid', `bleed: ${s.bleed_mm} mm: bleed must be 0 to 3 mm`);
  const profile = s.printer ? printerNamed(s.printer) : null;
  const paper = s.paper ?? profile?.paper ?? 'a4';
  const letter = paper === 'letter';
  const perSheet = kind === 'chits' ? 48 : s.bleed_mm === 3 ? 4 : letter ? 6 : 9;
  const cards = count + (blanks ?? (perSheet - (count % perSheet)) % perSheet);
  const sheets = Math.max(1, Math.ceil(cards / perSheet));
  const duplex = s.duplex ?? profile?.duplex ?? 'long';
  const pages = duplex === 'none' ? sheets : 2 * sheets;
  const report = {
    cards, cols: perSheet === 4 ? 2 : 3, rows: perSheet / (perSheet === 4 ? 2 : 3), per_sheet: perSheet, sheets, pages,
    paper_w_mm: letter ? 215.9 : 210, paper_h_mm: letter ? 279.4 : 297, card_w_mm: kind === 'chits' ? 30 : 63.5,
    card_h_mm: kind === 'chits' ? 30 : 88.9, ruler: 'bottom',
  };
  const notes = printable === 'fate deck' && cards > count ? [`${cards - count} blank character cards to write in`] : [];
  const chits = `${s.chit_shape ?? 'round'} chits ${s.chit_size_mm ?? 30} mm across`;
  const settings = `${letter ? 'Letter' : 'A4'}, ${kind === 'chits' ? chits : s.card ?? 'poker 63.5 × 88.9 mm'}${s.bleed_mm ? `, ${s.bleed_mm} mm bleed` : ''}, ${duplex === 'none' ? 'fronts only' : `${duplex}-edge backs`}`;
  return { path: a.path, bytes: 20000 * pages, printable, report, warnings, notes, settings, printer: profile?.name ?? null };
}

/** A fate campaign's options as `campaign_options` answers: every option, and each choice in words. */
function optionsView(campaign_id: number) {
  if (summary(campaign_id).ruleset === 'qotd') return qotdOptionsView(campaign_id);
  if (summary(campaign_id).ruleset !== 'fate') reject('not_fate', `campaign: ${campaign_id} is not a fate campaign`);
  const options = { ...FATE_DEFAULT_OPTIONS, ...(campaignOptions.get(campaign_id) ?? {}) };
  const word = (v: unknown) => (v === true ? 'on' : v === false ? 'off' : v === 'ansell1996' ? 'ansell_1996' : String(v));
  const choices = FATE_CATALOG_FIXTURE.options.map((info) => {
    const value = options[info.id];
    const first = word(value) === info.values[0];
    return {
      id: info.id, title: info.title, value: word(value), values: [...info.values], labels: [...info.labels],
      is_default: value === FATE_DEFAULT_OPTIONS[info.id], rule: first ? info.first : info.second, source: info.source,
    };
  });
  return { campaign_id, options, choices };
}

function setOptions(campaign_id: number, options: FateOptions) {
  if (summary(campaign_id).ruleset === 'qotd') {
    for (const [k, v] of Object.entries(options)) {
      const choice = QOTD_OPTIONS_FIXTURE.choices.find((c) => c.id === k);
      if (!choice) reject('bad_option', `option: "${k}" is not an option of QOTD campaigns`);
      if (!choice.values.includes(String(v))) reject('bad_option', `option: ${k}: "${v}" is not a value of it (${choice.values.join(' or ')})`);
    }
    campaignOptions.set(campaign_id, { ...options });
    return;
  }
  if (summary(campaign_id).ruleset !== 'fate') reject('not_fate', `campaign: ${campaign_id} is not a fate campaign`);
  const known = FATE_CATALOG_FIXTURE.options.map((o) => o.id);
  const bad = Object.keys(options).find((k) => !known.includes(k));
  if (bad) reject('bad_option', `option: unknown option "${bad}"`);
  campaignOptions.set(campaign_id, { ...options });
}

/** The same JSON, whatever the order of the keys. */
const sorted = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]))
    : v;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** The same class and skills (in any order), as a recorded answer's character. */
function sameBuild(sheet: FateCharacterSheet, build: { class: string; skills: { id: string; level: number }[] }): boolean {
  const key = (skills: { id: string; level: number }[]) => skills.map((s) => `${s.id}:${s.level}`).sort().join(',');
  return sheet.class === build.class && key(sheet.skills) === key(build.skills);
}

/** A character of a fate odds command: a stored one, `{id}`, or a sheet typed in, `{inline}`. */
type FateDrawPlanLike = { name: string; dice: number; rerolls: number };

/** The PDFs "Save PDF…" wrote, by path (base64). */
const saved = new Map<string, string>();
(window as unknown as { __savedPdfs: Map<string, string> }).__savedPdfs = saved;

const STANDARD_HOUSE_TABLES = '# The house tables Posse ships.\n\n[fighting]\ncitizen = 1\ngunman = 2\n';
const houseTables = new Map<number, string>();

// The fate odds as the fake answers them: the recorded answer of the real command, else worked out.
function fireOdds(a: Args) {
  const shooter = resolveFate(a.shooter);
  const recorded = FIRE_RECORDED.find((r) => sameBuild(shooter, r) && r.weapon === a.weapon && same(r.context, { moved: false, aimed: false, cover: false, ...a.context }));
  return recorded ? recorded.answer : fakeFireOdds(shooter, a.weapon, a.context);
}

function nerveOdds(a: Args) {
  const who = resolveFate(a.character);
  return NERVE_RECORDED.find((r) => sameBuild(who, r))?.answer ?? fakeNerveOdds(who);
}

function resolveFate(ref: { id: number } | { inline: FateCharacterSheet }): FateCharacterSheet {
  if ('id' in ref) return fateSheet(character(ref.id));
  const sheet = fateSheet(ref.inline);
  const first = checkFateSheet(sheet, {}).issues[0];
  if (first) reject(first.code, first.message);
  return sheet;
}

/**
 * A shot's or fight's target, as `resolve`; as the real backend, a roster target's reduced dice and
 * one card less are his last aftermath's, and refused when the circumstances say them.
 */
function inlineTargetOnly(ref: { id: number } | { inline: CharacterSheet }, c: Record<string, unknown>): CharacterSheet {
  const field = ['target_reduced', 'target_one_card_less'].find((f) => c[f] === true);
  if ('id' in ref && field) {
    reject('does_not_apply', `${field}: describes an inline target, not roster character #${ref.id} (whose sheet and last aftermath say it)`);
  }
  return resolve(ref);
}

/** A character of an odds command: a stored one, `{id}`, or a sheet typed in, `{inline}`. */
function resolve(ref: { id: number } | { inline: CharacterSheet }): CharacterSheet {
  if ('id' in ref) return character(ref.id);
  return validSheet(ref.inline);
}

// ---- Undo and redo ------------------------------------------------------------------------------
// Each change a command below makes is one operation of its campaign, named as the backend names
// it; undo puts the fake's whole store back as it was before the operation, redo as it was after.
type Operation = { id: number; campaign_id: number; summary: string; at: number; before: string; after: string };
const done: Operation[] = [];
const undone: Operation[] = [];
let nextOperation = 1;

function storeSnapshot(): string {
  return JSON.stringify({ campaigns, sides, characters, options: [...campaignOptions], removed: [...removedAt] });
}

function restoreStore(text: string) {
  const v = JSON.parse(text);
  campaigns.splice(0, campaigns.length, ...v.campaigns);
  sides.splice(0, sides.length, ...v.sides);
  characters.splice(0, characters.length, ...v.characters);
  campaignOptions.clear();
  for (const [k, o] of v.options) campaignOptions.set(k, o);
  removedAt.clear();
  for (const [k, at] of v.removed) removedAt.set(k, at);
}

const sideName = (id: number) => sides.find((s) => s.id === id)?.name ?? `side ${id}`;
/** What an undoable command would do, in the backend's words, and the campaign it changes. */
const UNDOABLE: Record<string, (a: Args) => { campaign_id: number; summary: string }> = {
  add_side: (a) => ({ campaign_id: a.campaign_id, summary: `Added the side ${a.name}` }),
  add_character: (a) => ({ campaign_id: campaignOf(a.side_id)?.id ?? 0, summary: `Added ${a.sheet.name} to ${sideName(a.side_id)}` }),
  edit_character: (a) => {
    const c = character(a.character_id);
    return { campaign_id: campaignOf(c.side_id)?.id ?? 0, summary: `Edited ${a.sheet.name}` };
  },
  remove_character: (a) => {
    const c = character(a.character_id);
    return { campaign_id: campaignOf(c.side_id)?.id ?? 0, summary: `Removed ${c.name} from ${sideName(c.side_id)}` };
  },
  set_house_tables: (a) => ({ campaign_id: a.campaign_id, summary: a.toml === null ? "Went back to Posse's house tables" : 'Changed the house tables' }),
  rename_campaign: (a) => ({ campaign_id: a.campaign_id, summary: `Renamed the campaign "${counted(a.campaign_id).name}" to "${a.name.trim()}"` }),
};

const stepOf = (op: Operation | undefined) => (op ? { operation_id: op.id, summary: op.summary, at: op.at } : null);
const lastOf = (ops: Operation[], campaign_id: number) => ops.filter((o) => o.campaign_id === campaign_id).at(-1);
const historyState = (campaign_id: number) => ({
  campaign_id,
  can_undo: stepOf(lastOf(done, campaign_id)),
  can_redo: stepOf(lastOf(undone, campaign_id)),
});

function takeStep(kind: 'undo' | 'redo', campaign_id: number) {
  const name = summary(campaign_id).name;
  const [from, to] = kind === 'undo' ? [done, undone] : [undone, done];
  const op = lastOf(from, campaign_id) ?? reject(`nothing_to_${kind}`, `nothing to ${kind} in "${name}"`);
  from.splice(from.indexOf(op), 1);
  to.push(op);
  restoreStore(kind === 'undo' ? op.before : op.after);
  return { campaign_id, campaign_name: name, kind, step: stepOf(op), operation_id: nextOperation++, changes: 1, state: historyState(campaign_id) };
}

commands.history_state = (a) => {
  summary(a.campaign_id);
  return historyState(a.campaign_id);
};
commands.undo = (a) => takeStep('undo', a.campaign_id);
commands.redo = (a) => takeStep('redo', a.campaign_id);

/**
 * The preview as the desktop backend answers it (src-tauri/src/commands/print.rs): one binary
 * answer, an ArrayBuffer holding the report's length (4 bytes little-endian), the report as JSON,
 * then the PDF.
 */
function packedPreview(pdfBase64: string, report: object): ArrayBuffer {
  const json = new TextEncoder().encode(JSON.stringify(report));
  const raw = atob(pdfBase64);
  const out = new Uint8Array(4 + json.length + raw.length);
  new DataView(out.buffer).setUint32(0, json.length, true);
  out.set(json, 4);
  for (let i = 0; i < raw.length; i++) out[4 + json.length + i] = raw.charCodeAt(i);
  return out.buffer;
}

mockIPC((cmd, args) => {
  window.__ipcCalls.push({ cmd, args: JSON.parse(JSON.stringify(args ?? {})) });
  const run = commands[cmd];
  if (!run) return Promise.reject(`command ${cmd} not found`);
  try {
    const a = (args ?? {}) as Args;
    const undoable = UNDOABLE[cmd];
    if (!undoable) return Promise.resolve(run(a));
    const what = undoable(a);
    const before = storeSnapshot();
    const result = run(a);
    done.push({ id: nextOperation++, ...what, at: clock++, before, after: storeSnapshot() });
    for (const op of undone.filter((o) => o.campaign_id === what.campaign_id)) undone.splice(undone.indexOf(op), 1);
    return Promise.resolve(result);
  } catch (error) {
    return Promise.reject(error);
  }
});
