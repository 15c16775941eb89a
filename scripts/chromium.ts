/**
 * Debian's Chromium and the flags it runs with here (ARCHITECTURE.md "Browser tests"): the browser tests
 * and the Lighthouse runs of the bench share them. Without the background-networking flags Chromium keeps
 * trying to reach Google's hosts, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
