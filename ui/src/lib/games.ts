// The after-action wizard's pure parts: the form of a game (who took part, how each ended, the fate
// family's events) turned into the backend's GameInput, the dice a player enters for each
// participant (EnteredRolls), the choices of new traits and skills (AftermathChoices), and the
// wordings of endings, statuses and availability.
import type { AftermathChoices } from '../bindings/AftermathChoices';
import type { AftermathEntry } from '../bindings/AftermathEntry';
import type { Availability } from '../bindings/Availability';
import type { AvailabilityStatus } from '../bindings/AvailabilityStatus';
import type { CampaignDetail } from '../bindings/CampaignDetail';
import type { Ended } from '../bindings/Ended';
import type { EnteredRoll } from '../bindings/EnteredRoll';
import type { EnteredRolls } from '../bindings/EnteredRolls';
import type { GameInput } from '../bindings/GameInput';
import type { GameStatus } from '../bindings/GameStatus';
import type { KillInput } from '../bindings/KillInput';
import type { ParticipantChoice } from '../bindings/ParticipantChoice';
import type { ParticipantInput } from '../bindings/ParticipantInput';
import type { Ruleset } from '../bindings/Ruleset';

export type Family = 'qotd' | 'fate' | 'mww' | 'twtw';

export function familyOf(ruleset: Ruleset): Family {
  return ruleset === 'fate' || ruleset === 'mww' || ruleset === 'twtw' ? ruleset : 'qotd';
}

/** The West That Wasn't's wound boxes, as a game records the wounds taken. */
export const TWTW_LOCATIONS: { id: string; label: string }[] = [
  { id: 'head', label: 'Head' },
  { id: 'torso', label: 'Torso' },
  { id: 'left_arm', label: 'Left arm' },
  { id: 'right_arm', label: 'Right arm' },
  { id: 'left_leg', label: 'Left leg' },
  { id: 'right_leg', label: 'Right leg' },
];

/** How a participant may end a game, by family, in the order the form lists them. */
export const ENDINGS: Record<Family, { id: Ended; label: string; short?: string; hint?: string }[]> = {
  qotd: [
    { id: 'uninjured', label: 'Uninjured' },
    { id: 'injured_with_cards', label: 'Injured, with cards still to activate', short: 'Injured, cards left' },
    {
      id: 'injured_no_cards',
      label: 'Injured, with no cards to activate',
      short: 'Injured, no cards left',
      hint: "A casualty: rolls on the post action chart, where He's Going! may make him A Goner!",
    },
    {
      id: 'killed',
      label: 'Killed, left on the field',
      short: 'Left on the field (killed)',
      hint: 'A body the players leave behind: dead, with no roll after the adventure',
    },
  ],
  fate: [
    { id: 'unhurt', label: 'Unhurt' },
    { id: 'flesh_wounded', label: 'Flesh-wounded' },
    { id: 'seriously_wounded', label: 'Seriously wounded' },
    { id: 'knocked_out', label: 'Knocked out' },
    { id: 'dead', label: 'Dead' },
    { id: 'lost_nerve', label: 'Lost his nerve' },
    { id: 'surrendered', label: 'Surrendered' },
    { id: 'refused_challenge', label: 'Refused a challenge' },
  ],
  mww: [
    { id: 'unhurt', label: 'Unhurt' },
    { id: 'wounded', label: 'Wounded' },
    { id: 'knocked_out', label: 'Knocked out (3 wounds or more)', short: 'Knocked out' },
    { id: 'killed', label: 'Killed' },
  ],
  twtw: [
    { id: 'unhurt', label: 'Unhurt' },
    { id: 'wounded', label: 'Wounded' },
    { id: 'unconscious', label: 'Knocked out' },
    { id: 'dead', label: 'Dead' },
  ],
};

export function endedLabel(ended: Ended): string {
  return [...ENDINGS.qotd, ...ENDINGS.fate, ...ENDINGS.mww, ...ENDINGS.twtw].find((e) => e.id === ended)?.label ?? ended;
}

/** Fate: whether an ending leaves a wound kept on the sheet, at a location. */
export function isFateWound(ended: Ended | string): boolean {
  return ended === 'flesh_wounded' || ended === 'seriously_wounded';
}

/** Fate: the choice "let the dice say where he was hit" in the wound's location list. */
export const ROLL_LOCATION = 'roll';

