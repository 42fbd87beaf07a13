/**
 * The app's start, run inline at the end of the server's document. Once the browser has painted the
 * page, it loads what the document's data scripts list (the host's page-assets.ts writes them, marked
 * `data-app-modules`): the libraries the entry imports, each as a script of its own, the chunks of
 * the page's route as preloads, and the entry, which hydrates. Until then nothing competes with the
 * page's styles and main image for the network and no script runs before the first paint; and each
 * library evaluates in its own task when it arrives, so a phone's main thread is not held by one long
 * task that evaluates them all with the app (decision 0038). A page opened in a background tab starts
 * at once: it paints no frame until it is shown.
 *
 * Written as a function so that it is type-checked, and sent as its source text: it must not use
 * anything from outside its body.
 */
function startApp() {
  const preload = (href: string) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  const run = (src: string) => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src }));
  const start = () => {
    const lists = [...document.querySelectorAll('script[data-app-modules]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { entry?: string; imports?: string[]; preloads?: string[] },
    );
    const entry = lists.find((list) => list.entry)?.entry;
    if (!entry) return; // a development page loads its entry itself
    new Set(lists.flatMap((list) => list.preloads ?? [])).forEach(preload);
    lists.flatMap((list) => list.imports ?? []).forEach(run);
    run(entry);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}

export const START_APP_SCRIPT = `(${startApp.toString()})()`;
