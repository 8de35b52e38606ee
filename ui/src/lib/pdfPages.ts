// Renders a PDF's pages onto canvases with pdf.js: the print center's preview of the very bytes
// "Save PDF…" writes. pdf.js and its worker are bundled with the app (no CDN; the CSP stays
// 'self'), loaded the first time a preview is shown.

/** Base64 to bytes. */
export function fromBase64(text: string): Uint8Array {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | null = null;

function pdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  );
  return loading;
}

/**
 * Draws the first `maxPages` pages of `bytes` into `into` (replacing what was there), each
 * `width` CSS pixels wide; `stale()` says a newer preview has been asked for, and stops drawing.
 */
export async function renderPages(bytes: Uint8Array, into: HTMLElement, width: number, maxPages: number, stale: () => boolean): Promise<number> {
  const lib = await pdfjs();
  const doc = await lib.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const canvases: HTMLCanvasElement[] = [];
  try {
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      if (stale()) return doc.numPages;
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${width}px`;
      canvas.dataset.testid = 'preview-page';
      canvas.dataset.page = String(n);
      await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      canvases.push(canvas);
    }
    if (!stale()) into.replaceChildren(...canvases);
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}