/** Whether an ending is death (a dead man kills nobody afterwards and may be a victim). */
export function isDeath(ended: Ended | string): boolean {
  return ended === 'killed' || ended === 'dead';
}

/** The fate family's yes/no events of a gunfight, for experience. */
export type FateFlag =
  | 'fired_at_opponent'
  | 'backshot'
  | 'shot_helpless'
  | 'shot_surrendered_or_woman'
  | 'surrendered'
  | 'refused_challenge';
export const FATE_FLAGS: { id: FateFlag; label: string }[] = [
  { id: 'fired_at_opponent', label: 'Fired at an opponent' },
  { id: 'backshot', label: 'Shot someone in the back' },
  { id: 'shot_helpless', label: 'Shot an unarmed or knocked-out man' },
  { id: 'shot_surrendered_or_woman', label: 'Shot a man who surrendered, or a woman' },
  { id: 'surrendered', label: 'Surrendered' },
  { id: 'refused_challenge', label: 'Refused a challenge' },
];

/** A man killed: a roster character, or someone on no roster (fate: with his class). */
export type KillForm = { victim: number } | { name: string; class: string };

/** One roster character in the game form. */
export type ParticipantForm = {
  character_id: number;
  side_id: number;
  name: string;
  taking_part: boolean;
  ended: Ended;
  kills: KillForm[];
  /** QOTD: men wounded (for the chronicle); fate: armed men seriously wounded. */
  seriously_wounded: number;
  /** MWW: wounds taken in the game. */
  wounds: number;
  /** MWW: dollars got away with, for the gang. */
  money: number;
  /** MWW: the figure's horse was killed. */
  horse_killed: boolean;
  /** TWTW: wounds taken, by location (`torso`, `left_leg`, …); sent as `wounds`. */
  wounds_at?: Record<string, number>;
  /** TWTW: Conc lost. */
  conc?: number;
  /**
   * Fate: where a flesh-wounded or seriously wounded man was hit (a location id), ROLL_LOCATION to
   * roll it on the campaign's hit-location chart with the aftermath's dice, or '' not said yet.
   */
  wound?: string;
} & Record<FateFlag, boolean>;

export type GameForm = {
  title: string;
  date: string;
  notes: string;
  participants: ParticipantForm[];
  /** The saved scenario the game was cast from, if it was. */
  scenario?: number;
};

/** Today as YYYY-MM-DD, in the local calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A blank form: everyone on the rosters, nobody ticked yet, the family's first ending. */
export function blankGameForm(detail: CampaignDetail, date = today()): GameForm {
  const family = familyOf(detail.campaign.ruleset);
  return {
    title: '',
    date,
    notes: '',
    participants: detail.sides.flatMap((side) =>
      side.characters.map((c) => ({
        character_id: c.id,
        side_id: side.id,
        name: c.name,
        taking_part: false,
        ended: ENDINGS[family][0].id,
        kills: [],
        seriously_wounded: 0,
        wounds: 0,
        money: 0,
        horse_killed: false,
        fired_at_opponent: false,
        backshot: false,
        shot_helpless: false,
        shot_surrendered_or_woman: false,
        surrendered: false,
        refused_challenge: false,
      })),
    ),
  };
}

/**
 * The form for a game cast from a saved scenario: its title, and its cast's roster characters
 * ticked as taking part (those who may play; extras are on no roster). The players then say how
 * each ended it.
 */
export function formFromScenario(
  detail: CampaignDetail,
  scenario: { id: number | null; title: string; sides: { cast: { character_id: number | null }[] }[] },
  standing: readonly Availability[],
  date = today(),
): GameForm {
  const form = blankGameForm(detail, date);
  form.title = scenario.title;
  if (scenario.id !== null) form.scenario = scenario.id;
  const cast = new Set(scenario.sides.flatMap((s) => s.cast.map((m) => m.character_id)).filter((id): id is number => id !== null));
  for (const p of form.participants) p.taking_part = cast.has(p.character_id) && eligibility(p.character_id, standing).ok;
  return form;
}

/** Whether a character may be chosen to take part, and if not, why (dead, missing, awaiting an aftermath). */
export function eligibility(characterId: number, standing: readonly Availability[]): { ok: boolean; reason: string } {
  const a = standing.find((s) => s.character_id === characterId);
  if (!a || a.status === 'available') return { ok: true, reason: a?.reason ?? '' };
  return { ok: false, reason: a.reason || availabilityLabel(a.status) };
}

