import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { selectBackend } from '../../../src/api/backend/selectBackend';
import type { Subtitle } from '../../../src/api/schemas/common';
import type { AppStore } from '../../../src/app/store';
import type { DemoBackend } from '../../../src/demo/core/backend';
import { SubtitleToolsModal, type ToolItem } from '../../../src/features/tools';
import { renderWithProviders } from '../../support/render';

export const MOVIE_ID = 1;
const folder = '/media/movies/Amélie (2001)';
export const EN_SRT = `${folder}/Amélie (2001) [WEBRip-1080p].en.srt`;
export const FR_SRT = `${folder}/Amélie (2001) [WEBRip-1080p].fr.srt`;
export const JA_ASS = `${folder}/Amélie (2001) [WEBRip-1080p].ja.ass`;

const subtitle = (code2: string, name: string, path: string | null, hi = false): Subtitle => ({
  code2,
  code3: null,
  name,
  hi,
  forced: false,
  path,
  file_size: path ? 1000 : null,
});

/** Amélie's two .srt files (as the demo backend has them), an .ass file and an embedded track. */
export const AMELIE_SUBTITLES: Subtitle[] = [
  subtitle('en', 'English', EN_SRT),
  subtitle('fr', 'French', FR_SRT),
  subtitle('ja', 'Japanese', JA_ASS),
  subtitle('de', 'German', null),
];

export const fileNameOf = (path: string) => path.split('/').pop() ?? path;

/** Amélie as the one item of the tools. */
export const amelieItems = (subtitles: Subtitle[] = AMELIE_SUBTITLES): ToolItem[] => [
  { target: { kind: 'movie', radarrId: MOVIE_ID, label: 'Amélie' }, subtitles },
];

export function renderTools(subtitles: Subtitle[] = AMELIE_SUBTITLES) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <SubtitleToolsModal items={amelieItems(subtitles)} opened onClose={onClose} />,
  );
  return { ...view, onClose };
}

export async function selectFiles(user: UserEvent, ...paths: string[]) {
  for (const path of paths) {
    await user.click(await screen.findByRole('checkbox', { name: `Select ${fileNameOf(path)}` }));
  }
}

/** Opens 'Select Action' and picks an entry with the keyboard (jsdom has no pointer positions for menus). */
export async function chooseAction(user: UserEvent, label: string) {
  await user.click(screen.getByRole('button', { name: 'Select Action' }));
  const target = await screen.findByRole('menuitem', { name: label });
  const count = screen.getAllByRole('menuitem').length;
  for (let step = 0; step <= count && !target.hasAttribute('data-highlighted'); step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(target).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

/** The PATCH subtitles requests the demo backend received, once `count` have arrived. */
export async function modifications(
  backend: DemoBackend,
  count: number,
): Promise<Record<string, string | undefined>[]> {
  let found: DemoBackend['control']['requests'] = [];
  await waitFor(() => {
    found = backend.control.requests.filter(
      (request) => request.method === 'PATCH' && request.path === '/api/subtitles',
    );
    expect(found).toHaveLength(count);
  });
  return found.map((request) => ({ action: request.query.action?.[0], ...flatten(request.form) }));
}

function flatten(form: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([key, values]) => [key, values.join(',')]));
}

/** The progress notification of queued tasks shows their group's name. */
export async function expectTaskGroup(name: string) {
  expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
}

/** Tools follow the version once the status is in (before it, every capability is off): wait for it. */
export async function versionKnown(store: AppStore, version: string) {
  await waitFor(() => expect(selectBackend(store.getState()).reported).toBe(version));
}
