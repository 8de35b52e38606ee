import { describe, expect, it } from 'vitest';
import { bytesToBase64, fileToBase64 } from './portrait';

describe('bytesToBase64', () => {
  it('encodes bytes, including the PNG signature', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('iVBORw0KGgo=');
  });

  it('encodes files larger than one chunk so that they decode to the same bytes', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    const decoded = Uint8Array.from(atob(bytesToBase64(bytes)), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('reads a file', async () => {
    expect(await fileToBase64(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]))).toBe('/9j/');
  });
});
