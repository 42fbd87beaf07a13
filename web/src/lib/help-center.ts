/** Any part of the app may ask the help widget (which every page has) to open its panel. */
const OPEN_HELP = 'dealacre:open-help';

export function openHelpCenter(): void {
  window.dispatchEvent(new Event(OPEN_HELP));
}

/** For the help widget: calls `open` whenever something asks; returns the unsubscribe. */
export function onHelpCenterRequested(open: () => void): () => void {
  window.addEventListener(OPEN_HELP, open);
  return () => window.removeEventListener(OPEN_HELP, open);
}
