// The theme entry ran before this one (webpack.config.ts): the page's chunks are on their way, Chakra's system is
// made. First here: zod's settings apply to the schemas created after them (and immer's to every reducer).
import './app/zodConfig';
import './app/immerConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEnvironment } from './env';
import { makeStore } from './app/store';
import { App } from './app/App';
import {
  FIRST_RENDER_WAIT_MS,
  PAGE_DATA_WAIT_MS,
  prefetchNavigation,
} from './app/navigationPrefetch';
import { settledWithin } from './app/settledWithin';
import { registerServiceWorker } from './serviceWorker/register';
import { holdIdleWorkUntil, whenIdle } from './app/whenIdle';
import { warmUpIntl } from './app/warmUpIntl';
import { applyStaticGlobalCss } from './app/staticCss/applyStaticGlobalCss';

const environment = readEnvironment();
const store = makeStore({ environment });
// The page's data and code start loading now, not once the bundle has rendered (issue 16).
const pageReady = prefetchNavigation(store, window.location, environment.baseUrl);
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

// The offline app shell, in production builds only (a development server's files change all the time). After the
// first screen: the worker's install downloads the bundle again, which must not compete with the first render.
if (process.env.NODE_ENV === 'production') void whenIdle().then(registerServiceWorker);
