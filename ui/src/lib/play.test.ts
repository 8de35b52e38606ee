import { describe, expect, it } from 'vitest';
import { attackForm, blankAttack, hitChange, keyOf, memberRef, stepped } from './play';
import type { PlayView } from '../bindings/PlayView';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => keyOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the Play view keys', () => {
  it('turn, mark, kill, roll, choose and go full screen, but leave Ctrl to the campaign', () => {
    expect(key('n')).toEqual({ kind: 'next' });
    expect(key(' ')).toEqual({ kind: 'next' });
    expect(key('H')).toEqual({ kind: 'hit' });
    expect(key('k')).toEqual({ kind: 'kill' });
    expect(key('r')).toEqual({ kind: 'roll' });
    expect(key('3')).toEqual({ kind: 'select', index: 2 });
    expect(key('ArrowLeft')).toEqual({ kind: 'step', by: -1 });
    expect(key('F11')).toEqual({ kind: 'fullscreen' });
    expect(key('z', { ctrlKey: true })).toBeNull();
    expect(key('0')).toBeNull();
    expect(key('x')).toBeNull();
  });

  it('step round the cast and name members as the backend does', () => {
    const view = { members: [{}, {}, {}] } as unknown as PlayView;
    expect(stepped(view, 2, 1)).toBe(0);
    expect(stepped(view, 0, -1)).toBe(2);
    expect(memberRef(0)).toBe('@1');
  });

  it('mark a hit as the family counts one, or ask where for fate and TWTW', () => {
    expect(hitChange('qotd')).toBe('hits=+1');
    expect(hitChange('mww')).toBe('wounds=+1');
    expect(hitChange('fate')).toBeNull();
    expect(hitChange('twtw')).toBeNull();
  });
});

describe('the attack form of each family', () => {
  it('sends only what is not a default, in the shape the backend reads', () => {
    expect(attackForm('qotd', blankAttack('qotd'))).toEqual({ circumstances: { range_paces: 12 } });
    expect(attackForm('qotd', { ...blankAttack('qotd'), fight: true, weapon: 'bowie_knife' })).toEqual({
      fight: true,
      circumstances: { weapon: 'bowie_knife' },
    });
    expect(attackForm('qotd', { ...blankAttack('qotd'), cover: 'light', moved: true })).toEqual({
      circumstances: { range_paces: 12, cover: 'light', moved: true },
    });
    expect(attackForm('fate', { ...blankAttack('fate'), range: '7', blaze: true, cover: 'cover' })).toEqual({
      shot: { range: 7, fire: 'blaze_away', cover: true },
    });
    expect(attackForm('mww', { ...blankAttack('mww'), weapon: 'rifle', moved: true })).toEqual({ range: 8, weapon: 'rifle', firer_moved: true });
    expect(attackForm('twtw', { ...blankAttack('twtw'), skill: 'shooting_rifle', modifier: '-3', effect: '5d8', pen: '4' })).toEqual({
      skill: 'shooting_rifle',
      tn: 5,
      modifier: -3,
      effect: '5d8',
      deadly: true,
      pen: 4,
    });
  });
});
