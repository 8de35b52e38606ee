import { describe, expect, it } from 'vitest';
import type { SheetIssue } from '../bindings/SheetIssue';
import { CATALOG_FIXTURE as catalog } from '../../../tests/ui-fixtures/catalog';
import { fieldLabel, issueText, issuesAt, parseField, summaryLine, wordIssue } from './issues';
import { blankSheet } from './sheet';

const tooMany: SheetIssue = {
  field: 'traits',
  code: 'too_many_traits',
  message: 'traits: a Minor Character may have at most 1 skill or trait, this sheet has 2',
};
const missingParam: SheetIssue = { field: 'traits[1]', code: 'trait_param_missing', message: 'traits[1]: say which skill' };
const badWeapon: SheetIssue = { field: 'weapons[0]', code: 'unknown_weapon', message: 'unknown weapon "ray gun"' };
const noName: SheetIssue = { field: 'name', code: 'name_missing', message: 'name: give the character a name' };
const all = [tooMany, missingParam, badWeapon, noName];

describe('parseField', () => {
  it('splits list fields into name and row index', () => {
    expect(parseField('traits[1]')).toEqual({ name: 'traits', index: 1 });
    expect(parseField('weapons[12]')).toEqual({ name: 'weapons', index: 12 });
    expect(parseField('armour')).toEqual({ name: 'armour', index: null });
  });
});

describe('issuesAt', () => {
  it('puts traits[1] on the second trait row only', () => {
    expect(issuesAt(all, 'traits', 1)).toEqual([missingParam]);
    expect(issuesAt(all, 'traits', 0)).toEqual([]);
  });

  it('puts a whole-list issue next to the list, not on a row', () => {
    expect(issuesAt(all, 'traits')).toEqual([tooMany]);
    expect(issuesAt(all, 'weapons')).toEqual([]);
    expect(issuesAt(all, 'weapons', 0)).toEqual([badWeapon]);
    expect(issuesAt(all, 'name')).toEqual([noName]);
  });
});

describe('issue wording', () => {
  it('drops the field prefix next to the field and keeps other messages whole', () => {
    expect(issueText(tooMany)).toBe('a Minor Character may have at most 1 skill or trait, this sheet has 2');
    expect(issueText(missingParam)).toBe('say which skill');
    expect(issueText(badWeapon)).toBe('unknown weapon "ray gun"');
  });

  it('labels fields for the summary, rows counted from 1', () => {
    expect(fieldLabel('traits[1]')).toBe('Trait 2');
    expect(fieldLabel('weapons[0]')).toBe('Weapon 1');
    expect(fieldLabel('traits')).toBe('Skills & traits');
    expect(fieldLabel('mystery')).toBe('mystery');
  });

  it('counts what is left to fix', () => {
    expect(summaryLine([])).toBe('Ready to ride.');
    expect(summaryLine([noName])).toBe('1 thing to fix before saving');
    expect(summaryLine(all)).toBe('4 things to fix before saving');
  });
});

describe('wordIssue', () => {
  const sheet = { ...blankSheet(catalog), traits: [{ id: 'tough' }, { id: 'expert' }, { id: 'good_in_skill' }] };
  const issue = (field: string, code: string, message: string): SheetIssue => ({ field, code, message });

  it('asks for an unchosen type or personality instead of quoting an empty id', () => {
    expect(wordIssue(issue('type', 'unknown_type', 'type: "" is not a QOTD character type'), sheet, catalog)).toBe(
      'choose the character type',
    );
    expect(wordIssue(issue('personality', 'unknown_personality', 'personality: "" is not…'), sheet, catalog)).toBe(
      'choose a personality',
    );
  });

  it('keeps the backend message when something was chosen', () => {
    const typed = { ...sheet, type: 'sheriff' };
    expect(wordIssue(issue('type', 'unknown_type', 'type: "sheriff" is not a QOTD character type'), typed, catalog)).toBe(
      '"sheriff" is not a QOTD character type',
    );
  });

  it('asks for the weapon or skill a trait row still needs', () => {
    const json = 'traits[1]: expert needs a param naming a weapon, e.g. {"id": "expert", "param": "winchester"}';
    expect(wordIssue(issue('traits[1]', 'missing_param', json), sheet, catalog)).toBe(
      'Fighter or Expert with a particular weapon: choose the weapon',
    );
    expect(wordIssue(issue('traits[2]', 'missing_param', 'traits[2]: …'), sheet, catalog)).toBe(
      'Good in a particular skill: name the skill',
    );
  });

  it('leaves other issues in the backend words', () => {
    expect(wordIssue(tooMany, sheet, catalog)).toBe('a Minor Character may have at most 1 skill or trait, this sheet has 2');
  });
});
