// The little decisions around printing playsheets and cast sheets: the file names offered and
// the players a scenario's sheets may be printed for.
import type { Scenario } from '../bindings/Scenario';

/** A name any file system accepts: no separators or reserved characters, no leading dots. */
function safe(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || fallback;
}

/** "<campaign>-playsheet.pdf". */
export function playsheetFileName(campaignName: string): string {
  return `${safe(campaignName, 'campaign')}-playsheet.pdf`;
}

/** "<scenario>-cast-sheets.pdf", or "<scenario>-<player>.pdf" for one player's. */
export function castSheetFileName(title: string, player: string | null): string {
  const base = safe(title, 'scenario');
  return player === null ? `${base}-cast-sheets.pdf` : `${base}-${safe(player, 'player')}.pdf`;
}

/** Each player of a scenario once, as `--player` takes them: the player's name, or the side's. */
export function scenarioPlayers(scenario: Scenario): string[] {
  const names = scenario.sides.map((s) => s.player.trim() || s.side_name);
  return [...new Set(names)];
}
