import { describe, expect, it } from 'vitest';
import { diceLabel, diceShort } from './dice';

describe('dice labels', () => {
  it('read as the rule book says', () => {
    expect(diceLabel({ dice: 2, keep: 'best' })).toBe('2D10, take the best');
    expect(diceLabel({ dice: 2, keep: 'worst' })).toBe('2D10, take the worst');
    expect(diceLabel({ dice: 1, keep: 'best' })).toBe('1D10');
    expect(diceLabel({ dice: 1, keep: 'worst' })).toBe('1D10');
  });

  it('have a compact form with an arrow for which die counts', () => {
    expect(diceShort({ dice: 2, keep: 'best' })).toBe('2D10↑');
    expect(diceShort({ dice: 2, keep: 'worst' })).toBe('2D10↓');
    expect(diceShort({ dice: 1, keep: 'worst' })).toBe('1D10');
  });
});
