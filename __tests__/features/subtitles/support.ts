import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoBackend } from '../../../src/demo/core/backend';

/** An episode of the demo library by season and number. */
export function demoEpisode(
  backend: DemoBackend,
  seriesId: number,
  season: number,
  number: number,
) {
  const ids = backend.state.episodesBySeries.get(seriesId) ?? [];
  const episode = ids
    .map((id) => backend.state.episodes.get(id))
    .find((candidate) => candidate?.season === season && candidate.episode === number);
  if (!episode) throw new Error(`No episode ${season}x${number}`);
  return episode;
}

/** The requests the demo backend received with this method and path. */
export function requestsTo(backend: DemoBackend, method: string, path: string) {
  return backend.control.requests.filter(
    (request) => request.method === method && request.path === path,
  );
}

/** A subtitle file as a user would pick or drop it. */
export function subtitleFile(
  name: string,
  text = '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
): File {
  return new File([text], name, { type: 'application/x-subrip' });
}

/**
 * A handler that holds matching requests until `release()`, then lets them through to the demo backend:
 * the test sees the UI while the request runs, without timing.
 */
export function heldRequests(method: 'get' | 'patch' | 'post' | 'delete', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: HttpHandler = http[method](path, async () => {
    await gate;
    // Falls through to the demo backend's handlers.
    return undefined;
  });
  return { handler, release };
}

/** Answers matching requests with an error status and a text, as Bazarr does. */
export function failingRequests(
  method: 'get' | 'patch' | 'post' | 'delete',
  path: string,
  status = 500,
) {
  return http[method](path, () => HttpResponse.json('Provider exploded', { status }));
}

let pointerMoves = 0;

/**
 * Picks an entry of the open menu with the mouse. Zag menus highlight an item on a pointer move to a new
 * position, and user-event puts every pointer event at (0, 0): move to a new point first, as a real mouse would.
 */
export async function chooseMenuItem(user: UserEvent, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  pointerMoves += 1;
  await user.pointer({ target: item, coords: { clientX: pointerMoves, clientY: pointerMoves } });
  await user.click(item);
}

/** The row of a file in the Upload Subtitles dialog. */
export function fileRow(dialog: HTMLElement, name: string): HTMLElement {
  const row = within(dialog)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name) !== null);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}
