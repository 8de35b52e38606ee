/// <reference types="vitest/config" />
// Posse's UI is served by Tauri from ui/dist inside webkit2gtk, under a strict CSP
// (default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'):
// relative asset paths, no inline scripts, nothing fetched from elsewhere.
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  plugins: [svelte()],
  base: './',
  clearScreen: false,
  server: { port: 1420, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: ['es2021', 'safari15'],
    cssTarget: ['safari15'],
    // Keep every asset a file: a `data:` font or script would be refused by the CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The recorded backend answers the tests read live outside ui/src (test data, not the app).
    globalSetup: ['../tests/ui-fixtures/need-recorded.ts'],
  },
});
