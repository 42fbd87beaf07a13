import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailMessage } from './mailer.port.ts';

/**
 * The one template of every mail DealAcre sends: a mail is described once as content (a greeting,
 * blocks, a footer) and rendered twice, as HTML (React components rendered to static markup: brand
 * header, white body, buttons, footer with the unsubscribe and preferences links) and as the plain-text
 * part, so the two always say the same. Pure code (react and react-dom/server render in any runtime),
 * which is why it may live in the kernel; the web never imports it. Node runs .ts files without a JSX
 * transform, so the components call `createElement` (`h`) directly.
 */

/** A paragraph: text (line breaks kept) with optional links inline; a link reads as its URL in the text part. */
export type Inline = string | { href: string; label?: string };

export type MailBlock =
  | { kind: 'paragraph'; content: Inline | Inline[] }
  /** the main action; in the text part `Label: URL`, or the bare URL when the paragraph before already says what it does */
  | { kind: 'button'; label: string; url: string; plainText?: 'label-and-url' | 'url' }
  /** a secondary action, shown as a link; `Label: URL` in the text part */
  | { kind: 'link'; label: string; url: string }
  /** labelled values, `Label: value` lines in the text part */
  | { kind: 'details'; rows: ReadonlyArray<readonly [string, string]> }
  /** a titled bullet list */
  | { kind: 'list'; title: string; items: string[] }
  /** words someone else wrote, quoted */
  | { kind: 'quote'; text: string }
  /** an item to open, e.g. a listing: small line above, linked title, facts, optional photo and button */
  | { kind: 'card'; eyebrow: string; title: string; url: string; facts: string[]; image?: { src: string; alt: string }; action: string };

export type MailFooter =
  /** a line under the signature, e.g. "If you did not expect this email, you can ignore it." */
  | { note: string }
  /** mail a member can turn off: why it came, a one-click unsubscribe link and the email settings */
  | { reason: string; stop: string; unsubscribe: { page: string; oneClick: string }; settingsUrl: string };

export interface MailContent {
  subject: string;
  /** "Hi Maria," */
  greeting: string;
  blocks: MailBlock[];
  footer?: MailFooter;
}

const SIGNATURE = '— The DealAcre team';
const SETTINGS_LABEL = 'Choose what DealAcre emails you';

const COLOR = {
  brand: '#047857',
  ink: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  page: '#f1f5f9',
  card: '#f8fafc',
};
const FONT = 'Helvetica, Arial, sans-serif';
const TEXT: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: 1.5, color: COLOR.body, whiteSpace: 'pre-line' };

const inlines = (content: Inline | Inline[]): Inline[] => (Array.isArray(content) ? content : [content]);

// ---- text part ----

function inlineText(content: Inline | Inline[]): string {
  return inlines(content)
    .map((part) => (typeof part === 'string' ? part : part.label ? `${part.label} (${part.href})` : part.href))
    .join('');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.content);
    case 'button':
      return block.plainText === 'url' ? block.url : `${block.label}: ${block.url}`;
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return [`${block.title}:`, ...block.items.map((item) => `- ${item}`)].join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `  > ${line}`)
        .join('\n');
    case 'card':
      return [block.eyebrow, block.title, block.facts.join(' · '), block.url].join('\n');
  }
}

function footerText(footer: MailFooter | undefined): string[] {
  if (!footer) return [];
  if ('note' in footer) return [footer.note];
  return [`${footer.reason} ${footer.stop}: ${footer.unsubscribe.page}`, `${SETTINGS_LABEL}: ${footer.settingsUrl}`];
}

/** The plain-text part: the greeting and the blocks apart by blank lines, the signature, the footer lines. */
export function mailText({ greeting, blocks, footer }: MailContent): string {
  return [...[greeting, ...blocks.map(blockText)].flatMap((part) => [part, '']), SIGNATURE, ...footerText(footer)].join('\n');
}

// ---- HTML part ----

/** a table for layout, the way mail clients (Outlook among them) lay out reliably */
function Table({ children, style, width }: { children?: ReactNode; style?: CSSProperties; width?: string }) {
  return h(
    'table',
    {
      role: 'presentation',
      width: width ?? '100%',
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      style: { borderCollapse: 'collapse', ...style },
    },
    h('tbody', null, children),
  );
}

function Row({ children, style }: { children?: ReactNode; style?: CSSProperties }) {
  return h('tr', null, h('td', { style }, children));
}

function InlineContent({ content }: { content: Inline | Inline[] }) {
  return h(
    Fragment,
    null,
    inlines(content).map((part, index) =>
      typeof part === 'string' ? part : h('a', { key: index, href: part.href, style: { color: COLOR.brand } }, part.label ?? part.href),
    ),
  );
}

function Button({ label, url }: { label: string; url: string }) {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0, style: { borderCollapse: 'separate', margin: '0 0 16px' } },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          { style: { backgroundColor: COLOR.brand, borderRadius: '8px' } },
          h(
            'a',
            {
              href: url,
              style: {
                display: 'inline-block',
                padding: '12px 20px',
                fontFamily: FONT,
                fontSize: '16px',
                fontWeight: 600,
                color: '#ffffff',
                textDecoration: 'none',
                borderRadius: '8px',
              },
            },
            label,
          ),
        ),
      ),
    ),
  );
}

