/**
 * Helpers shared by the wanted, history and blacklist page tests: what the demo backend was asked, the rows of a
 * table, and a gate that holds a response until the test opens it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { DemoBackend, LoggedRequest } from '../../../src/demo/core/backend';
import BlacklistRoutes from '../../../src/pages/blacklist/routes';
import HistoryRoutes from '../../../src/pages/history/routes';
import WantedRoutes from '../../../src/pages/wanted/routes';
import { renderWithProviders } from '../../support/render';

/** A page's first load (settings, its data, the lazy statistics chunk) may take a while on a busy machine. */
export const PAGE_LOAD = { timeout: 10000 };

/** Renders the whole app (shell, settings, the lazy route group) at a route and waits for the page's h1. */
export async function openPage(route: string, heading: string) {
  const rendered = renderWithProviders({ route });
  await screen.findByRole('heading', { name: heading, level: 1 }, PAGE_LOAD);
  return rendered;
}

/**
 * Renders only the wanted, history and blacklist route groups (lighter than the whole app; routesInShell.test.tsx
 * covers them inside the shell) at a route and waits for the page's h1.
 */
export async function openListPage(route: string, heading: string) {
  const rendered = renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/wanted/*" element={<WantedRoutes />} />
        <Route path="/history/*" element={<HistoryRoutes />} />
        <Route path="/blacklist/*" element={<BlacklistRoutes />} />
      </Routes>
    </Suspense>,
    { route },
  );
  await screen.findByRole('heading', { name: heading, level: 1 }, PAGE_LOAD);
  return rendered;
}

/** The requests the demo backend answered for a method and an API path ('/api/episodes/wanted'). */
export function requestsTo(backend: DemoBackend, method: string, path: string): LoggedRequest[] {
  return backend.control.requests.filter(
    (request) => request.method === method && request.path === path,
  );
}

/** `start` and `length` of each GET to the path, in order. */
export function pagesAsked(
  backend: DemoBackend,
  path: string,
): { start: string; length: string }[] {
  return requestsTo(backend, 'GET', path).map(({ query }) => ({
    start: query.start?.[0] ?? '',
    length: query.length?.[0] ?? '',
  }));
}

/** The single value of a form or query field of a logged request. */
export const field = (values: Record<string, string[]>, name: string) => values[name]?.[0];

/** The body rows of the table with that accessible name (the header row left out). */
export async function bodyRows(tableName: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: tableName });
  const [, body] = within(table).getAllByRole('rowgroup');
  return body ? within(body).queryAllByRole('row') : [];
}

/** The body row that contains the text (waiting for it to show), to query inside it. */
export async function rowWith(tableName: string, text: string | RegExp) {
  const row = await waitFor(async () => {
    const found = (await bodyRows(tableName)).find(
      (candidate) => within(candidate).queryAllByText(text).length > 0,
    );
    if (!found) throw new Error(`No row of '${tableName}' shows ${String(text)}`);
    return found;
  }, PAGE_LOAD);
  return within(row);
}

/** A promise the test resolves when it wants a held response to go out. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
