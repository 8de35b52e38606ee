import { describe, expect, it } from 'vitest';
import { toBase64, unpackPreview } from './previewBytes';

/** Latin-1 text as bytes, one byte a character. */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A preview packed as src-tauri/src/commands/print.rs packs it, built here byte by byte. */
function packed(report: string, pdf: string): ArrayBuffer {
  const r = new TextEncoder().encode(report);
  const p = latin1(pdf);
  const out = new Uint8Array(4 + r.length + p.length);
  out.set([r.length & 0xff, (r.length >> 8) & 0xff, (r.length >> 16) & 0xff, r.length >>> 24], 0);
  out.set(r, 4);
  out.set(p, 4 + r.length);
  return out.buffer;
}

describe("the preview's binary answer", () => {
  it('holds the report and the PDF, byte for byte', () => {
    const report = '{"printable":"cast sheets","pages":4,"sheets":4,"warnings":[],"notes":["Ann’s sheet"],"settings":"A4"}';
    const { preview, pdf } = unpackPreview(packed(report, '%PDF-1.7\n\xff\x00end'));
    expect(preview.pages).toBe(4);
    expect(preview.notes).toEqual(['Ann’s sheet']);
    expect(Array.from(pdf)).toEqual(Array.from(latin1('%PDF-1.7\n\xff\x00end')));
  });

  it('refuses an answer shorter than its report says', () => {
    expect(() => unpackPreview(new ArrayBuffer(2))).toThrow(/too short/);
    const cut = packed('{"pages":1}', '').slice(0, 8);
    expect(() => unpackPreview(cut)).toThrow(/says 11 bytes, the answer holds 4/);
  });

  it('gives the PDF as base64 for saving, a large one too', () => {
    expect(toBase64(latin1('Man\xff'))).toBe('TWFu/w==');
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    expect(toBase64(bytes)).toBe(btoa(text));
  });
});
