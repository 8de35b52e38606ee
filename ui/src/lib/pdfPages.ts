// Renders a PDF's pages onto canvases with pdf.js: the print center's preview of the very bytes
// "Save PDF…" writes. pdf.js and its worker are bundled with the app (no CDN; the CSP stays
// 'self'), loaded the first time a preview is shown; the worker is started once and kept for every
// preview after. The first page is drawn at once; the others when they scroll into view.

import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<{ lib: PdfJs; worker: PDFWorker }> | null = null;

function pdfjs(): Promise<{ lib: PdfJs; worker: PDFWorker }> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, src]) => {
      lib.GlobalWorkerOptions.workerSrc = src.default;
      return { lib, worker: new lib.PDFWorker() };
    },
  );
  return loading;
}

/** What a box of pages shows: its document (kept for the pages drawn later) and who watches them scroll in. */
type Shown = { doc: PDFDocumentProxy; watcher: IntersectionObserver | null };
const shown = new WeakMap<HTMLElement, Shown>();

/** Forgets what `into` shows: its document is destroyed, its pages no longer drawn. */
export function clearPages(into: HTMLElement): void {
  const was = shown.get(into);
  shown.delete(into);
  was?.watcher?.disconnect();
  was?.doc.destroy();
}

/** The document `into` shows (for the page view), or null. */
export function documentIn(into: HTMLElement): PDFDocumentProxy | null {
  return shown.get(into)?.doc ?? null;
}

/** Page `n`'s size in PDF points (1/72 in). */
export async function pageSize(doc: PDFDocumentProxy, n: number): Promise<{ width: number; height: number }> {
  const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
  return { width, height };
}

/** Draws page `n` onto `canvas`, `width` CSS px wide, at `ratio` canvas pixels per CSS px. */
export async function draw(doc: PDFDocumentProxy, n: number, canvas: HTMLCanvasElement, width: number, ratio = window.devicePixelRatio || 1): Promise<void> {
  const page = await doc.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${width}px`;
  await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
  canvas.dataset.drawn = 'yes';
}

/**
 * Shows the pages of `bytes` in `into` (replacing what was there), each `width` CSS pixels wide,
 * and resolves with the page count once the first page is drawn. The other pages stand as blank
 * sheets of the first one's size until they scroll into view, and are drawn then. `stale()` says
 * a newer preview has been asked for: nothing is shown.
 */
export async function renderPages(
  bytes: Uint8Array,
  into: HTMLElement,
  width: number,
  stale: () => boolean,
  loaded: () => void = () => {},
): Promise<number> {
  const { lib, worker } = await pdfjs();
  // The document shown so far is let go now, not after the new first page: the pages of it still
  // being drawn would hold the worker while it reads the new one (its drawn pages stay in sight).
  clearPages(into);
  // Glyphs drawn as paths, not loaded as web fonts: measured in the real window (issue 24), the
  // first page of a cast sheet came about 70 ms sooner (median of 7, debug build, WebKitGTK).
  const doc = await lib.getDocument({ data: bytes, worker, isEvalSupported: false, disableFontFace: true }).promise;
  loaded();
  const first = document.createElement('canvas');
  try {
    if (stale()) throw new Stale();
    await draw(doc, 1, first, width);
    if (stale()) throw new Stale();
  } catch (e) {
    await doc.destroy();
    if (e instanceof Stale) return doc.numPages;
    throw e;
  }
  const canvases = [first];
  for (let n = 2; n <= doc.numPages; n++) {
    const blank = document.createElement('canvas');
    blank.width = first.width;
    blank.height = first.height;
    blank.style.width = `${width}px`;
    blank.dataset.drawn = 'no';
    canvases.push(blank);
  }
  canvases.forEach((c, k) => {
    c.dataset.testid = 'preview-page';
    c.dataset.page = String(k + 1);
  });
  clearPages(into);
  const watcher =
    doc.numPages > 1
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const canvas = entry.target as HTMLCanvasElement;
              if (!entry.isIntersecting || canvas.dataset.drawn !== 'no') continue;
              canvas.dataset.drawn = 'drawing';
              watcher?.unobserve(canvas);
              if (shown.get(into)?.doc !== doc) continue;
              draw(doc, Number(canvas.dataset.page), canvas, width).catch(() => (canvas.dataset.drawn = 'failed'));
            }
          },
          { root: into, rootMargin: '400px' },
        )
      : null;
  shown.set(into, { doc, watcher });
  into.replaceChildren(...canvases);
  for (const c of canvases.slice(1)) watcher?.observe(c);
  return doc.numPages;
}

class Stale extends Error {}
