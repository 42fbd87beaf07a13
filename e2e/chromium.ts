/** Debian's Chromium (apt-get install chromium), not a downloaded browser, as the journeys and the browser audit launch it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
