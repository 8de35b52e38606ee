// The players a scenario's cast sheets may be printed for (the print center's player pick).
import type { Scenario } from '../bindings/Scenario';

/** Each player of a scenario once, as `--player` takes them: the player's name, or the side's. */
export function scenarioPlayers(scenario: Scenario): string[] {
  const names = scenario.sides.map((s) => s.player.trim() || s.side_name);
  return [...new Set(names)];
}
