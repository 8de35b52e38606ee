// Portraits travel to the backend as base64 of the file's bytes; the backend decides whether they
// are a picture it accepts (codes portrait_not_image, portrait_too_large).

export const PORTRAIT_ACCEPT = 'image/png,image/jpeg';

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
