import { describe, expect, it } from 'vitest';
import { hasSuits, initials, plural, RULESETS, rulesetTitle } from './rulesets';

describe('rule sets', () => {
  it('every family keeps rosters', () => {
    expect(RULESETS.filter((r) => r.ready).map((r) => r.id)).toEqual(['qotd', 'fate', 'mww', 'twtw']);
    expect(hasSuits('qotd')).toBe(true);
    expect(hasSuits('fate')).toBe(false);
    expect(hasSuits('mww')).toBe(false);
    expect(hasSuits('twtw')).toBe(false);
    expect(RULESETS.map((r) => r.id)).toEqual(['qotd', 'fate', 'mww', 'twtw']);
    expect(rulesetTitle('qotd')).toBe('Quick on the Draw');
  });
});

describe('wording', () => {
  it('counts with the right plural', () => {
    expect(plural(1, 'side')).toBe('1 side');
    expect(plural(2, 'side')).toBe('2 sides');
    expect(plural(0, 'character')).toBe('0 characters');
    expect(plural(3, 'posse', 'posses')).toBe('3 posses');
  });
});

describe('initials', () => {
  it('take the first and last words that start with a letter', () => {
    expect(initials('Curly Bill')).toBe('CB');
    expect(initials('Billy "the Kid" Dalton')).toBe('BD');
    expect(initials('doc')).toBe('D');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('  ')).toBe('?');
  });
});
