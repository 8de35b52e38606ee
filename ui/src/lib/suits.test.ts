import { describe, expect, it } from 'vitest';
import { isRedSuit, nextFreeSuit, suitName, suitSymbol } from './suits';

describe('suits', () => {
  it('have their card symbols', () => {
    expect([suitSymbol('hearts'), suitSymbol('diamonds'), suitSymbol('clubs'), suitSymbol('spades')]).toEqual([
      '♥',
      '♦',
      '♣',
      '♠',
    ]);
    expect(suitSymbol(null)).toBe('');
  });

  it('name themselves and know their colour', () => {
    expect(suitName('spades')).toBe('Spades');
    expect(suitName(null)).toBe('No suit');
    expect(isRedSuit('hearts')).toBe(true);
    expect(isRedSuit('clubs')).toBe(false);
    expect(isRedSuit(null)).toBe(false);
  });

  it('suggest the first suit not yet taken', () => {
    expect(nextFreeSuit([])).toBe('hearts');
    expect(nextFreeSuit(['hearts', null, 'clubs'])).toBe('diamonds');
    expect(nextFreeSuit(['hearts', 'diamonds', 'clubs', 'spades'])).toBeNull();
  });
});
