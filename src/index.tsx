// First: zod's settings apply to the schemas created after them.
import './app/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEnvironment } from './env';
import { makeStore } from './app/store';
import { App } from './app/App';
import { prefetchNavigation } from './app/navigationPrefetch';
import { registerServiceWorker } from './serviceWorker/register';

const environment = readEnvironment();
const store = makeStore({ environment });
// The page's data and code start loading now, not once the bundle has rendered (issue 16).
prefetchNavigation(store, window.location, environment.baseUrl);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} environment={environment} />
  </StrictMode>,
);

// The offline app shell, in production builds only (a development server's files change all the time).
if (process.env.NODE_ENV === 'production') registerServiceWorker();
