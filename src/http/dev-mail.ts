import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { DevMail, DevOutboxMailer } from '../adapters/mail/dev-outbox-mailer.ts';
import { NotFoundError } from '../../modules/shared/kernel/errors.ts';
import { parseInput } from '../../modules/shared/kernel/validation.ts';
import { escapeHtml } from '../../modules/shared/kernel/html.ts';
import { routesOf, type ApiOperation } from './openapi/operation.ts';

const LATEST = 50;
const CELL = 'style="padding:4px 12px 4px 0;text-align:left;vertical-align:top"';

/** holds the outbox key in the browser after the link with `?key=` was opened once */
const KEY_COOKIE = 'da_devmail';

/** Runs the scheduled job of that name once, with the job clock at `at`; false when there is no such job. */
export type RunJobAsOf = (name: string, at: Date) => Promise<boolean>;

const digest = (value: string) => createHash('sha256').update(value).digest();

const dev = routesOf('Development');

/** The outbox's API routes as the OpenAPI document lists them (only where the outbox is mounted). */
export const DEV_MAIL_OPERATIONS: readonly ApiOperation[] = [
  dev('get', '/api/dev/mail', "The dev outbox's mail", 'dev', {
    description: 'Key holders and administrators only; anyone else gets 404, as when there is no outbox.',
    query: devMailQuerySchema(),
    errors: [404],
  }),
  dev('post', '/api/dev/jobs/:name/run', 'Run a timed job now, as of a given time', 'dev', { body: runJobBodySchema(), errors: [404] }),
];

function devMailQuerySchema() {
  return z.object({ to: z.string().min(1).optional() });
}

function runJobBodySchema() {
  return z.object({ at: z.iso.datetime({ offset: true }).transform((value) => new Date(value)) });
}

/**
 * The development mail outbox: `/dev/mail` lists the latest messages for people, `/api/dev/mail?to=`
 * returns them as JSON for e2e tests; `POST /api/dev/jobs/{name}/run` with `{ at }` runs a scheduled
 * job once as if the clock read `at`, so a journey sees a daily digest without waiting for the day. The app mounts it only outside production, so pages stay
 * within its Content Security Policy: no scripts, no <style> element, inline style attributes only.
 *
 * Mails carry sign-in links and password-reset tokens, so the outbox answers only whoever holds its
 * key (printed at start: the link `/dev/mail?key=...`, then a cookie; or `Authorization: Bearer <key>`)
 * and signed-in administrators, and so do the job runs. Everyone else gets the same 404 as when there is no outbox: the
 * client address proves nothing behind a reverse proxy on the same machine.
 */
export function devMailRouter(
  outbox: DevOutboxMailer,
  { key, secureCookie, runJobAsOf }: { key: string; secureCookie: boolean; runJobAsOf: RunJobAsOf },
): Router {
  const router = Router();
  const expected = digest(key);
  const holdsKey = (candidate: unknown) => typeof candidate === 'string' && timingSafeEqual(digest(candidate), expected);
  const bearer = (req: Request) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];

  const onlyKeyHolders: RequestHandler = (req, res, next) => {
    if (req.baseUrl === '/dev/mail' && req.path === '/' && holdsKey(req.query.key)) {
      res.cookie(KEY_COOKIE, key, { httpOnly: true, sameSite: 'strict', secure: secureCookie, path: '/' });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/dev/mail'); // the key leaves the address bar and the history
      return;
    }
    const allowed = holdsKey(req.cookies?.[KEY_COOKIE]) || holdsKey(bearer(req)) || res.locals.actor?.isAdmin === true;
    if (!allowed) {
      next('router');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  router.use(['/dev/mail', '/api/dev/mail', '/api/dev/jobs'], onlyKeyHolders);

  router.get('/dev/mail', async (_req, res) => {
    const mails = await outbox.latest(LATEST);
    const rows = mails.map(
      (mail) =>
        `<tr><td ${CELL}>${time(mail.sentAt)}</td><td ${CELL}>${escapeHtml(mail.to)}</td>` +
        `<td ${CELL}><a href="/dev/mail/${escapeHtml(mail.id)}">${escapeHtml(mail.subject) || '(no subject)'}</a></td></tr>`,
    );
    const body =
      mails.length === 0
        ? '<p>No mail yet. Messages the app sends appear here while SMTP_URL is unset.</p>'
        : `<table style="border-collapse:collapse"><thead><tr><th ${CELL}>Sent (UTC)</th><th ${CELL}>To</th><th ${CELL}>Subject</th></tr></thead>` +
          `<tbody>${rows.join('')}</tbody></table>`;
    res.type('html').send(page('Dev mail outbox', `<h1>Dev mail outbox</h1><p>The latest ${LATEST} messages, newest first.</p>${body}`));
  });

  router.get('/dev/mail/:id', async (req, res) => {
    const mail = await outbox.find(req.params.id);
    if (!mail) {
      res.status(404).type('html').send(page('Not found', '<p>There is no such message. <a href="/dev/mail">All messages</a></p>'));
      return;
    }
    res.type('html').send(page(mail.subject, message(mail)));
  });

  router.get('/api/dev/mail', async (req, res) => {
    const { to } = parseInput(devMailQuerySchema(), req.query);
    res.json({ messages: await outbox.latest(LATEST, { to }) });
  });

  // a scheduled job run once now, as if the clock read `at` (a daily digest "tomorrow at 8", say)
  router.post('/api/dev/jobs/:name/run', async (req, res) => {
    const { at } = parseInput(runJobBodySchema(), req.body ?? {});
    if (!(await runJobAsOf(req.params.name, at))) throw new NotFoundError(`There is no scheduled job named ${req.params.name}`);
    res.json({ job: req.params.name, at: at.toISOString() });
  });

  return router;
}

function message(mail: DevMail): string {
  const html = mail.html
    ? // sandbox="" runs no script and gives the frame an opaque origin, so the mail cannot reach this page
      `<h2>HTML</h2><iframe sandbox="" srcdoc="${escapeHtml(mail.html)}" title="HTML body" style="width:100%;height:32rem;border:1px solid #ccc"></iframe>`
    : '';
  return (
    '<p><a href="/dev/mail">All messages</a></p>' +
    `<h1>${escapeHtml(mail.subject) || '(no subject)'}</h1>` +
    `<p>To: ${escapeHtml(mail.to)}<br>Sent: ${time(mail.sentAt)} UTC</p>` +
    `<h2>Text</h2><pre style="white-space:pre-wrap;background:#f6f6f6;padding:12px">${linkify(mail.text)}</pre>` +
    html
  );
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;margin:24px;max-width:960px">${body}</body></html>`
  );
}

function time(date: Date): string {
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')}</time>`;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
/** punctuation that ends a sentence rather than the link */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** Escapes the text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
