import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEnvironment } from './env';
import { makeStore } from './app/store';
import { App } from './app/App';

const environment = readEnvironment();
const store = makeStore({ environment });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} environment={environment} />
  </StrictMode>,
);
