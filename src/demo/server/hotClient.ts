/// <reference types="webpack/module" />
/**
 * Browser side of `npm run dev` (webpack.config.ts adds it to the entry with `hot`; never in a production build):
 * follows the dev server's build events (server-sent events at ./assets/__hot, see hotReload.ts) and applies each
 * new build with webpack's hot module replacement. An update that no module accepts (React components have no
 * fast refresh here) reloads the page, as does any failure to apply one.
 */
export type HotMessage =
  { type: 'building' } | { type: 'built'; hash: string; errors: string[]; warnings: string[] };

const hot = import.meta.webpackHot;
let latest = __webpack_hash__;
let updating = false;

async function catchUp(): Promise<void> {
  if (!hot || updating) return;
  updating = true;
  try {
    while (latest !== __webpack_hash__) {
      // Resolves with the updated modules once applied; null when the server has no update for this page.
      if ((await hot.check(true)) === null) throw new Error('no update for this page');
    }
  } catch {
    window.location.reload();
  } finally {
    updating = false;
  }
}

const events = new EventSource(new URL('assets/__hot', document.baseURI));
events.addEventListener('open', () => console.info('[HMR] connected to the dev server'));
events.addEventListener('message', (event: MessageEvent<string>) => {
  const message = JSON.parse(event.data) as HotMessage;
  if (message.type === 'building') {
    console.info('[HMR] rebuilding…');
    return;
  }
  if (message.errors.length > 0) {
    console.error(`[HMR] the build failed:\n${message.errors.join('\n\n')}`);
    return;
  }
  latest = message.hash;
  void catchUp();
});
