// The print center's decisions: what can be printed from where, the job sent (what, for which
// campaign, cast or side), the settings sent (only what applies: a sheet of pages takes its paper
// and a template, cards every option), and the preview's report in words.
import type { PrintJob } from '../bindings/PrintJob';
import type { PrintSettings } from '../bindings/PrintSettings';
import type { Preview } from '../bindings/Preview';
import type { Ruleset } from '../bindings/Ruleset';
import { settingsOf, type SheetForm } from './print';

/** Everything the print center prints. */
export type CenterPrintable =
  | 'roster'
  | 'cast_sheet'
  | 'playsheet'
  | 'fate_deck'
  | 'chits'
  | 'pack'
  | 'action_cards'
  | 'turn_cards'
  | 'alignment_test';

export const CENTER_LABELS: Record<CenterPrintable, string> = {
  roster: 'Roster sheet',
  cast_sheet: 'Cast sheets',
  playsheet: 'Playsheet',
  fate_deck: 'Fate deck',
  chits: 'Hit-location chits',
  pack: 'Pack of cards',
  action_cards: 'Action deck (The West That Wasn’t)',
  turn_cards: 'Turn deck (My Wild West)',
  alignment_test: 'Printer alignment test',
};

/** The sheets of pages: paper and template only. */
export const SHEETS: CenterPrintable[] = ['roster', 'cast_sheet', 'playsheet'];

/** What can be printed for a campaign of `ruleset`, with a saved cast or without. */
export function centerPrintables(ruleset: Ruleset, hasCast: boolean): CenterPrintable[] {
  const list: CenterPrintable[] = ['roster'];
  if (hasCast && (ruleset === 'qotd' || ruleset === 'fate')) list.push('cast_sheet');
  list.push('playsheet');
  if (ruleset === 'fate') list.push('fate_deck', 'chits');
  if (ruleset === 'qotd' && hasCast) list.push('pack');
  if (ruleset === 'twtw') list.push('action_cards');
  if (ruleset === 'mww' && hasCast) list.push('turn_cards');
  list.push('alignment_test');
  return list;
}

/** Where the job's characters come from. */
export type JobContext = {
  campaignId: number;
  ruleset: Ruleset;
  castId: number | null;
  sideId: number | null;
  player: string | null;
  leaveOutDead: boolean;
  deckFrom: 'cast' | 'campaign';
};

export function jobOf(what: CenterPrintable, c: JobContext): PrintJob | null {
  switch (what) {
    case 'roster':
      return { what, campaign_id: c.campaignId, options: { side_id: c.sideId, leave_out_dead: c.leaveOutDead } };
    case 'cast_sheet':
      return c.castId === null ? null : { what, cast_id: c.castId, player: c.player };
    case 'playsheet':
      return { what, ruleset: c.ruleset, campaign_id: c.ruleset === 'fate' ? c.campaignId : null };
    case 'fate_deck':
      return {
        what,
        source: c.castId !== null && c.deckFrom === 'cast'
          ? { from: 'cast', cast_id: c.castId }
          : { from: 'campaign', campaign_id: c.campaignId, side_id: c.sideId },
        blanks: null,
      };
    case 'chits':
      return { what, campaign_id: c.campaignId };
    case 'pack':
      return c.castId === null ? null : { what, cast_id: c.castId };
    case 'action_cards':
      return { what, seed: null };
    case 'turn_cards':
      return c.castId === null ? null : { what, cast_id: c.castId };
    case 'alignment_test':
      return { what };
  }
}

/** The settings sent: a sheet its paper (A4 or Letter) and template; cards the dialog's settings. */
export function centerSettings(form: SheetForm, what: CenterPrintable, template: string): PrintSettings {
  const t = template.trim();
  if (SHEETS.includes(what)) {
    const s: PrintSettings = { landscape: false };
    if (form.paper === 'a4' || form.paper === 'letter') s.paper = form.paper;
    if (t) s.template = t;
    return s;
  }
  const s = settingsOf(form, what === 'action_cards' ? 'pack' : what === 'cast_sheet' || what === 'playsheet' ? 'roster' : what);
  if (what === 'action_cards') delete s.card;
  // The alignment test and the turn deck have no template file.
  if (t && what !== 'alignment_test' && what !== 'turn_cards') s.template = t;
  return s;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/** "3 sheets (6 pages) · A4, poker 63.5 × 88.9 mm, crop marks, long-edge backs". */
export function previewSummary(p: Preview): string {
  const count = p.sheets === p.pages ? plural(p.pages, 'page', 'pages') : `${plural(p.sheets, 'sheet', 'sheets')} (${plural(p.pages, 'page', 'pages')})`;
  return `${count} · ${p.settings}`;
}

/** "<campaign>-cast-sheets.pdf": the file name the save dialog offers. */
export function centerFileName(what: CenterPrintable, name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/^[\s.]+/, '').replace(/\s+/g, ' ').trim() || 'posse';
  return what === 'alignment_test' ? 'alignment-test.pdf' : `${safe}-${what.replace('_', '-')}.pdf`;
}
