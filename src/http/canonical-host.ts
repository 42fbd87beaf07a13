import type { RequestHandler } from 'express';

/**
 * Sends a browser that opened a page under another host name than PUBLIC_URL's (127.0.0.1 for
 * localhost, a bare domain for www) to the same page there, so its session cookie, the checkout's
 * return and every mailed link agree on one host. Only navigations to pages are moved: API calls, files
 * and probes answer under any name. Behind a proxy that passes no X-Forwarded-Host the public name is
 * unknown, and nothing is moved rather than risk a redirect loop.
 */
export function canonicalHost({ publicUrl, permanent }: { publicUrl: string; permanent: boolean }): RequestHandler {
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    // the common case first, and cheap: a request under the canonical name, a write, an API call
    if (req.hostname === canonical.hostname || (req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/'))
      return next();
    const navigation = req.get('sec-fetch-mode') === 'navigate' || req.accepts(['json', 'html']) === 'html';
    const proxiedWithoutHost = req.ips.length > 0 && !req.get('x-forwarded-host');
    if (!navigation || proxiedWithoutHost) return next();
    // joined as text: a path like //elsewhere.example stays a path on the canonical host
    res.redirect(permanent ? 301 : 302, canonical.origin + req.originalUrl);
  };
}
