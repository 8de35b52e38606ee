import { describe, expect, it } from 'vitest';
import { describeError, PORTRAIT_WORDINGS, SAVE_WORDINGS, STALE_CODES, toErrorBody } from './errors';

describe('toErrorBody', () => {
  it('keeps a backend error body as it is, dropping extra fields', () => {
    const rejected = { code: 'too_many_traits', message: 'traits: too many', extra: 1 };
    expect(toErrorBody(rejected)).toEqual({ code: 'too_many_traits', message: 'traits: too many' });
  });

  it('turns a Tauri string error into code "unexpected" with the string as message', () => {
    expect(toErrorBody('invalid args `sheet` for command `add_character`')).toEqual({
      code: 'unexpected',
      message: 'invalid args `sheet` for command `add_character`',
    });
  });

  it('turns a thrown Error into code "unexpected"', () => {
    expect(toErrorBody(new TypeError('window.__TAURI_INTERNALS__ is undefined'))).toEqual({
      code: 'unexpected',
      message: 'window.__TAURI_INTERNALS__ is undefined',
    });
  });

  it('gives unknown shapes a generic message', () => {
    for (const odd of [null, undefined, 42, {}, { code: 3, message: 'x' }, { code: '', message: 'x' }, '']) {
      const body = toErrorBody(odd);
      expect(body.code).toBe('unexpected');
      expect(body.message).toMatch(/did not expect/);
    }
  });
});

describe('describeError', () => {
  it('uses our wording for a known code and the backend message otherwise', () => {
    expect(describeError({ code: 'portrait_not_image', message: 'raw' }, PORTRAIT_WORDINGS)).toBe(
      'That file is not a PNG or JPEG picture.',
    );
    expect(describeError({ code: 'database_locked', message: 'The database is busy' }, PORTRAIT_WORDINGS)).toBe(
      'The database is busy',
    );
  });
});

describe('save wordings', () => {
  it('explain a stale roster and pass sheet errors through as the backend words them', () => {
    expect(STALE_CODES.has('character_not_found')).toBe(true);
    expect(describeError({ code: 'character_not_found', message: 'character: 9 does not exist' }, SAVE_WORDINGS)).toBe(
      'This character has been removed, so the changes were not saved.',
    );
    const tooMany = { code: 'too_many_traits', message: 'traits: a Hero may have at most 4 skills or traits, this sheet has 5' };
    expect(describeError(tooMany, SAVE_WORDINGS)).toBe(tooMany.message);
  });
});
