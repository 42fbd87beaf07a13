import type { ListingFormValues } from './form-values.ts';

/**
 * The listing form's autosaved local copy: nothing a seller types is lost to a closed tab, a
 * crash or a failed save. One copy per user and form (`new`, or the property id), in localStorage.
 */
export interface ListingDraft {
  /** ISO time of the last autosave */
  savedAt: string;
  /** on the edit form: the listing version the typing started from (a save sends it) */
  baseVersion?: number;
  values: ListingFormValues;
}

const PREFIX = 'dealacre.listing-draft.v1';

export function draftKey(userId: string, propertyId: string | null): string {
  return `${PREFIX}:${userId}:${propertyId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage disabled (privacy settings): the form still works, without autosave
    return null;
  }
}

export function readDraft(key: string, store: Storage | null = storage()): ListingDraft | null {
  const text = store?.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<ListingDraft>;
    if (typeof draft.savedAt !== 'string' || typeof draft.values !== 'object' || draft.values === null) return null;
    return draft as ListingDraft;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: ListingDraft, store: Storage | null = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // quota exceeded: keep going without the local copy
  }
}

export function removeDraft(key: string, store: Storage | null = storage()): void {
  store?.removeItem(key);
}

/** Whether two sets of form values are the same listing (so an unchanged form keeps no draft). */
export function sameValues(a: ListingFormValues, b: ListingFormValues): boolean {
  return JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
}

function normalized(values: ListingFormValues): Record<string, unknown> {
  const entries = Object.entries(values)
    .map(([key, value]): [string, unknown] => [key, value === '' || value === undefined ? null : value])
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
