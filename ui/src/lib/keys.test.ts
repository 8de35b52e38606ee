import { describe, expect, it } from 'vitest';
import { ariaShortcut, isTyping, modalOpen, platformOf, shortcutLabel, shortcutOf } from './keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('shortcuts', () => {
  it('read Ctrl with Z, Shift+Z, Y and S on Windows and Linux', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }), 'other')).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }), 'other')).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }), 'other')).toBe('redo');
    expect(shortcutOf(key('s', { ctrlKey: true }), 'other')).toBe('save');
    // The Windows key (Super on Linux) is the system's, not the app's.
    expect(shortcutOf(key('s', { metaKey: true }), 'other')).toBeNull();
    expect(shortcutOf(key('z'), 'other')).toBeNull();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }), 'other')).toBeNull();
    expect(shortcutOf(key('x', { ctrlKey: true }), 'other')).toBeNull();
  });

  it('read Cmd with Z, Shift+Z and S on a Mac, and leave Ctrl alone there', () => {
    expect(shortcutOf(key('z', { metaKey: true }), 'mac')).toBe('undo');
    expect(shortcutOf(key('Z', { metaKey: true, shiftKey: true }), 'mac')).toBe('redo');
    expect(shortcutOf(key('s', { metaKey: true }), 'mac')).toBe('save');
    expect(shortcutOf(key('y', { metaKey: true }), 'mac')).toBeNull();
    expect(shortcutOf(key('z', { ctrlKey: true }), 'mac')).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: true }), 'mac')).toBeNull();
    expect(shortcutOf(key('z', { metaKey: true, altKey: true }), 'mac')).toBeNull();
  });

  it('are written as each platform writes them', () => {
    expect(['undo', 'redo', 'save'].map((s) => shortcutLabel(s as 'undo', 'other'))).toEqual(['Ctrl+Z', 'Ctrl+Shift+Z', 'Ctrl+S']);
    expect(['undo', 'redo', 'save'].map((s) => shortcutLabel(s as 'undo', 'mac'))).toEqual(['⌘Z', '⇧⌘Z', '⌘S']);
    expect(['undo', 'redo', 'save'].map((s) => ariaShortcut(s as 'undo', 'other'))).toEqual(['Control+Z', 'Control+Shift+Z', 'Control+S']);
    expect(['undo', 'redo', 'save'].map((s) => ariaShortcut(s as 'undo', 'mac'))).toEqual(['Meta+Z', 'Meta+Shift+Z', 'Meta+S']);
    // Unit tests run outside a browser: the other platforms' conventions.
    expect(shortcutLabel('undo')).toBe('Ctrl+Z');
  });

  it('know a Mac from what its webview says', () => {
    const mac = { platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)' };
    const windows = { platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0' };
    const linux = { platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko)' };
    expect([mac, windows, linux].map(platformOf)).toEqual(['mac', 'other', 'other']);
    expect(platformOf({ platform: 'iPad', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('other');
    expect(platformOf(undefined)).toBe('other');
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
