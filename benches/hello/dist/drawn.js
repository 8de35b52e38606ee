// The start-up benchmark's end point for the hello-world's page (benches/startup-drawn.sh), the
// same as Posse's campaign list: the first frame with the page's line drawn, told to the backend,
// which prints it when POSSE_STARTUP_PROBE is set.
requestAnimationFrame(() => window.__TAURI_INTERNALS__.invoke('drawn', { ms: performance.now() }));
