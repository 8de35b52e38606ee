import { describe, expect, it } from 'vitest';
import { isTyping, modalOpen, shortcutOf } from './keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('shortcuts', () => {
  it('read Ctrl (or Cmd) with Z, Shift+Z, Y and S', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('s', { metaKey: true }))).toBe('save');
    expect(shortcutOf(key('z'))).toBeNull();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('x', { ctrlKey: true }))).toBeNull();
  });

  it('leave typing alone: text fields keep their own undo, buttons and boxes do not', () => {
    const el = (tagName: string, type = '', isContentEditable = false) => ({ tagName, type, isContentEditable, closest: () => null });
    expect(isTyping(el('INPUT', 'text') as unknown as EventTarget)).toBe(true);
    expect(isTyping(el('INPUT', 'number') as unknown as EventTarget)).toBe(true);
    expect(isTyping(el('TEXTAREA') as unknown as EventTarget)).toBe(true);
    expect(isTyping(el('DIV', '', true) as unknown as EventTarget)).toBe(true);
    expect(isTyping(el('INPUT', 'checkbox') as unknown as EventTarget)).toBe(false);
    expect(isTyping(el('BUTTON') as unknown as EventTarget)).toBe(false);
    expect(isTyping(el('SELECT') as unknown as EventTarget)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });

  it('know when a modal window is open', () => {
    expect(modalOpen({ querySelector: () => null } as unknown as Document)).toBe(false);
    expect(modalOpen({ querySelector: (s: string) => (s === 'dialog[open]' ? {} : null) } as unknown as Document)).toBe(true);
  });
});
