// The little decisions around the print center's card options: the paper a person most likely
// uses, the settings sent (only what was asked, only what applies), and the printer profile form.
import type { ChitShape } from '../bindings/ChitShape';
import type { DuplexChoice } from '../bindings/DuplexChoice';
import type { MarksChoice } from '../bindings/MarksChoice';
import type { Paper } from '../bindings/Paper';
import type { PrintSettings } from '../bindings/PrintSettings';
import type { PrinterEdit } from '../bindings/PrinterEdit';
import type { PrinterProfile } from '../bindings/PrinterProfile';

const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR']);

/** Letter in North America and a few other places, A4 everywhere else. */
export function defaultPaper(locale: string | undefined): Paper {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/** The card printables: every one takes the sheet's settings, each only those that apply to it. */
export type CardPrintable = 'fate_deck' | 'chits' | 'pack' | 'action_cards' | 'turn_cards' | 'alignment_test';

/** The card options as typed: an empty one means "the printer's, else the default". */
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

/**
 * Which of the sheet's settings a printable takes. The action deck's cards are laid out for poker
 * size only (the backend refuses another), so it takes no card size.
 */
export function appliesTo(printable: CardPrintable) {
  const deck = printable === 'fate_deck' || printable === 'pack' || printable === 'turn_cards' || printable === 'action_cards';
  return {
    card: (deck && printable !== 'action_cards') || printable === 'alignment_test',
    chits: printable === 'chits',
    bleed: deck || printable === 'chits',
    marks: deck || printable === 'chits',
  };
}

/** A number as typed ("0,8" as well as "0.8", "−1.2"); undefined when empty, NaN when not a number. */
function number(text: string): number | undefined {
  const t = text.trim().replace(',', '.').replace('−', '-');
  if (t === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

/** A number field of the print center that holds something other than a number, and why. */
export type FieldFault = { field: keyof SheetForm; message: string };

/** The number fields' labels, as the print center shows them. */
export const NUMBER_LABELS: Partial<Record<keyof SheetForm, string>> = {
  customPaper: 'Paper (W × H mm)',
  customCard: 'Card size (W × H mm)',
  chitSize: 'Chits across (mm)',
  bleed: 'Bleed (mm)',
  offsetX: 'Back offset X (mm)',
  offsetY: 'Back offset Y (mm)',
  ruler: 'Ruler (mm)',
};

const WXH = /^\s*(\d+([.,]\d+)?)\s*(mm)?\s*[x×X*]\s*(\d+([.,]\d+)?)\s*(mm)?\s*$/;

/**
 * Every number field that applies to `printable` and holds what is not a number (a W × H size
 * that is not two), naming the field by its label: "Bleed (mm): "abc" is not a number". The
 * ranges are the backend's to check (it names the field too); an empty field is the default.
 */
export function numberFaults(form: SheetForm, printable: CardPrintable): FieldFault[] {
  const applies = appliesTo(printable);
  const faults: FieldFault[] = [];
  const check = (field: keyof SheetForm, on: boolean) => {
    const text = String(form[field]);
    if (on && Number.isNaN(number(text))) faults.push({ field, message: `${NUMBER_LABELS[field]}: "${text.trim()}" is not a number` });
  };
  const size = (field: 'customPaper' | 'customCard', on: boolean, example: string) => {
    if (!on) return;
    const text = form[field].trim();
    if (text === '') faults.push({ field, message: `${NUMBER_LABELS[field]}: type the width × height in millimetres, e.g. ${example}` });
    else if (!WXH.test(text)) faults.push({ field, message: `${NUMBER_LABELS[field]}: "${text}" is not a width × height in millimetres, e.g. ${example}` });
  };
  size('customPaper', form.paper === 'custom', '148x210');
  size('customCard', applies.card && form.card === 'custom', '63x88');
  check('chitSize', applies.chits);
  check('bleed', applies.bleed);
  check('offsetX', true);
  check('offsetY', true);
  check('ruler', true);
  return faults;
}

/** A custom size as sent: "148 × 210" typed any way becomes "148x210". */
function wxh(text: string): string {
  const m = WXH.exec(text);
  return m ? `${m[1].replace(',', '.')}x${m[4].replace(',', '.')}` : text.trim();
}

/**
 * The settings to send: only what was asked (empty fields are left to the printer profile and the
 * defaults) and only what applies to `printable`, so that the backend never has to refuse a field
 * the form did not show.
 */
export function settingsOf(form: SheetForm, printable: CardPrintable): PrintSettings {
  const applies = appliesTo(printable);
  const s: PrintSettings = { landscape: form.landscape };
  if (form.printer) s.printer = form.printer;
  if (form.paper) s.paper = form.paper === 'custom' ? wxh(form.customPaper) : form.paper;
  if (applies.card && form.card) s.card = form.card === 'custom' ? wxh(form.customCard) : form.card;
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

/** The profile form's number fields holding what is not a number, each named by its label. */
export function profileFaults(form: PrinterForm): { field: 'offsetX' | 'offsetY' | 'ruler'; message: string }[] {
  const labels = { offsetX: 'Back offset X (mm)', offsetY: 'Back offset Y (mm)', ruler: 'The 100 mm ruler measured (mm)' } as const;
  return (['offsetX', 'offsetY', 'ruler'] as const)
    .filter((f) => Number.isNaN(number(form[f])))
    .map((f) => ({ field: f, message: `${labels[f]}: "${form[f].trim()}" is not a number` }));
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
