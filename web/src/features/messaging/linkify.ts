/**
 * Splits a message's plain text into text and web links, for rendering as React text and anchors
 * (never as HTML). Only http(s) URLs become links; punctuation closing a sentence stays text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"*_~]+$/;

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops trailing punctuation, and a closing bracket the URL did not open ("(see https://x.y/a)"). */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    let next = url.replace(TRAILING, '');
    const last = next.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (opener !== undefined && count(next, opener) < count(next, last)) next = next.slice(0, -1);
    if (next === url) return url;
    url = next;
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    const href = safeHref(url);
    if (!href || url.length <= 'https://'.length) continue;
    pushText(text.slice(cursor, match.index));
    parts.push({ kind: 'link', text: url, href });
    cursor = match.index + url.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
