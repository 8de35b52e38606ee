// Campaigns as a whole, in the list: the file a campaign is exported to and what exporting did.
import type { ExportInfo } from '../bindings/ExportInfo';
import { plural } from './rulesets';

/** A file name for a campaign's export: its name in lower case, words joined by dashes. */
export function campaignFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'campaign'}.posse.json`;
}

/** What an export wrote, in words. */
export function exportMessage(info: ExportInfo): string {
  const games = info.games > 0 ? `, ${plural(info.games, 'game')}` : '';
  return `Exported "${info.name}" (${plural(info.characters, 'character')}${games}) to ${info.path}.`;
}
