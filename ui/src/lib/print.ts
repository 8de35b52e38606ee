// The little decisions around printing: what can be printed from where, the file name offered, the
// paper a person most likely uses, the settings sent (only what was asked, only what applies), and
// how the outcome is reported.
import type { ChitShape } from '../bindings/ChitShape';
import type { DuplexChoice } from '../bindings/DuplexChoice';
import type { MarksChoice } from '../bindings/MarksChoice';
import type { Paper } from '../bindings/Paper';
import type { PrintOutcome } from '../bindings/PrintOutcome';
import type { PrintSettings } from '../bindings/PrintSettings';
import type { PrintShopOutcome } from '../bindings/PrintShopOutcome';
import type { PrinterEdit } from '../bindings/PrinterEdit';
import type { PrinterProfile } from '../bindings/PrinterProfile';
import type { Ruleset } from '../bindings/Ruleset';

/** Characters no file system accepts, and leading dots, taken out of a name. */
function safeName(name: string, fallback: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return safe || fallback;
}

/** "<campaign>-roster.pdf", without characters that no file system accepts. */
export function rosterFileName(campaignName: string): string {
  return `${safeName(campaignName, 'campaign')}-roster.pdf`;
}

const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR']);

/** Letter in North America and a few other places, A4 everywhere else. */
export function defaultPaper(locale: string | undefined): Paper {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

export function savedMessage(outcome: PrintOutcome): string {
  const pages = outcome.pages === 1 ? '1 page' : `${outcome.pages} pages`;
  return `Saved ${pages} to ${outcome.path}`;
}

/** What the print dialog can print. */
export type Printable = 'roster' | 'fate_deck' | 'chits' | 'pack' | 'turn_cards' | 'alignment_test';

export const PRINTABLE_LABELS: Record<Printable, string> = {
  roster: 'Roster sheet',
  fate_deck: 'Fate deck',
  chits: 'Hit-location chits',
  pack: 'Pack of cards',
  turn_cards: 'Turn deck',
  alignment_test: 'Printer alignment test',
};

/**
 * What can be printed from where: the roster always; a fate campaign its fate deck and chits; a
 * saved QOTD cast its pack; a saved MWW cast its turn deck; and the alignment test, for setting a
 * printer up.
 */
export function printablesFor(ruleset: Ruleset, hasCast: boolean): Printable[] {
  const list: Printable[] = ['roster'];
  if (ruleset === 'fate') list.push('fate_deck', 'chits');
  if (ruleset === 'qotd' && hasCast) list.push('pack');
  if (ruleset === 'mww' && hasCast) list.push('turn_cards');
  list.push('alignment_test');
  return list;
}

/** "<campaign>-fate-deck.pdf", "<cast>-pack.pdf", "alignment-test.pdf". */
export function pdfFileName(printable: Printable, campaignName: string, castTitle: string | null): string {
  if (printable === 'roster') return rosterFileName(campaignName);
  if (printable === 'alignment_test') return 'alignment-test.pdf';
  const base = safeName(castTitle ?? campaignName, 'campaign');
  const suffix = { fate_deck: 'fate-deck', chits: 'chits', pack: 'pack', turn_cards: 'turn-deck' }[printable];
  return `${base}-${suffix}.pdf`;
}

/** The print dialog's fields as typed: an empty one means "the printer's, else the default". */
export type SheetForm = {
  printer: string;
  /** 'a4', 'letter', 'custom' or '' */
  paper: string;
  customPaper: string;
  landscape: boolean;
  /** 'poker', 'bridge', 'mini', 'tarot', 'custom' or '' */
  card: string;
  customCard: string;
  chitShape: ChitShape | '';
  chitSize: string;
  bleed: string;
  marks: MarksChoice | '';
  duplex: DuplexChoice | '';
  offsetX: string;
  offsetY: string;
  ruler: string;
};

export function blankSheetForm(): SheetForm {
  return {
    printer: '', paper: '', customPaper: '', landscape: false, card: '', customCard: '', chitShape: '',
    chitSize: '', bleed: '', marks: '', duplex: '', offsetX: '', offsetY: '', ruler: '',
  };
}

/** Which of the sheet's settings a printable takes. */
export function appliesTo(printable: Printable) {
  const deck = printable === 'fate_deck' || printable === 'pack' || printable === 'turn_cards';
  return {
    card: deck || printable === 'alignment_test',
    chits: printable === 'chits',
    bleed: deck || printable === 'chits',
    marks: deck || printable === 'chits',
  };
}

/** A number as typed ("0,8" as well as "0.8"); undefined when empty. */
function number(text: string): number | undefined {
  const t = text.trim().replace(',', '.').replace('−', '-');
  if (t === '') return undefined;
  return Number(t);
}

/**
 * The settings to send: only what was asked (empty fields are left to the printer profile and the
 * defaults) and only what applies to `printable`, so that the backend never has to refuse a field
 * the dialog did not show.
 */
export function settingsOf(form: SheetForm, printable: Printable): PrintSettings {
  const applies = appliesTo(printable);
  const s: PrintSettings = { landscape: form.landscape };
  if (form.printer) s.printer = form.printer;
  if (form.paper) s.paper = form.paper === 'custom' ? form.customPaper.trim() : form.paper;
  if (applies.card && form.card) s.card = form.card === 'custom' ? form.customCard.trim() : form.card;
  if (applies.chits && form.chitShape) s.chit_shape = form.chitShape;
  const chitSize = number(form.chitSize);
  if (applies.chits && chitSize !== undefined) s.chit_size_mm = chitSize;
  const bleed = number(form.bleed);
  if (applies.bleed && bleed !== undefined) s.bleed_mm = bleed;
  if (applies.marks && form.marks) s.marks = form.marks;
  if (form.duplex) s.duplex = form.duplex;
  const [x, y] = [number(form.offsetX), number(form.offsetY)];
  if (x !== undefined || y !== undefined) s.back_offset_mm = [x ?? 0, y ?? 0];
  const ruler = number(form.ruler);
  if (ruler !== undefined) s.measured_ruler_mm = ruler;
  return s;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/** "Saved 12 pages to …: 54 cards on 6 sheets, 9 to a sheet." */
export function shopMessage(outcome: PrintShopOutcome): string {
  const r = outcome.report;
  const cards = r.cards > 0 ? `${plural(r.cards, 'card', 'cards')} on ` : '';
  return `Saved ${plural(r.pages, 'page', 'pages')} to ${outcome.path}: ${cards}${plural(r.sheets, 'sheet', 'sheets')}, ${r.per_sheet} to a sheet.`;
}

/** The profile form's fields as typed. */
export type PrinterForm = { name: string; paper: string; duplex: DuplexChoice; offsetX: string; offsetY: string; ruler: string };

export function printerForm(p: PrinterProfile | null): PrinterForm {
  if (!p) return { name: '', paper: 'a4', duplex: 'long', offsetX: '0', offsetY: '0', ruler: '100' };
  return {
    name: p.name,
    paper: p.paper,
    duplex: p.duplex,
    offsetX: String(p.back_offset_x_mm),
    offsetY: String(p.back_offset_y_mm),
    ruler: String(p.measured_ruler_mm),
  };
}

/** A new profile from the form (the backend checks every value and names the field at fault). */
export function profileOf(form: PrinterForm): PrinterProfile {
  return {
    name: form.name.trim(),
    paper: form.paper.trim(),
    duplex: form.duplex,
    back_offset_x_mm: number(form.offsetX) ?? 0,
    back_offset_y_mm: number(form.offsetY) ?? 0,
    measured_ruler_mm: number(form.ruler) ?? 100,
  };
}

/** An edit from the form: every field, the name only when it changed. */
export function editOf(form: PrinterForm, oldName: string): PrinterEdit {
  const p = profileOf(form);
  const edit: PrinterEdit = {
    paper: p.paper,
    duplex: p.duplex,
    back_offset_mm: [p.back_offset_x_mm, p.back_offset_y_mm],
    measured_ruler_mm: p.measured_ruler_mm,
  };
  if (p.name !== oldName) edit.name = p.name;
  return edit;
}
