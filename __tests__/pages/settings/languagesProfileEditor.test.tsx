import { screen, waitFor, within } from '@testing-library/react';
import { LanguagesSettingsPage } from '../../../src/pages/settings/languages/LanguagesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { filterOptions, listedOptions, pickOption } from '../../support/typeInCombobox';

const { backend } = setupDemoServer();

async function renderLanguages() {
  const rendered = renderSettingsScreen(<LanguagesSettingsPage />);
  await screen.findByRole('table', { name: 'Languages Profiles' });
  backend.control.clearRequests();
  return rendered;
}

type User = Awaited<ReturnType<typeof renderLanguages>>['user'];

async function openEditor(user: User, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Edit Languages Profile' }));
}

async function choose(user: User, scope: ReturnType<typeof within>, field: string, option: string) {
  await user.click(scope.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const itemRows = (editor: ReturnType<typeof within>) =>
  within(editor.getByRole('table', { name: 'Profile languages' }))
    .getAllByRole('row')
    .slice(1);

describe('the profile editor', () => {
  it("refuses a profile without a name or languages: 'Must have a name', 'Must contain at lease 1 language'", async () => {
    const { user } = await renderLanguages();
    const editor = await openEditor(user, 'Add New Profile');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Must have a name')).toBeInTheDocument();
    expect(editor.getByText('Must contain at lease 1 language')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Languages Profile' })).toBeInTheDocument();
    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates a profile with the next id, numbered items, subtitle types and a cutoff, staged until the page is saved', async () => {
    const { user } = await renderLanguages();
    const editor = await openEditor(user, 'Add New Profile');
    await user.type(editor.getByRole('textbox', { name: 'Name' }), 'German + English');
    await user.click(editor.getByRole('button', { name: 'Add Language' }));
    await user.click(editor.getByRole('button', { name: 'Add Language' }));
    const [first, second] = itemRows(editor);
    if (!first || !second) throw new Error('two items expected');
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(within(second).getByText('2')).toBeInTheDocument();

    await choose(user, editor, 'Language of item 1', 'German');
    await choose(user, editor, 'Subtitles type of item 1', 'Hearing-impaired required');
    await choose(user, editor, 'Subtitles type of item 2', 'Forced (foreign part only)');
    await user.click(editor.getByRole('checkbox', { name: 'Exclude item 2 if matching audio' }));

    // The cutoff item is highlighted; with Any, every item is.
    await choose(user, editor, 'Cutoff', '1: de:hi');
    expect(
      within(first).getByRole('img', { name: 'Ignore others if this one is available' }),
    ).toBeInTheDocument();
    expect(
      within(second).queryByRole('img', { name: 'Ignore others if this one is available' }),
    ).not.toBeInTheDocument();
    await choose(user, editor, 'Cutoff', 'Any');
    expect(
      editor.getAllByRole('img', { name: 'Ignore others if this one is available' }),
    ).toHaveLength(2);

    await user.type(editor.getByRole('textbox', { name: 'Must contain' }), 'WEB{Enter}');
    await user.click(editor.getByRole('checkbox', { name: 'Use Original Format' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Staged: listed, one change, nothing posted yet.
    expect(screen.getByRole('table', { name: 'Languages Profiles' })).toHaveTextContent(
      'German + English',
    );
    expect(saveButton()).toHaveAccessibleName('Save 1');
    expect(backend.control.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(saveButton());
    const posted = await postedForm(backend);
    expect(Object.keys(posted)).toEqual(['languages-profiles']);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as Record<
      string,
      unknown
    >[];
    expect(profiles).toHaveLength(6);
    expect(profiles[5]).toEqual({
      profileId: 6,
      name: 'German + English',
      cutoff: 65535,
      items: [
        {
          id: 1,
          language: 'de',
          hi: 'True',
          forced: 'False',
          audio_exclude: 'False',
          audio_only_include: 'False',
        },
        {
          id: 2,
          language: 'en',
          hi: 'False',
          forced: 'True',
          audio_exclude: 'True',
          audio_only_include: 'False',
        },
      ],
      mustContain: ['WEB'],
      mustNotContain: [],
      originalFormat: true,
      tag: null,
    });
    await waitFor(() => expect(backend.state.profiles).toHaveLength(6));
  });

  it('edits an existing profile: a new item gets the highest id + 1, and the normal type clears both flags', async () => {
    const { user } = await renderLanguages();
    const editor = await openEditor(user, 'Edit English HI + Forced');
    expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('English HI + Forced');
    expect(editor.getByRole('combobox', { name: 'Subtitles type of item 1' })).toHaveTextContent(
      'Hearing-impaired required',
    );
    expect(editor.getByRole('combobox', { name: 'Subtitles type of item 2' })).toHaveTextContent(
      'Forced (foreign part only)',
    );
    await choose(user, editor, 'Subtitles type of item 1', 'Normal or hearing-impaired');
    await user.click(editor.getByRole('button', { name: 'Add Language' }));
    expect(itemRows(editor)).toHaveLength(3);
    await user.click(editor.getByRole('button', { name: 'Remove item 2' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(saveButton());
    const posted = await postedForm(backend);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as {
      profileId: number;
      items: unknown[];
      tag: unknown;
    }[];
    const edited = profiles.find((profile) => profile.profileId === 2);
    expect(edited?.items).toEqual([
      {
        id: 1,
        language: 'en',
        hi: 'False',
        forced: 'False',
        audio_exclude: 'False',
        audio_only_include: 'False',
      },
      {
        id: 3,
        language: 'en',
        hi: 'False',
        forced: 'False',
        audio_exclude: 'False',
        audio_only_include: 'False',
      },
    ]);
    // The tag, untouched, is kept.
    expect(edited?.tag).toBe('hi');
  });

  it("on Bazarr 1.5.3+ says when each item is searched ('Search only when...'), setting at most one audio flag", async () => {
    reportsBazarr(backend, '1.5.6');
    const { user } = await renderLanguages();
    const editor = await openEditor(user, 'Edit English HI + Forced');
    const table = editor.getByRole('table', { name: 'Profile languages' });
    expect(
      within(table).getByRole('columnheader', { name: 'Search only when...' }),
    ).toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: 'Exclude If Matching Audio' }),
    ).not.toBeInTheDocument();
    expect(editor.getByRole('combobox', { name: 'Search item 1 only when' })).toHaveTextContent(
      'Always',
    );
    await choose(user, editor, 'Search item 1 only when', 'no audio track matches');
    await choose(user, editor, 'Search item 1 only when', 'audio track matches');
    await choose(user, editor, 'Search item 2 only when', 'no audio track matches');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(saveButton());
    const posted = await postedForm(backend);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as {
      profileId: number;
      items: { audio_exclude: string; audio_only_include: string }[];
    }[];
    const items = profiles.find((profile) => profile.profileId === 2)?.items ?? [];
    expect(
      items.map(({ audio_exclude, audio_only_include }) => [audio_exclude, audio_only_include]),
    ).toEqual([
      ['False', 'True'],
      ['True', 'False'],
    ]);
  });

  it('finds an item language by typing, case ignored', async () => {
    const { user } = await renderLanguages();
    const editor = await openEditor(user, 'Add New Profile');
    await user.click(editor.getByRole('button', { name: 'Add Language' }));
    const field = editor.getByRole('combobox', { name: 'Language of item 1' });
    await filterOptions(user, field, 'SPAN');
    expect(listedOptions()).toEqual(['Spanish']);
    await pickOption(user, 'Spanish');
    await waitFor(() => expect(field).toHaveValue('Spanish'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('disables Add Language when no language is enabled', async () => {
    const { user } = await renderLanguages();
    // Disable every language in the filter (staged), then edit a profile.
    const filter = screen.getByRole('combobox', { name: 'Languages Filter' });
    await user.click(filter);
    for (const name of ['English', 'French', 'German', 'Japanese', 'Spanish']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    await user.keyboard('{Escape}');
    const editor = await openEditor(user, 'Edit French only');
    expect(editor.getByRole('button', { name: 'Add Language' })).toBeDisabled();
  });
});
