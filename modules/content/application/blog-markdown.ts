import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { ValidationError } from '../../shared/kernel/errors.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import type { Storage } from '../../shared/kernel/storage.port.ts';

/** Average adult reading speed for the reading time shown beside each post. */
export const WORDS_PER_MINUTE = 220;

export interface RenderOptions {
  /** where stored files are served (the Storage port's URL of a key, less the key: `/uploads/`) */
  storagePrefix: string;
  /** the site's own origin (`https://dealacre.com`): absolute links to it are not external */
  siteOrigin?: string;
}

export interface RenderedMarkdown {
  html: string;
  readingMinutes: number;
}

const markdown = new Marked({ gfm: true, breaks: false });

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const MAIL = /^mailto:[^\s<>"]+$/i;
const WEB = /^https?:\/\/[^\s<>"]+$/i;

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** a link's target as written, judged: site paths, fragments, mail and web addresses pass; anything else (javascript:, data:) is dropped */
function linkKind(href: string, options: RenderOptions): 'internal' | 'external' | 'mail' | null {
  const value = href.trim();
  if (SITE_PATH.test(value) || /^#[^\s]*$/.test(value)) return 'internal';
  if (MAIL.test(value)) return 'mail';
  if (!WEB.test(value) || origin(value) === null) return null;
  return options.siteOrigin && origin(value) === origin(options.siteOrigin) ? 'internal' : 'external';
}

/**
 * a picture's source: a file stored on this site, nothing else (the page's Content-Security-Policy
 * would block a picture from elsewhere, and it would tell that site who reads the post)
 */
function allowedImage(src: string, options: RenderOptions): boolean {
  const value = src.trim();
  return !value.includes('..') && value.startsWith(options.storagePrefix) && SITE_PATH.test(value);
}

/** the pictures a post's Markdown shows (Markdown images and raw `<img>`) that are not files stored on this site */
export function foreignImages(source: string, options: RenderOptions): string[] {
  const found: string[] = [];
  sanitizeHtml(markdown.parse(source, { async: false }), {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && !allowedImage(frame.attribs.src ?? '', options)) found.push((frame.attribs.src ?? '').trim());
      return false;
    },
  });
  return found;
}

function sanitize(html: string, options: RenderOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'code',
      'em',
      'strong',
      'del',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'loading'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
    },
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    // these lose their content too, not only their tags
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title'],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag, attributes) => {
        const kind = linkKind(attributes.href ?? '', options);
        if (!kind) return { tagName: 'a', attribs: {} };
        const attribs: sanitizeHtml.Attributes = { href: attributes.href.trim() };
        if (attributes.title) attribs.title = attributes.title;
        if (kind === 'external') Object.assign(attribs, { rel: 'nofollow noopener', target: '_blank' });
        return { tagName: 'a', attribs };
      },
      img: (_tag, attributes) => {
        if (!allowedImage(attributes.src ?? '', options)) return { tagName: 'img', attribs: {} };
        const attribs: sanitizeHtml.Attributes = { src: attributes.src.trim(), alt: attributes.alt ?? '' };
        if (attributes.title) attribs.title = attributes.title;
        attribs.loading = 'lazy';
        return { tagName: 'img', attribs };
      },
      th: (_tag, attributes) => ({ tagName: 'th', attribs: alignment(attributes) }),
      td: (_tag, attributes) => ({ tagName: 'td', attribs: alignment(attributes) }),
    },
    // a link whose target was refused keeps its text; a refused picture goes
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return frame.tag === 'img' && !frame.attribs.src;
    },
  });
}

function alignment(attributes: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return ['left', 'center', 'right'].includes(attributes.align ?? '') ? { align: attributes.align } : {};
}

/** the words a reader reads: the text of the HTML */
function countWords(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A post's Markdown as readers see it: rendered with GFM (tables, strikethrough, autolinks) and
 * sanitized to an allow-list (decision 0028): headings h2 to h4 (h1 becomes h2, h5 and h6 h4),
 * paragraphs, lists, quotes, code, emphasis, tables, rules; links to site paths, mail and web
 * addresses only (web ones open in a new tab with rel="nofollow noopener"); pictures stored on this
 * site only, lazily loaded and always with an alt (saving refuses others: `checkImages`). Raw HTML the author types goes
 * through the same allow-list: no script, style, iframe, event attribute, javascript: or data: URL.
 * Reading time is the words over WORDS_PER_MINUTE, rounded up, at least a minute.
 */
export function renderMarkdown(source: string, options: RenderOptions): RenderedMarkdown {
  const html = sanitize(markdown.parse(source, { async: false }), options).trim();
  return { html, readingMinutes: Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE)) };
}

/** The public URL prefix of stored files, from the Storage port's URL of any key. */
export function storagePrefixOf(url: (key: string) => string): string {
  const key = 'blog/probe.webp';
  const probe = url(key);
  return probe.endsWith(key) ? probe.slice(0, -key.length) : '/uploads/';
}

/** Renders Markdown for this site and checks the files a post points at (the storage URLs it knows). */
export class BlogRendering {
  readonly #storagePrefix: string;
  readonly #siteOrigin: string;

  constructor(storage: Storage, settings: PlatformSettings) {
    this.#storagePrefix = storagePrefixOf((key) => storage.url(key));
    this.#siteOrigin = settings.publicUrl;
  }

  render(markdown: string): RenderedMarkdown {
    return renderMarkdown(markdown, { storagePrefix: this.#storagePrefix, siteOrigin: this.#siteOrigin });
  }

  /** A post shows only pictures uploaded to the blog; a 400 naming the first other one. */
  checkImages(markdown: string | undefined): void {
    if (markdown === undefined) return;
    const [foreign] = foreignImages(markdown, { storagePrefix: this.#storagePrefix });
    if (foreign === undefined) return;
    const message = `Pictures must be uploaded to the blog: ${foreign.slice(0, 100) || 'a picture without an address'} is not. Use Insert image to upload it.`;
    throw new ValidationError(message, [{ path: ['markdown'], message, code: 'custom' }]);
  }

  /** A cover must be a file stored on this site (what the image upload answered); a 400 otherwise. */
  checkCover(url: string | null | undefined): void {
    if (url === null || url === undefined || url.startsWith(this.#storagePrefix)) return;
    const message = 'Cover image must be the URL of an image uploaded to the blog';
    throw new ValidationError('Invalid blog post', [{ path: ['coverImageUrl'], message, code: 'custom' }]);
  }
}
