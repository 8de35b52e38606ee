import { describe, expect, it } from 'vitest';
import { canvasScale, fitZoom, pageCssSize, pageKey, stepZoom, zoomLabel, ZOOM_STEPS } from './pageView';

/** A4 in PDF points, as printpdf writes it (210 × 297 mm). */
const A4 = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 };

describe('the page view', () => {
  it('shows a page at 100 % as the paper measures: mm × 96 / 25.4 CSS px', () => {
    const s = pageCssSize(A4.width, A4.height, 1);
    expect(s.width).toBeCloseTo((210 * 96) / 25.4, 6);
    expect(s.height).toBeCloseTo((297 * 96) / 25.4, 6);
    // US Letter, 8.5 in: 816 CSS px; at 50 % half that.
    expect(pageCssSize(612, 792, 0.5).width).toBeCloseTo(408, 6);
  });

  it('fits the whole page in its box, by whichever side is tighter', () => {
    // A box as tall as A4 at true size but wide: the height decides; the margin is kept on each side.
    const z = fitZoom(A4.width, A4.height, 2000, 1122.52 + 16);
    expect(z).toBeCloseTo(1, 3);
    const narrow = fitZoom(A4.width, A4.height, 400 + 16, 5000);
    expect(pageCssSize(A4.width, A4.height, narrow).width).toBeCloseTo(400, 6);
    expect(fitZoom(A4.width, A4.height, 0, 0)).toBeGreaterThan(0);
  });

  it('zooms in steps, staying at the ends, from a fitted zoom between steps too', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(0.8, 1)).toBe(1);
    expect(stepZoom(0.8, -1)).toBe(0.75);
    expect(stepZoom(ZOOM_STEPS[ZOOM_STEPS.length - 1], 1)).toBe(ZOOM_STEPS[ZOOM_STEPS.length - 1]);
    expect(stepZoom(ZOOM_STEPS[0], -1)).toBe(ZOOM_STEPS[0]);
    expect(zoomLabel(0.666)).toBe('67 %');
  });

  it("draws at the screen's density, less when the canvas would be huge", () => {
    expect(canvasScale(800, 1100, 2)).toBe(2);
    const s = canvasScale(3000, 4000, 2, 16_000_000);
    expect(3000 * s * 4000 * s).toBeCloseTo(16_000_000, -2);
    expect(canvasScale(100, 100, 0)).toBe(1);
  });

  it('steps pages with the arrows, Page Up/Down, Home and End, and not past either end', () => {
    expect(pageKey('ArrowRight', 1, 4)).toEqual({ page: 2 });
    expect(pageKey('PageDown', 3, 4)).toEqual({ page: 4 });
    expect(pageKey('ArrowLeft', 3, 4)).toEqual({ page: 2 });
    expect(pageKey('PageUp', 2, 4)).toEqual({ page: 1 });
    expect(pageKey('Home', 3, 4)).toEqual({ page: 1 });
    expect(pageKey('End', 1, 12)).toEqual({ page: 12 });
    expect(pageKey('ArrowRight', 4, 4)).toBeNull();
    expect(pageKey('ArrowLeft', 1, 4)).toBeNull();
    expect(pageKey('Home', 1, 4)).toBeNull();
  });

  it('zooms with + and −, 1 for true size and 0 to fit; Escape goes back; other keys are left alone', () => {
    expect(pageKey('+', 1, 4)).toEqual({ zoom: 'in' });
    expect(pageKey('-', 1, 4)).toEqual({ zoom: 'out' });
    expect(pageKey('1', 1, 4)).toEqual({ zoom: 'true' });
    expect(pageKey('0', 1, 4)).toEqual({ zoom: 'fit' });
    expect(pageKey('Escape', 2, 4)).toBe('back');
    expect(pageKey('a', 1, 4)).toBeNull();
    expect(pageKey('Tab', 1, 4)).toBeNull();
  });
});
