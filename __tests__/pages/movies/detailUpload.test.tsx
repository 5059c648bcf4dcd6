import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { requestsTo, subtitleFile, fileRow } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import {
  findMovieToolbar,
  findSubtitleRow,
  NO_PROFILE_MOVIE,
  renderMoviePage,
  SPIRITED_AWAY,
} from './detailSupport';

const { backend } = setupDemoServer();

/** Drops files anywhere on the page (its hidden file input takes them as a drop would). */
async function dropOnPage(user: UserEvent, files: File[]) {
  await findMovieToolbar();
  await user.upload(screen.getByLabelText('Subtitle files'), files);
  return screen.findByRole('dialog', { name: 'Upload Subtitles' });
}

describe('movie upload', () => {
  it('allows Forced and HI together and uploads as a background task', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const dialog = await dropOnPage(user, [subtitleFile('Spirited.Away.2001.srt')]);
    const row = fileRow(dialog, 'Spirited.Away.2001.srt');
    // The profile's first language, English, has no file yet.
    // The language names come with the languages list, which may still be loading.
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Language' })).toHaveTextContent('English'),
    );
    expect(within(row).getByRole('img', { name: 'Ready' })).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox', { name: 'HI' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Forced' }));
    expect(within(row).getByRole('checkbox', { name: 'HI' })).toBeChecked();
    expect(within(row).getByRole('checkbox', { name: 'Forced' })).toBeChecked();
    await user.click(within(row).getByRole('checkbox', { name: 'HI' }));

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Uploading subtitles...')).toBeInTheDocument();
    // Bazarr's upload reads only lowercase 'true': 'True' would save a plain .en.srt.
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/movies/subtitles')[0]).toMatchObject({
        query: { radarrid: ['7'] },
        form: { language: ['en'], hi: ['false'], forced: ['true'] },
        files: ['Spirited.Away.2001.srt'],
      }),
    );
    const subtitleRow = await findSubtitleRow('English Forced subtitle');
    expect(within(subtitleRow).getByText(/\.en\.forced\.srt$/)).toBeInTheDocument();
  });

  it('warns before replacing a file and refuses a file without a language', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const dialog = await dropOnPage(user, [subtitleFile('Spirited.Away.2001.srt')]);
    const row = fileRow(dialog, 'Spirited.Away.2001.srt');
    await user.click(within(row).getByRole('combobox', { name: 'Language' }));
    await user.click(await within(dialog).findByRole('option', { name: 'French' }));
    expect(within(row).getByText('Override existing subtitle')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Clear selection' }));
    expect(within(row).getByText('Language is not selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Some files cannot be uploaded, please check',
    );
    expect(requestsTo(backend, 'POST', '/api/movies/subtitles')).toHaveLength(0);
  });

  it('sets the language and the type of every file at once', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const dialog = await dropOnPage(user, [subtitleFile('a.srt'), subtitleFile('b.srt')]);
    const every = within(dialog).getByRole('group', { name: 'Every file' });

    await user.click(within(every).getByRole('combobox', { name: 'Language of every file' }));
    await user.click(await within(dialog).findByRole('option', { name: 'German' }));
    await user.click(within(every).getByRole('combobox', { name: 'Type of every file' }));
    await user.click(await within(dialog).findByRole('option', { name: 'HI' }));

    for (const name of ['a.srt', 'b.srt']) {
      const row = fileRow(dialog, name);
      expect(within(row).getByRole('combobox', { name: 'Language' })).toHaveTextContent('German');
      expect(within(row).getByRole('checkbox', { name: 'HI' })).toBeChecked();
      expect(within(row).getByRole('checkbox', { name: 'Forced' })).not.toBeChecked();
    }
    // Each file can still be changed on its own.
    await user.click(within(fileRow(dialog, 'b.srt')).getByRole('checkbox', { name: 'HI' }));
    expect(within(fileRow(dialog, 'a.srt')).getByRole('checkbox', { name: 'HI' })).toBeChecked();
  });

  it('closes itself when its last file is removed', async () => {
    const { user } = renderMoviePage(SPIRITED_AWAY.id);
    const dialog = await dropOnPage(user, [subtitleFile('a.srt'), subtitleFile('b.srt')]);
    await user.click(within(fileRow(dialog, 'a.srt')).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByText('a.srt')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Subtitles' })).toBeInTheDocument();
    await user.click(within(fileRow(dialog, 'b.srt')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("warns 'Cannot Upload Files' when the movie has no language profile", async () => {
    const { user } = renderMoviePage(NO_PROFILE_MOVIE.id);
    await findMovieToolbar();
    await user.upload(screen.getByLabelText('Subtitle files'), [
      subtitleFile('Pulp.Fiction.en.srt'),
    ]);
    expect(await screen.findByText('Cannot Upload Files')).toBeInTheDocument();
    expect(screen.getByText('movie or language profile is not ready')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
