/**
 * Flags for Chromium on a machine without a display or a network beyond localhost: without the
 * background-networking ones Chromium keeps trying Google's hosts, and the refused connections pile up.
 * Shared by the browser tests and the page benchmark.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
