import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { demoEpisode, requestsTo, subtitleFile, fileRow } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { filterOptions, listedOptions, pickOption } from '../../support/typeInCombobox';
import {
  BREAKING_BAD,
  findEpisodeRow,
  findToolbar,
  NO_PROFILE_SERIES,
  renderSeriesPage,
} from './detailSupport';

const { backend } = setupDemoServer();

/** Drops files anywhere on the page (its hidden file input takes them as a drop would). */
async function dropOnPage(user: UserEvent, files: File[]) {
  await findToolbar();
  await user.upload(screen.getByLabelText('Subtitle files'), files);
}

async function findUploadDialog() {
  return screen.findByRole('dialog', { name: 'Upload Subtitles' });
}

describe('series upload', () => {
  it('reads episode and language from the file name, and warns before replacing a file', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 9);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await dropOnPage(user, [subtitleFile('Breaking.Bad.S02E09.fr.srt')]);
    const dialog = await findUploadDialog();
    const row = fileRow(dialog, 'Breaking.Bad.S02E09.fr.srt');
    // The searchable field holds text: the title between Unicode isolates (it may be right-to-left).
    expect(await within(row).findByRole('combobox', { name: 'Episode' })).toHaveValue(
      `(2x9) \u2068${episode.title}\u2069`,
    );
    expect(within(row).getByRole('combobox', { name: 'Language' })).toHaveTextContent('French');
    expect(requestsTo(backend, 'GET', '/api/subtitles/info')[0]?.query).toEqual({
      'filenames[]': ['Breaking.Bad.S02E09.fr.srt'],
    });
    // 2x9 already has a French file.
    expect(within(row).getByText('Override existing subtitle')).toBeInTheDocument();

    await user.click(within(row).getByRole('combobox', { name: 'Language' }));
    await user.click(await within(dialog).findByRole('option', { name: 'English' }));
    expect(within(row).queryByText('Override existing subtitle')).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Ready' })).toBeInTheDocument();
  });

  it('finds the episode of a file by typing its number', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 8);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await dropOnPage(user, [subtitleFile('notes.srt')]);
    const dialog = await findUploadDialog();
    const field = within(fileRow(dialog, 'notes.srt')).getByRole('combobox', { name: 'Episode' });
    await filterOptions(user, field, '2x8');
    expect(listedOptions()).toEqual([`(2x8) ${episode.title}`]);
    await pickOption(user, /^\(2x8\)/);
    await waitFor(() => expect(field).toHaveValue(`(2x8) \u2068${episode.title}\u2069`));
    expect(within(dialog).queryByText('Episode is not selected')).not.toBeInTheDocument();
  });

  it('uploads each file as a background task and shows the new subtitle', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 9);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await dropOnPage(user, [subtitleFile('Breaking.Bad.S02E09.en.srt')]);
    const dialog = await findUploadDialog();
    const row = fileRow(dialog, 'Breaking.Bad.S02E09.en.srt');
    expect(await within(row).findByRole('img', { name: 'Ready' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Uploading subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')[0]).toMatchObject({
        query: { seriesid: ['1'], episodeid: [String(episode.id)] },
        form: { language: ['en'], hi: ['false'], forced: ['false'] },
        files: ['Breaking.Bad.S02E09.en.srt'],
      }),
    );
    const episodeRow = await findEpisodeRow(2, episode.title);
    expect(
      await within(episodeRow).findByRole('button', { name: 'en English subtitle' }),
    ).toBeInTheDocument();
  });

  it('refuses files without an episode or a language', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await dropOnPage(user, [subtitleFile('notes.srt'), subtitleFile('Breaking.Bad.S02E09.srt')]);
    const dialog = await findUploadDialog();
    const notes = fileRow(dialog, 'notes.srt');
    expect(await within(notes).findByText('Episode is not selected')).toBeInTheDocument();
    // Without a language in the name, the profile's first language is chosen.
    const ninth = fileRow(dialog, 'Breaking.Bad.S02E09.srt');
    // The language names come with the languages list, which may still be loading.
    await waitFor(() =>
      expect(within(ninth).getByRole('combobox', { name: 'Language' })).toHaveTextContent(
        'English',
      ),
    );

    await user.click(within(ninth).getByRole('button', { name: 'Clear selection' }));
    expect(within(ninth).getByText('Language is not selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Some files cannot be uploaded, please check',
    );
    expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')).toHaveLength(0);

    // Fixing both rows clears the form error.
    await user.click(within(notes).getByRole('combobox', { name: 'Episode' }));
    await user.click(await within(dialog).findByRole('option', { name: /^\(2x8\)/ }));
    await user.click(within(ninth).getByRole('combobox', { name: 'Language' }));
    await user.click(await within(dialog).findByRole('option', { name: 'English' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')).toHaveLength(2),
    );
  });

  it('keeps Forced and HI exclusive, lets a file be removed, and uploads HI as HI', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 9);
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await dropOnPage(user, [
      subtitleFile('Breaking.Bad.S02E09.srt'),
      subtitleFile('Breaking.Bad.S02E08.srt'),
    ]);
    const dialog = await findUploadDialog();
    const row = fileRow(dialog, 'Breaking.Bad.S02E09.srt');
    const hi = within(row).getByRole('checkbox', { name: 'HI' });
    const forced = within(row).getByRole('checkbox', { name: 'Forced' });
    await user.click(hi);
    expect(hi).toBeChecked();
    await user.click(forced);
    expect(forced).toBeChecked();
    expect(hi).not.toBeChecked();
    await user.click(hi);
    expect(forced).not.toBeChecked();

    await user.click(
      within(fileRow(dialog, 'Breaking.Bad.S02E08.srt')).getByRole('button', { name: 'Remove' }),
    );
    expect(within(dialog).queryByText('Breaking.Bad.S02E08.srt')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // Bazarr's upload reads only lowercase 'true': 'True' would save a plain .en.srt.
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')[0]?.form).toMatchObject({
        hi: ['true'],
        forced: ['false'],
      }),
    );
    expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')).toHaveLength(1);
    const episodeRow = await findEpisodeRow(2, episode.title);
    expect(
      await within(episodeRow).findByRole('button', { name: 'en:HI English HI subtitle' }),
    ).toBeInTheDocument();
  });

  it('opens from the toolbar and takes files from its own drop zone', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.click(toolbar.getByRole('button', { name: 'Upload' }));
    const dialog = await findUploadDialog();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Attach as many files as you like, you will need to select file metadata before uploading.',
      ),
    ).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Subtitle files'),
      subtitleFile('Breaking.Bad.S01E01.en.srt'),
    );
    expect(await within(dialog).findByText('Breaking.Bad.S01E01.en.srt')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("warns 'Cannot Upload Files' when the series has no language profile", async () => {
    const { user } = renderSeriesPage(NO_PROFILE_SERIES.id);
    await dropOnPage(user, [subtitleFile('Le.Bureau.S01E01.fr.srt')]);
    expect(await screen.findByText('Cannot Upload Files')).toBeInTheDocument();
    expect(screen.getByText('series or language profile is not ready')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
