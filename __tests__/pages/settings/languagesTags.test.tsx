import { screen, waitFor, within } from '@testing-library/react';
import { LanguagesSettingsPage } from '../../../src/pages/settings/languages/LanguagesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { fill, section } from './settingsScreenKit';

const { backend } = setupDemoServer();

const TAG_MESSAGE =
  'Only lowercase alphanumeric characters, underscores (_) and hyphens (-) are allowed';

async function renderLanguages() {
  const rendered = renderSettingsScreen(<LanguagesSettingsPage />);
  await screen.findByRole('table', { name: 'Languages Profiles' });
  backend.control.clearRequests();
  return rendered;
}

function profileRow(name: string) {
  const table = screen.getByRole('table', { name: 'Languages Profiles' });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('tag-based language profiles', () => {
  it('shows each profile tag in the Tag column', async () => {
    await renderLanguages();
    const table = screen.getByRole('table', { name: 'Languages Profiles' });
    const headers = within(table)
      // Hidden on phones (jsdom applies the base styles), shown from the md breakpoint.
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'Tag', 'Languages']);
    expect(within(profileRow('English HI + Forced')).getByText('hi')).toBeInTheDocument();
    expect(within(profileRow('French only')).getByText('french')).toBeInTheDocument();
  });

  it('edits a profile tag: lower-cased with spaces as _, refused with other characters, saved with the profiles', async () => {
    const { user } = await renderLanguages();
    await user.click(screen.getByRole('button', { name: 'Edit English + French' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Edit Languages Profile' }));
    const tag = editor.getByRole('textbox', { name: 'Tag' });
    expect(tag).toHaveValue('');

    await user.type(tag, 'Kids Shows!');
    expect(tag).toHaveValue('kids_shows!');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText(TAG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Languages Profile' })).toBeInTheDocument();

    await user.type(tag, '{Backspace}');
    await waitFor(() => expect(editor.queryByText(TAG_MESSAGE)).not.toBeInTheDocument());
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(profileRow('English + French')).getByText('kids_shows')).toBeInTheDocument();

    await user.click(saveButton());
    const posted = await postedForm(backend);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as {
      profileId: number;
      tag: unknown;
    }[];
    expect(profiles.find((profile) => profile.profileId === 1)?.tag).toBe('kids_shows');
    await waitFor(() =>
      expect(backend.state.profiles.find((profile) => profile.profileId === 1)?.tag).toBe(
        'kids_shows',
      ),
    );
  });

  it('saves an emptied tag as none', async () => {
    const { user } = await renderLanguages();
    await user.click(screen.getByRole('button', { name: 'Edit French only' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Edit Languages Profile' }));
    await fill(user, editor.getByRole('textbox', { name: 'Tag' }), '');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(saveButton());
    const posted = await postedForm(backend);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as {
      profileId: number;
      tag: unknown;
    }[];
    expect(profiles.find((profile) => profile.profileId === 4)?.tag).toBeNull();
  });

  it('switches the selection for series and movies, and sanitizes the Remove Profile Tags as Bazarr does', async () => {
    const { user } = await renderLanguages();
    const tags = within(section('Tag-Based Automatic Language Profile Selection'));
    expect(tags.getByRole('checkbox', { name: 'Series' })).toBeChecked();
    expect(tags.getByRole('checkbox', { name: 'Movies' })).toBeChecked();
    await user.click(tags.getByRole('checkbox', { name: 'Movies' }));

    const remove = tags.getByRole('textbox', { name: 'Remove Profile Tags' });
    for (const typed of ['No Profile!', 'Keep_Me-2', '!!!']) {
      // user-event keeps its own copy of the text, which the chip input empties behind its back.
      await user.clear(remove);
      await user.type(remove, `${typed}{Enter}`);
    }
    expect(tags.getByText('noprofile')).toBeInTheDocument();
    expect(tags.getByText('keep_me-2')).toBeInTheDocument();

    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-movie_tag_enabled': ['false'],
      'settings-general-remove_profile_tags': ['noprofile', 'keep_me-2'],
    });
  });
});
