/** The homepage listings section; the header's Browse item and the hero's Browse Deals go there. */
export const PROPERTIES_ANCHOR = 'properties';

export function scrollToAnchor(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
