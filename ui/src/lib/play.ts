// The Play view's logic (issue 25): the keys that play the game, the attack form of each family as
// the backend reads it, and a member's field values.
import type { PlayMember } from '../bindings/PlayMember';
import type { PlayStanding } from '../bindings/PlayStanding';
import type { PlayView } from '../bindings/PlayView';
import type { Ruleset } from '../bindings/Ruleset';

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
    if (a.moved) f.firer_moved = true;
    if (a.cover !== 'none') f.cover = a.cover;
    return f;
  }
  const f: Record<string, unknown> = { skill: a.skill.trim(), tn: num(a.tn), modifier: num(a.modifier), effect: a.effect.trim(), deadly: a.deadly };
  if (num(a.pen) !== 0) f.pen = num(a.pen);
  return f;
}
