import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DecompressionStream as NodeDecompressionStream } from 'node:stream/web';
import { demoEpisode, heldRequests, requestsTo, fileRow } from '../../features/subtitles/support';
import { buildZip } from '../../support/buildZip';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findEpisodeRow, findToolbar, renderSeriesPage } from './detailSupport';

const { backend, server } = setupDemoServer();

// jsdom has no DecompressionStream: the browser's is stood in for by Node's, the same standard API.
beforeAll(() => {
  if (typeof globalThis.DecompressionStream === 'undefined')
    Object.assign(globalThis, { DecompressionStream: NodeDecompressionStream });
});

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const HOSTILE = '<img src=x onerror=alert(1)>.srt';

function pack(name = 'Breaking.Bad.S02.zip') {
  const bytes = buildZip([
    { path: 'Season 2/', method: 'stored' },
    { path: 'Season 2/Breaking.Bad.S02E01.en.srt', content: SRT },
    { path: 'Season 2/Breaking.Bad.2x02.fr.srt', content: SRT },
    { path: 'Season 2/Breaking.Bad.S02E03.en.forced.srt', content: SRT, method: 'stored' },
    { path: 'Season 2/Breaking Bad - 009.eng.sdh.srt', content: SRT },
    { path: `Season 2/${HOSTILE}`, content: SRT },
    { path: '__MACOSX/Season 2/._Breaking.Bad.S02E01.en.srt', content: 'x' },
    { path: 'Season 2/cover.jpg', content: 'x' },
  ]);
  return new File([bytes], name, { type: 'application/zip' });
}

/** The absolute number's episode: the regular seasons counted in order. */
function absoluteEpisode(absolute: number) {
  const ids = backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? [];
  const regular = ids
    .flatMap((id) => backend.state.episodes.get(id) ?? [])
    .filter((episode) => episode.season > 0)
    .sort((a, b) => a.season - b.season || a.episode - b.episode);
  const episode = regular[absolute - 1];
  if (!episode) throw new Error(`No absolute episode ${absolute}`);
  return episode;
}

async function dropPack(files: File[]) {
  const rendered = renderSeriesPage(BREAKING_BAD.id);
  await findToolbar();
  await rendered.user.upload(screen.getByLabelText('Subtitle files'), files);
  const dialog = await screen.findByRole('dialog', { name: 'Upload Subtitles' });
  await within(dialog).findByText('Breaking.Bad.S02E01.en.srt');
  return { ...rendered, dialog };
}

const episodeField = (row: HTMLElement) => within(row).getByRole('combobox', { name: 'Episode' });
const languageField = (row: HTMLElement) => within(row).getByRole('combobox', { name: 'Language' });

