import { describe, expect, it } from 'vitest';
import { defaultPaper, rosterFileName, savedMessage } from './print';

describe('rosterFileName', () => {
  it('is the campaign name followed by -roster.pdf', () => {
    expect(rosterFileName('Showdown at Dry Gulch')).toBe('Showdown at Dry Gulch-roster.pdf');
  });

  it('drops characters a file name cannot hold', () => {
    expect(rosterFileName('Tombstone 1881/82: "The O.K."')).toBe('Tombstone 1881 82 The O.K.-roster.pdf');
    expect(rosterFileName('../etc')).toBe('etc-roster.pdf');
    expect(rosterFileName('  ')).toBe('campaign-roster.pdf');
  });
});

describe('defaultPaper', () => {
  it('offers Letter in the US and Canada and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('de')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
  });
});

describe('savedMessage', () => {
  it('says how many pages went where', () => {
    expect(savedMessage({ path: '/home/jo/roster.pdf', pages: 3, bytes: 18000 })).toBe(
      'Saved 3 pages to /home/jo/roster.pdf',
    );
    expect(savedMessage({ path: 'r.pdf', pages: 1, bytes: 9000 })).toBe('Saved 1 page to r.pdf');
  });
});
