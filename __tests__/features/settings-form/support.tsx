import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import type { DemoBackend } from '../../../src/demo/core/backend';
import { renderWithProviders, type RenderOptions } from '../../support/render';

/** Renders a settings screen at /settings/test, with a link to another page to try leaving it. */
export function renderSettingsScreen(screenElement: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(
    <>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Routes>
        <Route path="/settings/test" element={screenElement} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </>,
    { ...options, route: '/settings/test' },
  );
}

/** The Save button, whatever its count ('Saving...' while a save is on its way). */
export const saveButton = () => screen.getByRole('button', { name: /^Sav(e|ing)/ });

/** The form of every POST system/settings the backend received, oldest first. */
export function settingsPosts(backend: DemoBackend): Record<string, string[]>[] {
  return backend.control.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/system/settings')
    .map((request) => request.form);
}

/** Waits for the one save and returns what it posted. */
export async function postedForm(backend: DemoBackend): Promise<Record<string, string[]>> {
  await waitFor(() => expect(settingsPosts(backend)).toHaveLength(1));
  const [form] = settingsPosts(backend);
  if (!form) throw new Error('no save was posted');
  return form;
}

/** GET requests of a path since the log was cleared. */
export function gets(backend: DemoBackend, path: string): number {
  return backend.control.requests.filter(
    (request) => request.method === 'GET' && request.path === path,
  ).length;
}
