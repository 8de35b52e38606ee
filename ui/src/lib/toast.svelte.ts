// A short confirmation that something was done ("Saved Wyatt Earp"), shown for a few seconds at the
// foot of the window whatever is open, and read out by screen readers (App renders it).

export const toast = $state({ text: '', shown: 0 });

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` for `ms` milliseconds (a newer message replaces it at once). */
export function showToast(text: string, ms = 3000): void {
  toast.text = text;
  toast.shown += 1;
  clearTimeout(timer);
  timer = setTimeout(() => (toast.text = ''), ms);
}
