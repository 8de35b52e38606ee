import { describe, expect, it } from 'vitest';
import { fingerprint, UnsavedGuard } from './unsaved.svelte';

describe('closing an editor', () => {
  it('closes at once when nothing changed', () => {
    let closed = 0;
    const guard = new UnsavedGuard(() => false, () => closed++);
    guard.request();
    expect([closed, guard.asking]).toEqual([1, false]);
  });

  it('asks first when something changed; keeping edits closes nothing, discarding closes', () => {
    let closed = 0;
    const guard = new UnsavedGuard(() => true, () => closed++);
    guard.request();
    expect([closed, guard.asking]).toEqual([0, true]);
    guard.keep();
    expect([closed, guard.asking]).toEqual([0, false]);
    guard.request();
    guard.discard();
    expect([closed, guard.asking]).toEqual([1, false]);
  });

  it('compares sheets by what would be sent', () => {
    expect(fingerprint({ name: 'Doc', traits: [] })).toBe(fingerprint({ name: 'Doc', traits: [] }));
    expect(fingerprint({ name: 'Doc', traits: [] })).not.toBe(fingerprint({ name: 'Doc ', traits: [] }));
  });
});
