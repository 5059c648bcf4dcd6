import { screen, within } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { failing, reportsBazarr } from '../../support/scenarios';
import { BREAKING_BAD, findEpisodeRow, renderSeriesPage } from '../../pages/series/detailSupport';
import { demoEpisode } from '../subtitles/support';
import {
  chooseAction,
  EN_SRT,
  FR_SRT,
  modifications,
  MOVIE_ID,
  renderTools,
  selectFiles,
  versionKnown,
} from './toolsTestKit';

/** Remove Emoji, the sub-zero mod Bazarr has from 1.5.4: offered only where the connected Bazarr has it. */
const { backend } = setupDemoServer();

async function menuLabels() {
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('Remove Emoji in the Subtitle Tools', () => {
  it('is offered after Remove Style Tags on Bazarr 1.5.6', async () => {
    reportsBazarr(backend, '1.5.6');
    const { user, store } = renderTools();
    await versionKnown(store, '1.5.6');
    await selectFiles(user, EN_SRT);
    await user.click(screen.getByRole('button', { name: 'Select Action' }));
    const labels = await menuLabels();
    expect(labels.slice(1, 4)).toEqual(['Remove HI Tags', 'Remove Style Tags', 'Remove Emoji']);
  });

  it('is not offered on Bazarr 1.5.2, which has no such mod', async () => {
    reportsBazarr(backend, '1.5.2');
    const { user, store } = renderTools();
    await versionKnown(store, '1.5.2');
    await selectFiles(user, EN_SRT);
    await user.click(screen.getByRole('button', { name: 'Select Action' }));
    const labels = await menuLabels();
    expect(labels).toContain('Remove Style Tags');
    expect(labels).not.toContain('Remove Emoji');
  });

  it('runs at once on every selected file with the action emoji', async () => {
    reportsBazarr(backend, '1.5.6');
    const { user, store, onClose } = renderTools();
    await versionKnown(store, '1.5.6');
    await selectFiles(user, EN_SRT, FR_SRT);
    await chooseAction(user, 'Remove Emoji');
    expect(onClose).toHaveBeenCalled();
    const sent = await modifications(backend, 2);
    expect(
      sent.map(({ action, type, id, language, path }) => [action, type, id, language, path]),
    ).toEqual([
      ['emoji', 'movie', String(MOVIE_ID), 'en', EN_SRT],
      ['emoji', 'movie', String(MOVIE_ID), 'fr', FR_SRT],
    ]);
  });

  it("shows Bazarr's error when the file cannot be changed", async () => {
    reportsBazarr(backend, '1.5.6');
    failing(backend, 'PATCH /api/subtitles', 409, 'Unable to edit subtitles file. Check logs.');
    const { user, store } = renderTools();
    await versionKnown(store, '1.5.6');
    await selectFiles(user, EN_SRT);
    await chooseAction(user, 'Remove Emoji');
    expect(
      await screen.findByText('Unable to edit subtitles file. Check logs.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['1.5.6', true],
    ['1.5.2', false],
  ])("is in a subtitle chip's menu on %s: %s", async (version, offered) => {
    reportsBazarr(backend, version);
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    const { user, store } = renderSeriesPage(BREAKING_BAD.id);
    await versionKnown(store, version);
    const row = await findEpisodeRow(2, episode.title);
    await user.click(within(row).getByRole('button', { name: 'fr French subtitle' }));
    const labels = await menuLabels();
    expect(labels).toContain('Remove Style Tags');
    expect(labels.includes('Remove Emoji')).toBe(offered);
  });
});
