// The Play view's logic (issue 25): the keys that play the game, the attack form of each family as
// the backend reads it, and a member's field values.
import type { PlayMember } from '../bindings/PlayMember';
import type { PlayStanding } from '../bindings/PlayStanding';
import type { PlayView } from '../bindings/PlayView';
import type { Ruleset } from '../bindings/Ruleset';
import { plainShot, shotActions, type ShotActions } from './mww';

/** What a key press does on the Play view. */
export type PlayKey =
  | { kind: 'next' }
  | { kind: 'hit' }
  | { kind: 'kill' }
  | { kind: 'roll' }
  | { kind: 'fullscreen' }
  | { kind: 'select'; index: number }
  | { kind: 'step'; by: number };

/**
 * The Play view's keys: N or Space the next card, H a hit on the one selected, K killed (by the one
 * acting), R "Roll it", F11 full screen, 1–9 the Nth of the cast, ← → the one before or after.
 * Ctrl+Z is the campaign's undo (UndoControl). No key with Ctrl, Alt or Cmd is the view's.
 */
export function keyOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): PlayKey | null {
  if (e.key === 'F11') return { kind: 'fullscreen' };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key === 'n' || key === ' ') return { kind: 'next' };
  if (key === 'h') return { kind: 'hit' };
  if (key === 'k') return { kind: 'kill' };
  if (key === 'r') return { kind: 'roll' };
  if (key === 'ArrowRight') return { kind: 'step', by: 1 };
  if (key === 'ArrowLeft') return { kind: 'step', by: -1 };
  if (/^[1-9]$/.test(key)) return { kind: 'select', index: Number(key) - 1 };
  return null;
}

/** A cast member as the backend's changes name him: `@N`, the Nth of the cast. */
export const memberRef = (index: number) => `@${index + 1}`;

/** A field's value on a member (0 when he has none). */
export function valueOf(member: PlayMember, field: string): number {
  return member.values.find((v) => v.field === field)?.value ?? 0;
}

/**
 * What "mark a hit" (H) does in each family, on the one selected: QOTD a hit (a card lost), My
 * Wild West a wound. Fate and TWTW hits need a location: H opens the wound choice instead (null).
 */
export function hitChange(ruleset: Ruleset): string | null {
  if (ruleset === 'qotd') return 'hits=+1';
  if (ruleset === 'mww') return 'wounds=+1';
  return null;
}

export const STANDING_LABEL: Record<PlayStanding, string> = {
  standing: 'Standing',
  down: 'On the ground',
  out: 'Out of the action',
  dead: 'Dead',
};

/** The next member along (wrapping round), from `from` by `by`. */
export function stepped(view: PlayView, from: number, by: number): number {
  const n = view.members.length;
  return n === 0 ? 0 : (((from + by) % n) + n) % n;
}

/** The attack's fields as the Play view's form holds them (strings as typed). */
export type AttackFields = {
  fight: boolean;
  weapon: string;
  range: string;
  cover: string;
  blaze: boolean;
  moved: boolean;
  skill: string;
  tn: string;
  modifier: string;
  effect: string;
  deadly: boolean;
  pen: string;
  /** My Wild West: how the firer moved (the panel's three ways: not, "Firer moved", by the inch). */
  mwwMoved: 'none' | 'moved' | 'inches';
  movedInches: string;
  aim: boolean;
  opportunity: boolean;
  /** He has had his opportunity shot this turn ("Max of 1 shot per figure"). */
  hadOpportunity: boolean;
  from: 'foot' | 'moving_horse' | 'moving_wagon';
  at: 'figure' | 'rider' | 'horse';
  /** Inches the target moved this turn. */
  targetMoved: string;
  targetFired: boolean;
  outOfArc: boolean;
  prone: boolean;
  proneLevel: 'level' | 'higher' | 'lower';
};

