import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field whose value lives elsewhere (the URL): typing edits a draft that is committed after
 * `delay` ms without typing; a change of `value` from outside (a link, "Clear all", the back
 * button) replaces the draft, while the echo of our own commit leaves the typing undisturbed.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);

  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== committed) setDraft(value);
  }
  // An outside change also cancels typing still waiting to be committed (a change, not the first render:
  // the field may have handed over words typed before the page came alive).
  const rendered = useRef(false);
  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    if (value !== committed) clearTimeout(timer.current);
  }, [value, committed]);

  const send = useCallback((text: string) => {
    setCommitted(text.trim());
    commitRef.current(text.trim());
  }, []);

  const change = useCallback(
    (text: string) => {
      setDraft(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(text), delay);
    },
    [delay, send],
  );

  /** commit now (Enter, a submit button); returns the text committed */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    send(draft);
    return draft.trim();
  }, [draft, send]);

  return { draft, change, flush };
}