function Card({ block }: { block: Extract<MailBlock, { kind: 'card' }> }) {
  return h(
    Table,
    { style: { margin: '0 0 16px', backgroundColor: COLOR.card, border: `1px solid ${COLOR.line}`, borderRadius: '12px' } },
    h(
      Row,
      { style: { padding: '16px' } },
      block.image &&
        h(
          'a',
          { href: block.url },
          h('img', {
            src: block.image.src,
            alt: block.image.alt,
            // without it React adds a <link rel="preload"> for the image, which means nothing in a mail
            fetchPriority: 'low',
            width: 520,
            style: {
              display: 'block',
              width: '100%',
              maxWidth: '520px',
              height: 'auto',
              border: 0,
              borderRadius: '8px',
              margin: '0 0 12px',
            },
          }),
        ),
      h('p', { style: { margin: 0, fontSize: '12px', fontWeight: 600, color: COLOR.brand } }, block.eyebrow),
      h(
        'p',
        { style: { margin: '4px 0 0', fontSize: '18px', fontWeight: 700 } },
        h('a', { href: block.url, style: { color: COLOR.ink, textDecoration: 'none' } }, block.title),
      ),
      h('p', { style: { margin: '4px 0 12px', fontSize: '14px', color: COLOR.body } }, block.facts.join(' · ')),
      h(Button, { label: block.action, url: block.url }),
    ),
  );
}

function Block({ block }: { block: MailBlock }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return h('p', { style: TEXT }, h(InlineContent, { content: block.content }));
    case 'button':
      return h(Button, { label: block.label, url: block.url });
    case 'link':
      return h('p', { style: TEXT }, h('a', { href: block.url, style: { color: COLOR.brand } }, block.label));
    case 'details':
      return h(
        Table,
        { style: { margin: '0 0 16px', fontSize: '14px', lineHeight: 1.5 } },
        block.rows.map(([label, value]) =>
          h(
            'tr',
            { key: label },
            h('td', { style: { padding: '4px 12px 4px 0', color: COLOR.muted, verticalAlign: 'top', whiteSpace: 'nowrap' } }, label),
            h('td', { style: { padding: '4px 0', color: COLOR.body } }, value),
          ),
        ),
      );
    case 'list':
      return h(
        Fragment,
        null,
        h('p', { style: { ...TEXT, margin: '0 0 8px', fontWeight: 700, color: COLOR.ink } }, block.title),
        h(
          'ul',
          { style: { margin: '0 0 16px', paddingLeft: '20px', fontSize: '14px', lineHeight: 1.5, color: COLOR.body } },
          block.items.map((item) => h('li', { key: item, style: { margin: '0 0 6px' } }, item)),
        ),
      );
    case 'quote':
      return h(
        'blockquote',
        {
          style: {
            margin: '0 0 16px',
            padding: '8px 12px',
            borderLeft: `3px solid ${COLOR.line}`,
            fontSize: '15px',
            lineHeight: 1.5,
            color: COLOR.body,
            whiteSpace: 'pre-wrap',
          },
        },
        block.text,
      );
    case 'card':
      return h(Card, { block });
  }
}

function Footer({ footer }: { footer?: MailFooter }) {
  const small: CSSProperties = { margin: '0 0 8px', fontSize: '12px', lineHeight: 1.5, color: COLOR.muted };
  const link: CSSProperties = { color: COLOR.muted };
  return h(
    Fragment,
    null,
    h('p', { style: small }, SIGNATURE),
    footer &&
      ('note' in footer
        ? h('p', { style: small }, footer.note)
        : h(
            'p',
            { style: small },
            `${footer.reason} `,
            h('a', { href: footer.unsubscribe.page, style: link }, footer.stop),
            ' · ',
            h('a', { href: footer.settingsUrl, style: link }, SETTINGS_LABEL),
          )),
  );
}

function MailDocument({ content }: { content: MailContent }) {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, content.subject),
    ),
    h(
      'body',
      { style: { margin: 0, padding: 0, backgroundColor: COLOR.page, fontFamily: FONT } },
      h(
        Table,
        { style: { backgroundColor: COLOR.page } },
        h(
          Row,
          { style: { padding: '24px 16px' } },
          h(
            Table,
            { width: '600', style: { width: '100%', maxWidth: '600px', margin: '0 auto', tableLayout: 'fixed' } },
            h(Row, { style: { padding: '0 8px 16px', fontSize: '20px', fontWeight: 700, color: COLOR.brand } }, 'DealAcre'),
            h(
              Row,
              {
                style: {
                  padding: '24px',
                  backgroundColor: '#ffffff',
                  borderRadius: '12px',
                  overflowWrap: 'anywhere',
                  wordBreak: 'break-word',
                },
              },
              h('p', { style: { ...TEXT, color: COLOR.ink } }, content.greeting),
              content.blocks.map((block, index) => h(Block, { key: index, block })),
            ),
            h(Row, { style: { padding: '16px 8px 0' } }, h(Footer, { footer: content.footer })),
          ),
        ),
      ),
    ),
  );
}

/** The HTML part (a whole document with inline styles only, as mail clients need). */
export function mailHtml(content: MailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(h(MailDocument, { content }))}`;
}

/**
 * Subject, HTML and plain-text parts of a mail, and, for mail a member can turn off, the
 * `List-Unsubscribe` headers of one-click unsubscribe (RFC 8058). The caller adds the recipient.
 */
export function renderMail(content: MailContent): Omit<MailMessage, 'to'> {
  const footer = content.footer;
  return {
    subject: content.subject,
    text: mailText(content),
    html: mailHtml(content),
    ...(footer && 'unsubscribe' in footer
      ? { headers: { 'List-Unsubscribe': `<${footer.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