export function blankAttack(ruleset: Ruleset): AttackFields {
  return {
    fight: false,
    weapon: '',
    range: ruleset === 'qotd' ? '12' : '8',
    cover: 'none',
    blaze: false,
    moved: false,
    skill: 'firearms_pistol',
    tn: '5',
    modifier: '0',
    effect: '3d6',
    deadly: true,
    pen: '0',
    mwwMoved: 'none',
    movedInches: '1',
    aim: false,
    opportunity: false,
    hadOpportunity: false,
    from: 'foot',
    at: 'figure',
    targetMoved: '0',
    targetFired: false,
    outOfArc: false,
    prone: false,
    proneLevel: 'level',
  };
}

const num = (text: string) => {
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : 0;
};

/** The covers each family's form offers. */
export function coversOf(ruleset: Ruleset): string[] {
  if (ruleset === 'qotd') return ['none', 'light', 'hard'];
  if (ruleset === 'mww') return ['none', 'soft', 'hard', 'window'];
  if (ruleset === 'fate') return ['none', 'cover'];
  return [];
}

/** The family's attack form, as the backend reads it (only what is not a default). */
export function attackForm(ruleset: Ruleset, a: AttackFields): Record<string, unknown> {
  const weapon = a.weapon.trim();
  if (ruleset === 'qotd') {
    const c: Record<string, unknown> = {};
    if (weapon) c.weapon = weapon;
    if (!a.fight && a.range.trim()) c.range_paces = num(a.range);
    if (!a.fight && a.cover !== 'none') c.cover = a.cover;
    if (!a.fight && a.moved) c.moved = true;
    return a.fight ? { fight: true, circumstances: c } : { circumstances: c };
  }
  if (ruleset === 'fate') {
    const shot: Record<string, unknown> = { range: num(a.range) };
    if (a.blaze) shot.fire = 'blaze_away';
    if (a.cover !== 'none') shot.cover = true;
    if (a.moved) shot.moved = true;
    return weapon ? { weapon, shot } : { shot };
  }
  if (ruleset === 'mww') {
    const f: Record<string, unknown> = { range: num(a.range) };
    if (weapon) f.weapon = weapon;
    const act = mwwActions(a);
    if (act.aim) f.aim = true;
    if (act.opportunity) f.opportunity = true;
    if (act.opportunity && a.targetFired) f.target_fired = true;
    if (a.mwwMoved === 'moved') f.firer_moved = true;
    if (a.mwwMoved === 'inches') f.moved_inches = Math.max(1, Math.trunc(num(a.movedInches)) || 1);
    if (a.from !== 'foot') f.from = a.from;
    const moved = num(a.targetMoved);
    if (moved > 0) f.target_moved = moved < 6 ? 'under6' : 'six_plus';
    if (a.outOfArc) f.out_of_arc = true;
    if (a.prone) f.target_prone = true;
    if (a.prone && a.proneLevel === 'higher') f.target_higher = true;
    if (a.prone && a.proneLevel === 'lower') f.target_lower = true;
    if (a.cover !== 'none') f.cover = a.cover;
    if (a.at !== 'figure') f.at = a.at;
    return f;
  }
  const f: Record<string, unknown> = { skill: a.skill.trim(), tn: num(a.tn), modifier: num(a.modifier), effect: a.effect.trim(), deadly: a.deadly };
  if (num(a.pen) !== 0) f.pen = num(a.pen);
  return f;
}

/**
 * A My Wild West shot's Aim + Shoot and opportunity fire as the odds panel allows them
 * (lib/mww.ts `shotActions`): opportunity fire only if the target moved or fired, not out of arc,
 * once a turn; not with aiming. The firer's wounds are the game's: a wounded firer's aim is refused
 * by the backend, naming why.
 */
export function mwwActions(a: AttackFields): ShotActions {
  const shot = { ...plainShot(), aim: a.aim, opportunity: a.opportunity, target_fired: a.targetFired, out_of_arc: a.outOfArc };
  return shotActions(shot, num(a.targetMoved), a.hadOpportunity);
}
