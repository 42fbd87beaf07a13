import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The stand-in's hashed entry script (web/dist/client/assets). */
export const STAND_IN_ENTRY = 'assets/entry-client-C0ffee42.js';

/**
 * The page renderer of the stand-in, with the real one's contract (web/src/entry-server.tsx): it
 * asks the API as the visitor (`GET /api/auth/me`) and writes what it answered into the page,
 * writes the manifest's styles and its data script of modules, puts the nonce on its inline script, answers
 * `/missing` with 404 and `/guarded` with a redirect to /login, and streams the document in chunks
 * that split `<head>`. `/titled` renders its own title.
 */
const RENDERER = `
export async function renderPage({ request, manifest, api, nonce }) {
  const url = new URL(request.url);
  if (url.pathname === '/guarded') return new Response(null, { status: 307, headers: { Location: '/login?redirect=%2Fguarded' } });
  const me = await api('/api/auth/me', { method: 'GET', headers: { Accept: 'application/json' } });
  const root = manifest.routes.__root__;
  const head = [
    '<meta charSet="utf-8"/>',
    url.pathname === '/titled' ? '<title>Own title | DealAcre</title>' : '',
    ...(root.css ?? []).map((href) => '<link rel="stylesheet" href="' + href + '"/>'),
  ].join('');
  const body = '<main data-path="' + url.pathname + '" data-me="' + me.status + '">' + '<p>A listing card with its price and acres.</p>'.repeat(60) + '</main>'
    + '<script nonce="' + nonce + '">window.$data = 1</script>'
    + root.scripts.map((script) => '<script type="' + script.attrs.type + '" data-app-modules="">' + script.children + '</script>').join('');
  const chunks = ['<!DOCTYPE html><html lang="en"><he', 'ad>' + head + '</he', 'ad><body>' + body, '</body></html>'];
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(stream, { status: url.pathname === '/missing' ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}
`;

/**
 * A stand-in for the web build (`npm run build:web`): client/ with a hashed entry script, a
 * stylesheet and Vite's manifest, and server/entry-server.js, a small renderer with the real
 * one's contract. Returns its directory; `files` adds more files under client/.
 */
export function standInWebBuild(files: Record<string, string | Buffer> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dealacre-web-'));
  const client = path.join(dist, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, '.vite'));
  mkdirSync(path.join(dist, 'server'));
  const manifest = {
    'src/entry-client.tsx': {
      file: STAND_IN_ENTRY,
      src: 'src/entry-client.tsx',
      isEntry: true,
      imports: ['_react-AbCd1234.js'],
      css: ['assets/entry-client-Styles1.css'],
    },
    '_react-AbCd1234.js': { file: 'assets/react-AbCd1234.js' },
  };
  writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(client, STAND_IN_ENTRY), 'console.log("hydrate")');
  writeFileSync(path.join(client, 'assets', 'react-AbCd1234.js'), 'export const r = 1;');
  writeFileSync(path.join(client, 'assets', 'entry-client-Styles1.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), RENDERER);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
    writeFileSync(path.join(client, name), content);
  }
  return dist;
}