/** The participants a man may be recorded as killing: the other sides' participants who ended dead. */
export function victimsFor(form: GameForm, killer: ParticipantForm): ParticipantForm[] {
  return form.participants.filter((p) => p.taking_part && p.side_id !== killer.side_id && isDeath(p.ended));
}

/**
 * The GameInput the backend records: only those taking part, in roster order, each with only
 * what is not a default (no `false`, no `0`, no empty list); the fate events only for a fate game.
 */
export function buildGameInput(form: GameForm, family: Family): GameInput {
  const participants = form.participants
    .filter((p) => p.taking_part)
    .map((p) => {
      const out: ParticipantInput = { character: p.character_id, ended: p.ended };
      if (family === 'fate') {
        for (const flag of FATE_FLAGS) if (p[flag.id]) out[flag.id] = true;
        if (isFateWound(p.ended) && p.wound && p.wound !== ROLL_LOCATION) out.wound = p.wound;
      }
      const kills = p.kills.map((k) => killInput(k, family)).filter((k): k is KillInput => k !== null);
      if (kills.length > 0) out.kills = kills;
      if (p.seriously_wounded > 0 && family !== 'mww') out.seriously_wounded = Math.floor(p.seriously_wounded);
      if (family === 'mww' && !isDeath(p.ended)) {
        if (p.wounds > 0) out.wounds = Math.floor(p.wounds);
        if (p.money > 0) out.money = Math.floor(p.money);
        if (p.horse_killed) out.horse_killed = true;
      }
      if (family === 'twtw') {
        const wounds = Object.fromEntries(Object.entries(p.wounds_at ?? {}).filter(([, n]) => n > 0).map(([l, n]) => [l, Math.floor(n)]));
        if (Object.keys(wounds).length > 0) out.wounds = wounds;
        if ((p.conc ?? 0) > 0) out.conc = Math.floor(p.conc ?? 0);
      }
      return out;
    });
  const game: GameInput = { title: form.title.trim(), date: form.date, participants };
  if (form.notes.trim() !== '') game.notes = form.notes.trim();
  if (form.scenario !== undefined) game.scenario = form.scenario;
  return game;
}

function killInput(kill: KillForm, family: Family): KillInput | null {
  if ('victim' in kill) return { victim: kill.victim };
  const name = kill.name.trim();
  if (family === 'fate') return { name, class: kill.class };
  return { name };
}