describe('a season pack on a series', () => {
  it('unpacks a zip and matches each file to its episode, language and type for review', async () => {
    const { dialog } = await dropPack([pack()]);
    const first = demoEpisode(backend, BREAKING_BAD.id, 2, 1);
    const second = demoEpisode(backend, BREAKING_BAD.id, 2, 2);
    const third = demoEpisode(backend, BREAKING_BAD.id, 2, 3);
    const ninth = absoluteEpisode(9);

    // Only the subtitles: no folder, no macOS copy, no picture.
    expect(within(dialog).queryByText('cover.jpg')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^\._/)).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(6);

    const e01 = fileRow(dialog, 'Breaking.Bad.S02E01.en.srt');
    await waitFor(() => expect(episodeField(e01)).toHaveValue(`(2x1) \u2068${first.title}\u2069`));
    expect(languageField(e01)).toHaveTextContent('English');

    const e02 = fileRow(dialog, 'Breaking.Bad.2x02.fr.srt');
    expect(episodeField(e02)).toHaveValue(`(2x2) \u2068${second.title}\u2069`);
    expect(languageField(e02)).toHaveTextContent('French');

    const e03 = fileRow(dialog, 'Breaking.Bad.S02E03.en.forced.srt');
    expect(episodeField(e03)).toHaveValue(`(2x3) \u2068${third.title}\u2069`);
    expect(within(e03).getByRole('checkbox', { name: 'Forced' })).toBeChecked();

    // An absolute number, which Bazarr's reading of the name leaves without a season.
    const absolute = fileRow(dialog, 'Breaking Bad - 009.eng.sdh.srt');
    expect(episodeField(absolute)).toHaveValue(
      `(${ninth.season}x${ninth.episode}) \u2068${ninth.title}\u2069`,
    );
    expect(languageField(absolute)).toHaveTextContent('English');
    expect(within(absolute).getByRole('checkbox', { name: 'HI' })).toBeChecked();

    // A name that looks like markup is shown as text, flagged, and left out until an episode is chosen.
    const hostile = fileRow(dialog, HOSTILE);
    expect(within(hostile).getByText(HOSTILE).tagName).toBe('BDI');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(
      within(hostile).getByText('No episode matched: choose one to upload this file'),
    ).toBeInTheDocument();
  });

  it('uploads the matched files one by one with each result, and a fixed row too', async () => {
    const { dialog, user } = await dropPack([pack()]);
    const hostile = fileRow(dialog, HOSTILE);
    const eighth = demoEpisode(backend, BREAKING_BAD.id, 2, 8);
    await user.click(episodeField(hostile));
    await user.click(await within(dialog).findByRole('option', { name: /^\(2x8\)/ }));
    expect(within(hostile).queryByText(/No episode matched/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const results = await within(dialog).findByRole('list', { name: 'Upload results' });
    expect(await within(dialog).findByText('5 of 5 uploaded')).toBeInTheDocument();
    expect(within(results).getAllByText('Uploaded')).toHaveLength(5);
    const sent = requestsTo(backend, 'POST', '/api/episodes/subtitles');
    expect(sent.map((request) => request.files)).toEqual([
      ['Breaking.Bad.S02E01.en.srt'],
      ['Breaking.Bad.2x02.fr.srt'],
      ['Breaking.Bad.S02E03.en.forced.srt'],
      ['Breaking Bad - 009.eng.sdh.srt'],
      [HOSTILE],
    ]);
    expect(sent[2]?.form).toMatchObject({ language: ['en'], forced: ['true'], hi: ['false'] });
    expect(sent[3]?.form).toMatchObject({ language: ['en'], forced: ['false'], hi: ['true'] });
    expect(sent[4]?.query).toMatchObject({ episodeid: [String(eighth.id)] });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await findEpisodeRow(2, eighth.title);
    expect(
      await within(row).findByRole('button', { name: 'en English subtitle' }),
    ).toBeInTheDocument();
  });

  it('leaves unmatched files out, and shows the server error of one file while the others go on', async () => {
    const second = demoEpisode(backend, BREAKING_BAD.id, 2, 2);
    server.use(
      http.post('*/api/episodes/subtitles', ({ request }) =>
        new URL(request.url).searchParams.get('episodeid') === String(second.id)
          ? HttpResponse.json('Episode file not found. Path mapping issue?', { status: 500 })
          : undefined,
      ),
    );
    const { dialog, user } = await dropPack([pack()]);
    await within(dialog).findByText('No episode matched: choose one to upload this file');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('3 of 4 uploaded, 1 failed')).toBeInTheDocument();
    const results = within(dialog).getByRole('list', { name: 'Upload results' });
    const failed = within(results)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Breaking.Bad.2x02.fr.srt') !== null);
    expect(failed).toHaveTextContent('Failed: Episode file not found. Path mapping issue?');
    expect(within(results).queryByText(HOSTILE)).not.toBeInTheDocument();
  });

  it('shows how far the upload is, and Stop leaves the files not sent yet', async () => {
    const held = heldRequests('post', '*/api/episodes/subtitles');
    server.use(held.handler);
    const { dialog, user } = await dropPack([pack()]);
    await within(dialog).findByText('No episode matched: choose one to upload this file');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('Uploading 1 of 4')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: '0 of 4 files sent' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    held.release();

    expect(await within(dialog).findByText('1 of 4 uploaded')).toBeInTheDocument();
    const results = within(dialog).getByRole('list', { name: 'Upload results' });
    expect(within(results).getAllByText('Not sent')).toHaveLength(3);
    expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')).toHaveLength(1);
  });

  it('refuses a broken zip with a clear message and keeps the other files', async () => {
    const broken = new File([new TextEncoder().encode('PK not really')], 'broken.zip');
    const { dialog } = await dropPack([pack(), broken]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Some zip files were left out');
    expect(alert).toHaveTextContent('broken.zip: This zip file is damaged or not a zip file');
    expect(within(dialog).getByText('Breaking.Bad.S02E01.en.srt')).toBeInTheDocument();
  });
});
