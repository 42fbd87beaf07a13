/** The homepage listings section; the header's Browse item and the hero's Browse Deals go there. */
export const PROPERTIES_ANCHOR = 'properties';

/** Smooth unless the reader prefers reduced motion (the stylesheet's scroll-behavior decides). */
export function scrollToAnchor(id: string): void {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

/** How long the page must keep its height, with nothing loading, before the landing is done. */
const STILL_MS = 1000;
/** Past this, the reader gets the page as it is. */
const LANDING_LIMIT_MS = 10_000;
/** What the reader does to move on their own; the landing then stops following the section. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Lands on the section `id` of a page whose content above it is still arriving (listings and teasers from the
 * API, sections the browser lays out only as they near the window): scrolls to it, and again each time the page
 * grows or shrinks, until its height has held for a moment with nothing `loading()`, or the reader scrolls,
 * taps or types. Returns what stops it early.
 */
export function landOnAnchor(id: string, loading: () => boolean): () => void {
  const started = performance.now();
  let stillTimer: ReturnType<typeof setTimeout> | undefined;
  const land = () => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  const observer = new ResizeObserver(() => {
    land();
    waitForStillness();
  });
  function waitForStillness() {
    clearTimeout(stillTimer);
    stillTimer = setTimeout(() => (loading() && performance.now() - started < LANDING_LIMIT_MS ? waitForStillness() : stop()), STILL_MS);
  }
  function stop() {
    observer.disconnect();
    clearTimeout(stillTimer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  land();
  waitForStillness();
  return stop;
}