/** What the form still lacks before it can be recorded, in words (empty when ready). */
export function formProblems(form: GameForm, family: Family = 'qotd'): string[] {
  const problems: string[] = [];
  if (form.title.trim() === '') problems.push('Give the game a title.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) problems.push('Give the date it was played.');
  if (!form.participants.some((p) => p.taking_part)) problems.push('Tick who took part.');
  // A fate game needs the class of every man killed who is on no roster: it decides promotion, so
  // it is never guessed.
  // A man killed who is on no roster needs a name: the chronicle tells who it was (never "someone").
  const nameless = form.participants.some((p) => p.taking_part && p.kills.some((k) => 'name' in k && k.name.trim() === ''));
  if (nameless) problems.push('Name each man killed who is on no roster.');
  const classless = form.participants.some((p) => p.taking_part && p.kills.some((k) => 'class' in k && k.class === ''));
  if (family === 'fate' && classless) problems.push('Give the class of each man killed who is on no roster.');
  if (family === 'mww' && form.participants.some((p) => p.taking_part && p.ended === 'wounded' && !(p.wounds > 0))) {
    problems.push('Say how many wounds each wounded figure took.');
  }
  const unplaced = form.participants.filter((p) => p.taking_part && isFateWound(p.ended) && !p.wound);
  if (family === 'fate' && unplaced.length > 0) {
    problems.push(`Say where ${unplaced.map((p) => p.name).join(', ')} ${unplaced.length === 1 ? 'was' : 'were'} hit, or let the dice say.`);
  }
  return problems;
}

/**
 * The participant a backend message is about: `participants[2].kills[0].victim: …` names the third
 * one taking part; null when the message names none.
 */
export function participantOfError(message: string): number | null {
  const m = /^participants\[(\d+)\]/.exec(message);
  return m ? Number(m[1]) : null;
}

/** The message without its leading field (`participants[2].ended: ` …), for showing next to the field. */
export function errorReason(message: string): string {
  return message.replace(/^[\w.[\]]+:\s*/, '');
}

// ---- Dice ---------------------------------------------------------------------------------------

/** QOTD post action dice: the character's action dice, two D10 for Heroes and Main characters, one otherwise. */
export function qotdDiceCount(type: string): number {
  return type === 'hero' || type === 'main' ? 2 : 1;
}

/** The dice a player types for one participant; `null` is a die not typed yet. */
export type DiceForm = {
  character_id: number;
  name: string;
  ended: Ended;
  /** QOTD: the post action dice (as many as `qotdDiceCount`). */
  dice: (number | null)[];
  /** QOTD: the He's Going! roll (the same number of dice). */
  hes_going: (number | null)[];
  /** Fate: the D6 for a Shootist's 50% chance of another skill, when he has one. */
  skill_chance: number | null;
  /** Fate: whether this participant has a 50% chance to roll for. */
  has_skill_chance: boolean;
  /** Fate: the skill chits drawn, in order. */
  skills: string[];
  /** Fate: a wounded man whose game does not say where he was hit rolls a D6 for it. */
  needs_location: boolean;
  /** Fate: that D6, read on the campaign's hit-location chart. */
  location_roll: number | null;
};

/** The best of the dice typed, or null until every die is typed. */
export function keptDie(dice: readonly (number | null)[]): number | null {
  if (dice.length === 0 || dice.some((d) => d === null)) return null;
  return Math.max(...(dice as number[]));
}

/**
 * Whether the He's Going! roll is asked for: injured with no cards to activate, and the post action
 * roll kept a 1 ("Roll again and check on the next chart").
 */
export function needsHesGoing(form: Pick<DiceForm, 'ended' | 'dice'>): boolean {
  return form.ended === 'injured_no_cards' && keptDie(form.dice) === 1;
}

export function validDie(value: number | null, sides: number): boolean {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= sides;
}

/** A die asked for that is not typed yet, or not on its die: the field (its test id) and why. */
export type DiceIssue = { field: string; missing: boolean; message: string };

/**
 * Every die asked for that is missing or out of range, each naming its field (the input's test id)
 * and saying why: "Wyatt Earp, D10 1: 11 is not on a D10 (1 to 10)", "Dusty, He's Going! D10:
 * not typed yet".
 */
export function diceIssues(form: DiceForm, family: Family): DiceIssue[] {
  const issues: DiceIssue[] = [];
  const check = (value: number | null, sides: number, field: string, what: string) => {
    if (value === null) issues.push({ field, missing: true, message: `${form.name}, ${what}: not typed yet` });
    else if (!validDie(value, sides)) issues.push({ field, missing: false, message: `${form.name}, ${what}: ${value} is not on a D${sides} (1 to ${sides})` });
  };
  if (family === 'twtw' || family === 'mww') return issues;
  if (family === 'fate') {
    if (form.has_skill_chance) check(form.skill_chance, 6, `skill-chance-${form.character_id}`, 'the 50% chance D6');
    if (form.needs_location) check(form.location_roll, 6, `location-roll-${form.character_id}`, 'where he was hit, D6');
    return issues;
  }
  if (isDeath(form.ended)) return issues;
  const many = form.dice.length > 1;
  form.dice.forEach((d, i) => check(d, 10, `die-${form.character_id}-${i}`, many ? `D10 ${i + 1}` : 'D10'));
  if (needsHesGoing(form)) {
    form.hes_going.forEach((d, i) => check(d, 10, `hes-going-die-${form.character_id}-${i}`, many ? `He's Going! D10 ${i + 1}` : "He's Going! D10"));
  }
  return issues;
}

/** Whether every die asked for is typed and in range. */
export function diceComplete(form: DiceForm, family: Family): boolean {
  return diceIssues(form, family).length === 0;
}

/** A blank dice form for each participant (QOTD: the right number of dice; fate: none yet). */
export function blankDiceForms(
  participants: readonly { character_id: number; name: string; ended: Ended; wound?: string }[],
  typeOf: (characterId: number) => string,
  skillChance: (characterId: number) => boolean = () => false,
): DiceForm[] {
  return participants.map((p) => {
    const n = isDeath(p.ended) ? 0 : qotdDiceCount(typeOf(p.character_id));
    return {
      character_id: p.character_id,
      name: p.name,
      ended: p.ended,
      dice: Array(n).fill(null),
      hes_going: Array(n).fill(null),
      skill_chance: null,
      has_skill_chance: skillChance(p.character_id),
      skills: [],
      needs_location: isFateWound(p.ended) && !p.wound,
      location_roll: null,
    };
  });
}

/**
 * What each participant of a fate game needs drawn, from a preview of the aftermath (whose chits
 * are not kept): the skills earned (one chit each), and the 50% chance of another to roll a D6 for.
 * The dead draw nothing.
 */
export function chitsNeeded(entries: readonly AftermathEntry[]): Record<number, { skills: number; chance: boolean }> {
  return Object.fromEntries(
    entries.map((e) => [e.character_id, { skills: e.dies ? 0 : e.skills_earned, chance: !e.dies && hasSkillChance(e) }]),
  );
}

/** Who must draw chits, in words: "Kid Kelly draws 1 chit; Doc Ames rolls a D6 for a 50% chance." ("" for nobody). */
export function chitsLine(entries: readonly AftermathEntry[]): string {
  const needs = chitsNeeded(entries);
  const parts = entries.flatMap((e) => {
    const n = needs[e.character_id];
    const what = [n.skills > 0 ? `draws ${n.skills} skill chit${n.skills === 1 ? '' : 's'}` : '', n.chance ? 'rolls a D6 for a 50% chance of another' : '']
      .filter(Boolean)
      .join(' and ');
    return what ? [`${e.name} ${what}`] : [];
  });
  return parts.length > 0 ? `${parts.join('; ')}.` : '';
}

/** A skill as an aftermath names it ("Very Strong", "Crack shot") in the catalog's list, for its effect. */
export function skillByLabel<S extends { name: string }>(skills: readonly S[], label: string): S | undefined {
  const name = label.replace(/^Very, Very /, '').replace(/^Very /, '');
  return skills.find((s) => s.name === label) ?? skills.find((s) => s.name === name);
}

/** Whether a fate aftermath entry (worked out with any dice) shows the 50% chance of another skill. */
export function hasSkillChance(entry: AftermathEntry): boolean {
  return entry.rolls.some((r) => r.what.startsWith('50% chance'));
}

/** The players' dice as the backend takes them: only what was rolled, by character id. */
export function buildEnteredRolls(forms: readonly DiceForm[], family: Family): EnteredRolls {
  const rolls: EnteredRoll[] = [];
  for (const f of forms) {
    if (family === 'fate') {
      const roll: EnteredRoll = { character: f.character_id };
      if (f.has_skill_chance && f.skill_chance !== null) roll.skill_chance = f.skill_chance;
      const skills = f.skills.filter((s) => s !== '');
      if (skills.length > 0) roll.skills = skills;
      if (f.needs_location && f.location_roll !== null) roll.location_roll = f.location_roll;
      if (roll.skill_chance !== undefined || roll.skills || roll.location_roll !== undefined) rolls.push(roll);
      continue;
    }
    if (isDeath(f.ended) || f.dice.length === 0) continue;
    const roll: EnteredRoll = { character: f.character_id, dice: f.dice.map((d) => d ?? 0) };
    if (needsHesGoing(f)) roll.hes_going = f.hes_going.map((d) => d ?? 0);
    rolls.push(roll);
  }
  return { rolls };
}

// ---- Choices ------------------------------------------------------------------------------------

/** What a player has picked in the review for one participant. */
export type ChoiceForm = {
  /** QOTD: the new trait's id ("" none yet). */
  trait: string;
  /** QOTD: the skill or weapon a trait is about (`good_in_skill`, `expert`). */
  param: string;
  /** QOTD: the held trait the new one replaces when full ("" none yet). */
  replace: string;
  /** QOTD: take no new trait. */
  skip: boolean;
  /** Fate: choose the skills instead of those drawn. */
  choose_skills: boolean;
  /** Fate: the skills chosen instead (ids; as many as earned). */
  skills: string[];
};

export function blankChoice(): ChoiceForm {
  return { trait: '', param: '', replace: '', skip: false, choose_skills: false, skills: [] };
}

/**
 * The choices to send: only the complete ones. A new trait needs its param when it is about a skill
 * or weapon, and a trait to replace when the character is full; skipping needs nothing; skills
 * chosen instead must be as many as earned.
 */
export function buildChoices(entries: readonly AftermathEntry[], forms: Readonly<Record<number, ChoiceForm>>): AftermathChoices {
  const choices: ParticipantChoice[] = [];
  for (const entry of entries) {
    const form = forms[entry.character_id];
    if (!form) continue;
    const tc = entry.trait_choice;
    if (tc) {
      if (form.skip) {
        choices.push({ character: entry.character_id, skip: true });
      } else if (form.trait !== '') {
        const option = tc.options.find((o) => o.id === form.trait);
        if (!option) continue;
        if (option.needs_param && form.param.trim() === '') continue;
        if (tc.full && form.replace === '') continue;
        const choice: ParticipantChoice = {
          character: entry.character_id,
          trait: option.needs_param ? { id: option.id, param: form.param.trim() } : { id: option.id },
        };
        if (tc.full) choice.replace = form.replace;
        choices.push(choice);
      }
    }
    if (entry.skills_earned > 0 && form.choose_skills && form.skills.length === entry.skills_earned && form.skills.every((s) => s !== '')) {
      choices.push({ character: entry.character_id, skills: [...form.skills] });
    }
  }
  return { choices };
}

/** What a trait choice still needs, in words (empty when complete or not asked). */
export function choiceMissing(entry: AftermathEntry, form: ChoiceForm | undefined): string {
  const tc = entry.trait_choice;
  if (!tc) return '';
  if (!form || (!form.skip && form.trait === '')) return tc.full ? 'Pick a new trait and the one it replaces, or skip it.' : 'Pick a new trait, or skip it.';
  if (form.skip) return '';
  const option = tc.options.find((o) => o.id === form.trait);
  if (option?.needs_param && form.param.trim() === '') return `Name the ${option.needs_param} it is about.`;
  if (tc.full && form.replace === '') return 'Pick the trait it replaces.';
  return '';
}

/** A held trait as `TraitChoiceView.held` lists it (`expert:long_pistol`), in words. */
export function heldLabel(held: string, names: (id: string) => string): string {
  const [id, param] = held.split(':');
  return param ? `${names(id)} (${param.replace(/_/g, ' ')})` : names(id);
}

// ---- Wordings -----------------------------------------------------------------------------------

export function gameStatusLabel(status: GameStatus): string {
  return { recorded: 'Recorded', dice_rolled: 'Dice rolled', applied: 'Applied' }[status] ?? status;
}

export function availabilityLabel(status: AvailabilityStatus): string {
  return { available: 'Available', awaiting_aftermath: 'Awaiting aftermath', missing: 'Misses the next game', dead: 'Dead' }[status] ?? status;
}

/**
 * A standing in a short badge, the same on the roster, the games list and the aftermath's review:
 * "Dead", "Misses the next game", "A card less", "A card less, reduced dice"; "" for the fit. The
 * backend's sentence (the availability's `reason`, the entry's `results`) says the rest.
 */
export function standingBadge(status: AvailabilityStatus, cardsLost: number, reducedDice: boolean): string {
  if (status !== 'available') return availabilityLabel(status);
  if (cardsLost > 0) return reducedDice ? 'A card less, reduced dice' : 'A card less';
  if (reducedDice) return 'Reduced dice';
  return '';
}

/**
 * A standing said in full, the same in the aftermath's review and the chronicle: the badge, or
 * "Plays the next game" for one who is fit.
 */
export function standingWords(status: AvailabilityStatus, cardsLost: number, reducedDice: boolean): string {
  return standingBadge(status, cardsLost, reducedDice) || 'Plays the next game';
}

/** A character's standing for the next game as a roster badge (see standingBadge). */
export function availabilityBadge(a: Availability): string {
  return standingBadge(a.status, a.cards_lost, a.reduced_dice);
}

/** A game's participants in words: "Wyatt Earp, Doc Holliday and 3 more". */
export function participantsLine(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** A die as typed in a number field: a whole number, or null when empty or not a number. */
export function readDie(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** A choice form for every entry that asks for one (kept as they are where already there). */
export function ensureChoices(entries: readonly AftermathEntry[], forms: Record<number, ChoiceForm>): Record<number, ChoiceForm> {
  for (const e of entries) if ((e.trait_choice || e.skills_earned > 0) && !forms[e.character_id]) forms[e.character_id] = blankChoice();
  return forms;
}
