import { screen } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';

import {
  chooseFromMenu,
  otherProfile,
  profileChanges,
  profileName,
  seriesInOrder,
  allowBusyMachine,
  openPage,
  rowWith,
} from '../../features/library/libraryTestKit';
import { forgetListDefaults } from '../../features/library/listStateKit';

const { backend } = setupDemoServer();
allowBusyMachine();
// Sorting remembers the order for the next visit: each test starts without it.
forgetListDefaults();

// Short pages: fewer rows to render, and the library spans three pages.
beforeEach(() => {
  const general = backend.state.settings.general;
  if (general) general.page_size = 10;
});

const TABLE = 'Series';
const EDITOR = 'Series Mass Editor';

/** The list first, then the editor through its toolbar, so that 'back' has somewhere to go. */
async function openFromList() {
  const rendered = await openPage('/series', 'Series');
  await rendered.user.click(screen.getByRole('button', { name: 'Mass Edit' }));
  await screen.findByRole('heading', { name: EDITOR, level: 1 });
  await screen.findByText('Show 1 to 10 of 30 entries');
  return rendered;
}

const backOnList = () => screen.findByRole('heading', { name: 'Series', level: 1 });

function firstSeries(count: number) {
  const list = seriesInOrder(backend).slice(0, count);
  if (list.length < count) throw new Error('The demo library is too small');
  return list;
}

describe('Series mass editor', () => {
  it('enables Change Profile only while rows are selected, and Save only with changes', async () => {
    const [series] = firstSeries(1);
    const { user } = await openFromList();
    const changeProfile = screen.getByRole('button', { name: 'Change Profile' });
    expect(changeProfile).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: `Select ${series?.title}` }));
    expect(changeProfile).toBeEnabled();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: `Select ${series?.title}` }));
    expect(changeProfile).toBeDisabled();
  });

  it('shows staged profiles on their rows and saves exactly them, then goes back', async () => {
    const [first, second, third] = firstSeries(3);
    if (!first || !second || !third) throw new Error('unreachable');
    const target = otherProfile(backend, first.profileId);
    const { user } = await openFromList();

    await user.click(screen.getByRole('checkbox', { name: `Select ${first.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${second.title}` }));
    await chooseFromMenu(user, 'Change Profile', target.name);
    expect(
      (await rowWith(TABLE, first.title)).getByTitle('Changed, not saved yet'),
    ).toHaveTextContent(target.name);
    expect((await rowWith(TABLE, second.title)).getByText(target.name)).toBeInTheDocument();

    // A later choice for other rows keeps the earlier ones.
    await user.click(screen.getByRole('checkbox', { name: `Select ${first.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${second.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${third.title}` }));
    await chooseFromMenu(user, 'Change Profile', 'Clear');
    expect((await rowWith(TABLE, third.title)).getByText('None')).toBeInTheDocument();
    expect(profileChanges(backend, 'series')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await backOnList();
    expect(profileChanges(backend, 'series')).toEqual([
      {
        ids: [first.id, second.id, third.id].map(String),
        profileids: [String(target.profileId), String(target.profileId), ''],
      },
    ]);
    expect((await rowWith(TABLE, first.title)).getByText(target.name)).toBeInTheDocument();
    expect(backend.state.series.get(third.id)?.profileId).toBeNull();
  });

  it('selects every series of every page with select-all and saves them all', async () => {
    const all = seriesInOrder(backend);
    const target = otherProfile(backend, null);
    const { user } = await openFromList();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText(`${all.length} selected`)).toBeInTheDocument();
    await chooseFromMenu(user, 'Change Profile', target.name);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(
      (await rowWith(TABLE, all.at(-1)?.title ?? '')).getByText(target.name),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await backOnList();
    const [change] = profileChanges(backend, 'series');
    expect([...(change?.ids ?? [])].sort()).toEqual(all.map((series) => String(series.id)).sort());
    expect(change?.profileids).toEqual(all.map(() => String(target.profileId)));
  });

  it('goes back without sending anything on Cancel', async () => {
    const [series] = firstSeries(1);
    const { user } = await openFromList();
    await user.click(screen.getByRole('checkbox', { name: `Select ${series?.title}` }));
    await chooseFromMenu(
      user,
      'Change Profile',
      otherProfile(backend, series?.profileId ?? null).name,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await backOnList();
    expect(profileChanges(backend, 'series')).toEqual([]);
    const row = await rowWith(TABLE, series?.title ?? '');
    if (series?.profileId != null)
      expect(row.getByText(profileName(backend, series.profileId))).toBeInTheDocument();
  });

  it('returns to the series list after saving when it was opened directly', async () => {
    const [series] = firstSeries(1);
    const target = otherProfile(backend, series?.profileId ?? null);
    const { user } = await openPage('/series/edit', EDITOR);
    await user.click(await screen.findByRole('checkbox', { name: `Select ${series?.title}` }));
    await chooseFromMenu(user, 'Change Profile', target.name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await backOnList();
    expect(profileChanges(backend, 'series')).toHaveLength(1);
  });

  it('stays with the changes staged when the server refuses them', async () => {
    failing(backend, 'POST /api/series', 404, 'Languages profile not found');
    const [series] = firstSeries(1);
    const target = otherProfile(backend, series?.profileId ?? null);
    const { user } = await openFromList();
    await user.click(screen.getByRole('checkbox', { name: `Select ${series?.title}` }));
    await chooseFromMenu(user, 'Change Profile', target.name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Languages profile not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: EDITOR, level: 1 })).toBeInTheDocument();
    expect((await rowWith(TABLE, series?.title ?? '')).getByText(target.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
