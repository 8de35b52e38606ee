// The playing-card suit a side plays under (QOTD uses a deck of cards for activation).
import type { Suit } from '../bindings/Suit';

export const SUITS: readonly Suit[] = ['hearts', 'diamonds', 'clubs', 'spades'];

const SYMBOLS: Record<Suit, string> = { hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠' };

export function suitSymbol(suit: Suit | null): string {
  return suit ? SYMBOLS[suit] : '';
}

export function suitName(suit: Suit | null): string {
  return suit ? suit[0].toUpperCase() + suit.slice(1) : 'No suit';
}

/** Hearts and diamonds print red, clubs and spades black. */
export function isRedSuit(suit: Suit | null): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/** The first suit no side uses yet, so "Add side" suggests a fresh one. */
export function nextFreeSuit(used: ReadonlyArray<Suit | null>): Suit | null {
  return SUITS.find((s) => !used.includes(s)) ?? null;
}
