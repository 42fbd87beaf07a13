/** Who may open a page: what the route tree's guards decide (`_protected`, `_admin`, `_guest`). */
export type Audience = 'everyone' | 'visitors' | 'members' | 'administrators';

export interface SiteMapEntry {
  path: string;
  audience: Audience;
  /** a path with a parameter (`/property/$id`) names many pages: it is listed, not linked */
  linkable: boolean;
}

export const AUDIENCE_TITLES: Record<Audience, { title: string; text: string }> = {
  everyone: { title: 'Everyone', text: 'Public pages: visitors and members alike.' },
  visitors: { title: 'Signed-out visitors', text: 'Signing in and registering; members are sent on to their dashboard.' },
  members: { title: 'Signed-in members', text: 'Visitors are sent to sign in first.' },
  administrators: { title: 'Administrators', text: 'Everyone else is sent to the homepage.' },
};

function audienceOf(id: string): Audience {
  if (id.startsWith('/_protected/_admin')) return 'administrators';
  if (id.startsWith('/_protected')) return 'members';
  if (id.startsWith('/_guest')) return 'visitors';
  return 'everyone';
}

/**
 * Every page of the route tree once, grouped by who may see it, in path order: pathless layout
 * routes (`/_protected`) and the root are left out, a trailing slash is dropped.
 */
export function siteMapEntries(routes: Iterable<{ id: string; fullPath: string }>): Record<Audience, SiteMapEntry[]> {
  const groups: Record<Audience, SiteMapEntry[]> = { everyone: [], visitors: [], members: [], administrators: [] };
  const seen = new Set<string>();
  for (const { id, fullPath } of routes) {
    const last = id.split('/').pop() ?? '';
    if (id === '__root__' || last.startsWith('_')) continue;
    const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
    if (!path || seen.has(path)) continue;
    seen.add(path);
    groups[audienceOf(id)].push({ path, audience: audienceOf(id), linkable: !path.includes('$') });
  }
  for (const entries of Object.values(groups)) entries.sort((a, b) => a.path.localeCompare(b.path));
  return groups;
}
