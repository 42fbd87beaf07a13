/** The homepage listings section; the header's Browse item and the hero's Browse Deals go there. */
export const PROPERTIES_ANCHOR = 'properties';

/** Smooth unless the reader prefers reduced motion (the stylesheet's scroll-behavior decides). */
export function scrollToAnchor(id: string): void {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}
