import { fileURLToPath } from 'node:url';
import type { PageRenderer, WebApp } from './pages.ts';

const VITE_CONFIG = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/** What a page loads in development: Vite's client (hot reload), React's refresh hook, the entry from source. */
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh";',
            'RefreshRuntime.injectIntoGlobalHook(window);',
            'window.$RefreshReg$ = () => {};',
            'window.$RefreshSig$ = () => (type) => type;',
            'window.__vite_plugin_react_preamble_installed__ = true;',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

/** Vite's hot-reload socket, which the page's Content-Security-Policy must allow. */
export const WEB_DEV_HMR_PORT = 24678;

/**
 * `npm run dev`: the web app from its sources through Vite in middleware mode: files transformed
 * on request, hot reload, and pages rendered by the same page handler with the server entry loaded
 * through Vite (edits apply at the next request). Vite is a development dependency: loaded only here.
 */
export async function devWebApp(): Promise<WebApp> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: VITE_CONFIG,
    server: { middlewareMode: true, hmr: { port: WEB_DEV_HMR_PORT } },
    appType: 'custom',
  });
  return {
    files: vite.middlewares,
    rendering: async () => ({ renderer: (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer, manifest: DEV_MANIFEST }),
    close: () => vite.close(),
  };
}
