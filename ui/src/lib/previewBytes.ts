// The print center's preview as the backend sends it: one binary answer (an ArrayBuffer, no JSON
// string and no base64 on the way), the report's length as 4 bytes little-endian, the report
// (what the pages hold, as JSON), then the PDF's bytes. And the PDF as base64 for "Save PDF…".
import type { Preview } from '../bindings/Preview';

/** The report and the PDF of a packed preview; a short or garbled answer is refused by name. */
export function unpackPreview(packed: ArrayBuffer): { preview: Preview; pdf: Uint8Array } {
  if (packed.byteLength < 4) throw new Error(`the preview's answer is ${packed.byteLength} bytes: too short`);
  const length = new DataView(packed).getUint32(0, true);
  if (4 + length > packed.byteLength) throw new Error(`the preview's report says ${length} bytes, the answer holds ${packed.byteLength - 4}`);
  const preview = JSON.parse(new TextDecoder().decode(new Uint8Array(packed, 4, length))) as Preview;
  return { preview, pdf: new Uint8Array(packed, 4 + length) };
}

/** Bytes to base64 (in pieces, so a large PDF does not overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
