// The print center's decisions: what can be printed from where, the job sent (what, for which
// campaign, cast, side or player), the settings sent (only what applies: a sheet of pages takes its
// paper and a template, cards every option), the file name offered, and the preview's report in words.
import type { PrintJob } from '../bindings/PrintJob';
import type { PrintSettings } from '../bindings/PrintSettings';
import type { Preview } from '../bindings/Preview';
import type { Ruleset } from '../bindings/Ruleset';
import { settingsOf, type CardPrintable, type SheetForm } from './print';

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
  action_cards: 'Action deck',
  turn_cards: 'Turn deck',
  alignment_test: 'Printer alignment test',
};

/** The sheets of pages: paper and template only. */
export const SHEETS: CenterPrintable[] = ['roster', 'cast_sheet', 'playsheet'];

/** Cards, chits or the alignment test: every card option that applies. */
export function isCards(what: CenterPrintable): what is CardPrintable {
  return !SHEETS.includes(what);
}

/** What a family's cast sheets hold, in a line under the options. */
const CAST_SHEET_HINTS: Record<Ruleset, string> = {
  qotd: 'A sheet per player: each character’s cards, dice, defence, traits and props, the scenario’s plot and set, and the charts their cast rolls most.',
  fate: 'A sheet per player: each character’s class, nerve, skills, wounds and weapon rows, the campaign’s options, and the charts their cast rolls most.',
  mww: 'A sheet per player: the gang’s money, APs and turn card; each figure’s chances to hit at every range, wounds to tick and kills; and the charts the gang rolls most.',
  twtw: 'A sheet per player: each hero’s traits and pools, figures, ranged TNs, wound track and Conc, with the combat reference on its back.',
};

/** What a family prints from a saved cast (besides cast sheets), for the hint without one. */
export const CAST_PRINTABLES: Record<Ruleset, string> = {
  qotd: 'A pack of playing cards and cast sheets are',
  fate: 'Cast sheets and the fate deck of a cast are',
  mww: 'Cast sheets and the turn deck are',
  twtw: 'Cast sheets are',
};

/** What each printable is, in a line under the options. */
export function centerHint(what: CenterPrintable, ruleset: Ruleset): string {
  switch (what) {
    case 'roster':
      return 'A block per character with their standing for the next game: who is dead (struck through, unless left out), who rests, who plays a card short.';
    case 'cast_sheet':
      return CAST_SHEET_HINTS[ruleset];
    case 'playsheet':
      return ruleset === 'fate'
        ? 'The Rules With No Name style: firing chart, blazing away and jams, nerve, fast draws, fighting and hits — with this campaign’s options and house tables.'
        : ruleset === 'qotd'
          ? 'Every chart of Reels 3 to 7 and the props, exactly as Posse rolls them, a booklet to fold or staple.'
          : 'Every chart exactly as Posse rolls it, a booklet to fold or staple.';
    case 'alignment_test':
      return 'Print both pages at actual size (100%), two-sided. Held to the light, the back’s red lines read the back offset off the front’s scales; measure the 100 mm ruler. Keep both in a printer profile (Add… beside Printer).';
    default:
      return 'Print at actual size (100%). Each sheet of fronts is followed by its backs; the 100 mm ruler on every sheet shows whether the printer kept the size.';
  }
}

/**
 * A whole number as typed (blank cards, a deck's seed): null when empty (the default), else the
 * number, else the reason naming the field — shown in place of a preview, and nothing is asked.
 */
export function wholeNumber(text: string, field: string): { value: number | null } | { error: string } {
  const t = text.trim();
  if (t === '') return { value: null };
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n)) return { error: `${field}: "${t}" is not a whole number` };
  return { value: n };
}

/**
 * What can be printed for a campaign of `ruleset`, with a saved cast or without: every family its
 * roster and playsheet (and cast sheets of a cast); QOTD a cast's pack; the fate family its fate
 * deck and chits; My Wild West a cast's turn deck; The West That Wasn't its action deck; and the
 * alignment test for any printer. Exactly what `posse print --help` lists for the family.
 */
export function centerPrintables(ruleset: Ruleset, hasCast: boolean): CenterPrintable[] {
  const list: CenterPrintable[] = ['roster'];
  if (hasCast) list.push('cast_sheet');
  list.push('playsheet');
  if (ruleset === 'fate') list.push('fate_deck', 'chits');
  if (ruleset === 'qotd' && hasCast) list.push('pack');
  if (ruleset === 'twtw') list.push('action_cards');
  if (ruleset === 'mww' && hasCast) list.push('turn_cards');
  list.push('alignment_test');
  return list;
}

/** What "Print…" on a saved cast's casting board opens on: its deck or pack. */
export function castDeckOf(ruleset: Ruleset): CenterPrintable {
  const decks: Record<Ruleset, CenterPrintable> = { qotd: 'pack', fate: 'fate_deck', mww: 'turn_cards', twtw: 'action_cards' };
  return decks[ruleset];
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
  /** Blank fate cards to add; null fills the last sheet. */
  blanks: number | null;
  /** The action deck's seed; null is the deck Posse ships. */
  seed: number | null;
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
        blanks: c.blanks,
      };
    case 'chits':
      return { what, campaign_id: c.campaignId };
    case 'pack':
      return c.castId === null ? null : { what, cast_id: c.castId };
    case 'action_cards':
      return { what, seed: c.seed };
    case 'turn_cards':
      return c.castId === null ? null : { what, cast_id: c.castId };
    case 'alignment_test':
      return { what };
  }
}

/** The settings sent: a sheet its paper (A4 or Letter) and template; cards what applies to them. */
export function centerSettings(form: SheetForm, what: CenterPrintable, template: string): PrintSettings {
  const t = template.trim();
  if (!isCards(what)) {
    const s: PrintSettings = { landscape: false };
    if (form.paper === 'a4' || form.paper === 'letter') s.paper = form.paper;
    if (t) s.template = t;
    return s;
  }
  const s = settingsOf(form, what);
  // The alignment test has no template file.
  if (t && what !== 'alignment_test') s.template = t;
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

/** The names a file is called after: the campaign's, the saved cast's, one player's. */
export type FileNames = { campaign: string; cast: string | null; player: string | null };

/**
 * The file name the save dialog offers: "<campaign>-roster.pdf", "<cast>-cast-sheets.pdf" (or
 * "<cast>-<player>.pdf" for one player's), "<cast>-pack.pdf", "alignment-test.pdf". What belongs
 * to the campaign (roster, playsheet, chits, action deck) is named after it; what the cast holds
 * after the cast.
 */
export function centerFileName(what: CenterPrintable, names: FileNames): string {
  if (what === 'alignment_test') return 'alignment-test.pdf';
  const ofCast = what === 'cast_sheet' || what === 'pack' || what === 'turn_cards' || what === 'fate_deck';
  const base = safe(ofCast && names.cast !== null ? names.cast : names.campaign, 'posse');
  if (what === 'cast_sheet' && names.player) return `${base}-${safe(names.player, 'player')}.pdf`;
  const suffix: Record<CenterPrintable, string> = {
    roster: 'roster', cast_sheet: 'cast-sheets', playsheet: 'playsheet', fate_deck: 'fate-deck', chits: 'chits',
    pack: 'pack', action_cards: 'action-deck', turn_cards: 'turn-deck', alignment_test: 'alignment-test',
  };
  return `${base}-${suffix[what]}.pdf`;
}

/** A name any file system accepts: no separators or reserved characters, no leading dots. */
function safe(name: string, fallback: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/^[\s.]+/, '').replace(/\s+/g, ' ').trim() || fallback;
}
