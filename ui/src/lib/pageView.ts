// One page of the print center's preview seen large: its size on screen at a zoom (100 % is the
// paper's true size: CSS defines 96 px to the inch, and the system's scale factor —
// devicePixelRatio — maps CSS px to the screen, so a page at 100 % is true size when the system
// reports the screen's size rightly), the zoom that fits the page in its box, the steps of the
// zoom buttons, the canvas's resolution, and the keys that step pages.

/** CSS px per PDF point (1/72 in) at 100 %: CSS has 96 px to the inch. */
export const PX_PER_PT = 96 / 72;
/** CSS px per mm at 100 %. */
export const PX_PER_MM = 96 / 25.4;

/** The zoom buttons' steps, as fractions of true size. */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];

/** A page's size in CSS px at `zoom` (1 = true size), from its size in PDF points. */
export function pageCssSize(widthPt: number, heightPt: number, zoom: number): { width: number; height: number } {
  return { width: widthPt * PX_PER_PT * zoom, height: heightPt * PX_PER_PT * zoom };
}

/** The zoom at which the whole page fits a box of `boxW` × `boxH` CSS px (less `margin` on each side). */
export function fitZoom(widthPt: number, heightPt: number, boxW: number, boxH: number, margin = 8): number {
  const true1 = pageCssSize(widthPt, heightPt, 1);
  const z = Math.min((boxW - 2 * margin) / true1.width, (boxH - 2 * margin) / true1.height);
  return Math.max(0.05, Number.isFinite(z) ? z : 1);
}

/** The next zoom step above (`+1`) or below (`-1`) `zoom`; the end steps stay. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((s) => s > zoom + 1e-6) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return [...ZOOM_STEPS].reverse().find((s) => s < zoom - 1e-6) ?? ZOOM_STEPS[0];
}

/** A zoom in words: "100 %", "67 %". */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)} %`;
}

/**
 * Device pixels per CSS px for the canvas a page is drawn on: the screen's ratio, lowered when the
 * canvas would pass `maxPixels` (a large page at 400 % on a high-density screen).
 */
export function canvasScale(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels = 16_000_000): number {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const pixels = cssWidth * cssHeight * ratio * ratio;
  return pixels <= maxPixels ? ratio : ratio * Math.sqrt(maxPixels / pixels);
}

/** What a key does in the page view. */
export type PageKeyAction = { page: number } | { zoom: 'fit' | 'true' | 'in' | 'out' } | 'back';

/**
 * The page view's keys: → and Page Down the next page, ← and Page Up the one before, Home the
 * first, End the last; + and − zoom, 1 true size, 0 fit; Escape back to all pages. Null: a key
 * the page view leaves alone (and a page step past either end).
 */
export function pageKey(key: string, page: number, count: number): PageKeyAction | null {
  const to = (n: number) => (n >= 1 && n <= count && n !== page ? { page: n } : null);
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return to(page + 1);
    case 'ArrowLeft':
    case 'PageUp':
      return to(page - 1);
    case 'Home':
      return to(1);
    case 'End':
      return to(count);
    case '+':
    case '=':
      return { zoom: 'in' };
    case '-':
      return { zoom: 'out' };
    case '1':
      return { zoom: 'true' };
    case '0':
      return { zoom: 'fit' };
    case 'Escape':
      return 'back';
    default:
      return null;
  }
}
