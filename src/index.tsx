// The theme and state entries ran before this one (webpack.config.ts): the page's chunks are on their way,
// Chakra's system is made, the store holds the page's data or waits for it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { environment, pageData, store } from './app/startState';
import { App } from './app/App';
import { FIRST_RENDER_WAIT_MS, PAGE_DATA_WAIT_MS, whenPageReady } from './app/navigationPrefetch';
import { settledWithin } from './app/settledWithin';
import { holdIdleWorkUntil, whenIdle } from './lib/whenIdle';
import { warmUpIntl } from './app/warmUpIntl';
import { loadLaterRecipes } from './styles/recipesOnDemand';
import { applyStaticGlobalCss } from './styles/staticCss/applyStaticGlobalCss';

// The page's code loads now, not once the bundle has rendered; its data is on its way (startState).
const pageReady = whenPageReady(window.location.pathname, environment.baseUrl, pageData);
holdIdleWorkUntil(settledWithin(pageReady, PAGE_DATA_WAIT_MS));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Usually in already (the boot script asked for them while the bundle loaded): one render of the page with its
// rows then, rather than a loader first and the whole page again. A slow answer holds the shell back a little only.
void settledWithin(pageReady, FIRST_RENDER_WAIT_MS).then(() => {
  applyStaticGlobalCss();
  root.render(
    <StrictMode>
      <App store={store} environment={environment} />
    </StrictMode>,
  );
});

void whenIdle().then(warmUpIntl);
// What dialogs, menus and forms need, in before the user opens one (src/styles/recipesOnDemand.ts).
void whenIdle().then(loadLaterRecipes);

// The offline app shell, in production builds only (a development server's files change all the time). After the
// first screen: the worker's install downloads the bundle again, which must not compete with the first render. Its
// code is a chunk of its own, which the first screen has no use for.
if (process.env.NODE_ENV === 'production') void whenIdle().then(registerWorker);

function registerWorker(): Promise<void> {
  return (
    import(/* webpackChunkName: "sw-register" */ './serviceWorker/register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Its chunk did not load (Bazarr went away meanwhile): again when the browser is back online.
      .catch(() => window.addEventListener('online', () => void registerWorker(), { once: true }))
  );
}
