import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupDemoServer, TEST_API_KEY } from '../support/render';
import { SPIRITED_AWAY } from './movies/detailSupport';

const { server, backend } = setupDemoServer();

/** What the demo backend answers for a GET, as JSON. */
async function demoAnswer(path: string, query: Record<string, string[]>): Promise<unknown> {
  const response = await backend.handle({
    method: 'GET',
    path,
    query,
    headers: { 'x-api-key': TEST_API_KEY },
  });
  return JSON.parse(response.body) as unknown;
}

type Row = Record<string, unknown>;

/** Answers GET {path} with the demo's answer, each row of `data` changed by `change`. */
function malformed(path: string, change: (row: Row, index: number) => Row) {
  return http.get(`*${path}`, async ({ request }) => {
    const query: Record<string, string[]> = {};
    for (const [key, value] of new URL(request.url).searchParams) (query[key] ??= []).push(value);
    const body = (await demoAnswer(path, query)) as { data: Row[]; total?: number };
    return HttpResponse.json({ ...body, data: body.data.map(change) });
  });
}

describe('answers with missing, null or unknown fields', () => {
  it('shows a movie whose lists are null and whose subtitle has an unknown language', async () => {
    server.use(
      malformed('/api/movies', (movie) => ({
        ...movie,
        subtitles: [
          { name: '', code2: 'xx', code3: null, path: '/m/a.xx.srt', forced: false, hi: false },
        ],
        missing_subtitles: null,
        audio_language: null,
        tags: null,
        alternativeTitles: null,
        overview: null,
      })),
    );
    renderWithProviders({ route: `/movies/${SPIRITED_AWAY.id}` });
    expect(await screen.findByRole('heading', { name: /Spirited Away/ })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subtitles' });
    expect(within(table).getByText('/m/a.xx.srt')).toBeInTheDocument();
    expect(within(table).getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();
  });

  it('lists wanted movies whose missing languages are null or unknown', async () => {
    const titles: string[] = [];
    server.use(
      malformed('/api/movies/wanted', (movie, index) => {
        titles.push(String(movie.title));
        return {
          ...movie,
          missing_subtitles:
            index === 0 ? null : [{ name: '', code2: 'zz', code3: null, forced: false, hi: false }],
        };
      }),
    );
    renderWithProviders({ route: '/wanted/movies' });
    const table = await screen.findByRole('table', { name: 'Wanted Movies' });
    const [first, second] = titles;
    if (!first || !second) throw new Error('The demo has fewer than two wanted movies');
    const row = (title: string) => {
      const cell = within(table).getByText(title).closest('tr');
      if (!cell) throw new Error(`no row for ${title}`);
      return within(cell);
    };
    await within(table).findByText(first);
    expect(row(first).queryAllByRole('button')).toEqual([]);
    expect(row(second).getByRole('button', { name: /zz/ })).toBeInTheDocument();
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();
  });

  it('shows history entries with an unknown action and no language', async () => {
    server.use(
      malformed('/api/movies/history', (entry) => ({
        ...entry,
        action: 99,
        language: null,
        matches: null,
        dont_matches: null,
        score: null,
      })),
    );
    renderWithProviders({ route: '/history/movies' });
    const table = await screen.findByRole('table', { name: 'Movies History' });
    expect((await within(table).findAllByRole('img', { name: 'Unknown' })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();
  });
});
