// The little decisions around printing a roster: the file name offered, the paper a person most
// likely uses, and how the outcome is reported.
import type { Paper } from '../bindings/Paper';
import type { PrintOutcome } from '../bindings/PrintOutcome';

/** "<campaign>-roster.pdf", without characters that no file system accepts. */
export function rosterFileName(campaignName: string): string {
  const safe = campaignName
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'campaign'}-roster.pdf`;
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
