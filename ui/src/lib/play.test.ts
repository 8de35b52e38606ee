import { describe, expect, it } from 'vitest';
import { attackForm, blankAttack, hitChange, keyOf, memberRef, mwwActions, stepped } from './play';
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
  it('gives an MWW shot the circumstances the odds panel has, opportunity fire only where it can be taken', () => {
    const mww = blankAttack('mww');
    expect(attackForm('mww', { ...mww, mwwMoved: 'inches', movedInches: '3', from: 'moving_wagon', at: 'rider' })).toEqual({
      range: 8,
      moved_inches: 3,
      from: 'moving_wagon',
      at: 'rider',
    });
    // The target prone and lower than the firer; outside his forward arc.
    expect(attackForm('mww', { ...mww, prone: true, proneLevel: 'lower', outOfArc: true })).toEqual({
      range: 8,
      target_prone: true,
      target_lower: true,
      out_of_arc: true,
    });
    // Opportunity fire: "Only if target moved or fired".
    expect(attackForm('mww', { ...mww, opportunity: true })).toEqual({ range: 8 });
    expect(mwwActions({ ...mww, opportunity: true }).opportunityWhy).toContain('Only if target moved or fired');
    expect(attackForm('mww', { ...mww, opportunity: true, targetFired: true })).toEqual({ range: 8, opportunity: true, target_fired: true });
    expect(attackForm('mww', { ...mww, opportunity: true, targetMoved: '7' })).toEqual({ range: 8, opportunity: true, target_moved: 'six_plus' });
    // Not out of arc, and once a turn; the target's firing counts only for opportunity fire.
    expect(attackForm('mww', { ...mww, opportunity: true, targetFired: true, outOfArc: true })).toEqual({ range: 8, out_of_arc: true });
    expect(attackForm('mww', { ...mww, opportunity: true, targetFired: true, hadOpportunity: true })).toEqual({ range: 8 });
    expect(attackForm('mww', { ...mww, targetFired: true, targetMoved: '3' })).toEqual({ range: 8, target_moved: 'under6' });
    // Aim + Shoot and opportunity fire are one or the other.
    expect(attackForm('mww', { ...mww, aim: true, opportunity: true, targetFired: true })).toEqual({ range: 8, aim: true });
  });

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
    expect(attackForm('mww', { ...blankAttack('mww'), weapon: 'rifle', mwwMoved: 'moved' })).toEqual({ range: 8, weapon: 'rifle', firer_moved: true });
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
