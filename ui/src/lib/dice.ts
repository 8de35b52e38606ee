// Action dice as the rule book reads them (QOTD Reel 2): "2D10, take the best", "1D10".
import type { ActionDice } from '../bindings/ActionDice';

export function diceLabel(dice: ActionDice): string {
  if (dice.dice <= 1) return '1D10';
  return `${dice.dice}D10, take the ${dice.keep}`;
}

/** A compact form for tight roster rows: "2D10↑", "1D10", "2D10↓". */
export function diceShort(dice: ActionDice): string {
  if (dice.dice <= 1) return '1D10';
  return `${dice.dice}D10${dice.keep === 'best' ? '↑' : '↓'}`;
}
