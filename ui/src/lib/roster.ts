// Finding someone on a long roster: a search by words (name, type or class, personality, skills and
// traits, weapons, notes) and a filter by standing for the next game.
import type { Availability } from '../bindings/Availability';
import type { CharacterView } from '../bindings/CharacterView';

export type StandingFilter = 'all' | 'can_play' | 'cannot_play';

export const STANDING_FILTERS: { id: StandingFilter; label: string }[] = [
  { id: 'all', label: 'Everyone' },
  { id: 'can_play', label: 'Can play next game' },
  { id: 'cannot_play', label: 'Cannot play (dead, resting, awaiting an aftermath)' },
];

const words = (text: string) => text.toLowerCase().replace(/[_\-–—]/g, ' ').split(/\s+/).filter(Boolean);

/** Everything a person might type to find a character, in lower case. */
export function searchText(c: CharacterView): string {
  const sheet = c as unknown as Record<string, unknown>;
  const parts: string[] = [c.name];
  for (const key of ['type', 'personality', 'class', 'hand', 'notes']) {
    if (typeof sheet[key] === 'string') parts.push(sheet[key] as string);
  }
  for (const key of ['traits', 'skills']) {
    for (const pick of (sheet[key] as { id: string; param?: string | null }[] | undefined) ?? []) {
      parts.push(pick.id, pick.param ?? '');
    }
  }
  for (const w of (sheet.weapons as string[] | undefined) ?? []) parts.push(w);
  return words(parts.join(' ')).join(' ');
}

/** Whether a character matches every word typed (a word matches the start of any of his). */
export function matchesQuery(c: CharacterView, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const have = searchText(c).split(' ');
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

/** Whether a character's standing for the next game passes the filter (no standing: can play). */
export function matchesStanding(standing: Availability | undefined, filter: StandingFilter): boolean {
  if (filter === 'all') return true;
  const canPlay = !standing || standing.status === 'available';
  return filter === 'can_play' ? canPlay : !canPlay;
}

/**
 * A card's badge: who cannot play, or plays with a penalty, in the next game, and why (a badge, so
 * that every card of the grid lines up); the dead are greyed and can be neither edited nor removed.
 */
export type CardStanding = { status: string; label: string; reason: string };

/** What every family's character card on a roster is given (CharacterCardFrame shows it). */
export type CardProps<V> = {
  character: V;
  onEdit: () => void;
  onRemove: () => Promise<void>;
  standing?: CardStanding | null;
};
