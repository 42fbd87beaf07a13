import { existsSync } from 'node:fs';

/** Debian's full Chromium (apt-get install chromium), not a downloaded browser: what the browser audit launches. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * What the journeys launch: `CHROMIUM_PATH` when set, else Debian's headless shell of the same Chromium
 * (apt-get install chromium-headless-shell) when installed, else the full browser. The shell is what
 * Playwright itself runs headless; the full browser's headless mode also starts its window's own
 * renderers, and the same journeys cost a third more CPU in it (decision 0078).
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
