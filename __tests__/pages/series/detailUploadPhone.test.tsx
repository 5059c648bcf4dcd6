import { screen, waitFor, within } from '@testing-library/react';
import { NARROW_SCREEN } from '../../../src/features/subtitles/upload/UploadRowsView';
import { demoEpisode, requestsTo, subtitleFile } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findToolbar, renderSeriesPage } from './detailSupport';

const { backend } = setupDemoServer();

/** A phone: the narrow-screen query matches (jsdom matches no media query by itself). */
const desktopMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({
    ...desktopMatchMedia(query),
    media: query,
    matches: query === NARROW_SCREEN,
  });
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('series upload on a phone', () => {
  it('shows each file as a card with its labelled fields, the right-to-left name isolated', async () => {
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 8);
    // Hebrew in the name: shown in <bdi>, it does not reorder what is around it.
    const name = 'Breaking.Bad.עברית.srt';
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const toolbar = await findToolbar();
    await user.upload(screen.getByLabelText('Subtitle files'), [subtitleFile(name)]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Subtitles' });

    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Files to upload' });
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('No card');
    expect(within(card).getByText(name).tagName).toBe('BDI');
    expect(await within(card).findByText('Episode is not selected')).toBeInTheDocument();

    // Visible labels name every field.
    expect(within(card).getByText('Episode', { selector: 'label' })).toBeVisible();
    const episodeField = within(card).getByRole('combobox', { name: 'Episode' });
    await user.click(episodeField);
    await user.click(await within(dialog).findByRole('option', { name: /^\(2x8\)/ }));
    // A text field: the server title between Unicode isolates instead of a <bdi>.
    expect(episodeField).toHaveValue(`(2x8) \u2068${episode.title}\u2069`);
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'Language' })).toHaveTextContent('English'),
    );
    await user.click(within(card).getByText('Forced'));
    expect(within(card).getByRole('checkbox', { name: 'Forced' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'HI' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/subtitles')[0]).toMatchObject({
        query: { seriesid: ['1'], episodeid: [String(episode.id)] },
        form: { language: ['en'], hi: ['false'], forced: ['true'] },
        files: [name],
      }),
    );
    expect(toolbar.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
