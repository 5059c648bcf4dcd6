import { screen, waitFor, within } from '@testing-library/react';
import { LanguagesSettingsPage } from '../../../src/pages/settings/languages/LanguagesSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { filterOptions, listedOptions, pickOption } from '../../support/typeInCombobox';

const { backend } = setupDemoServer();

async function renderLanguages() {
  const rendered = renderSettingsScreen(<LanguagesSettingsPage />);
  await screen.findByRole('table', { name: 'Languages Profiles' });
  backend.control.clearRequests();
  return rendered;
}

const equalsRegion = () => screen.getByRole('region', { name: 'Language Equals' });
const equalRows = () => within(equalsRegion()).queryAllByRole('row').slice(1);

describe('Settings > Languages', () => {
  it('lists the profiles with their languages, release words and the cutoff highlight', async () => {
    await renderLanguages();
    const table = screen.getByRole('table', { name: 'Languages Profiles' });
    const row = (name: string) => {
      const cell = within(table).getByText(name);
      const found = cell.closest('tr');
      if (!found) throw new Error(`no row for ${name}`);
      return within(found);
    };
    expect(row('English HI + Forced').getByText('en:HI')).toBeInTheDocument();
    expect(row('English HI + Forced').getByText('en:Forced')).toBeInTheDocument();
    expect(row('Spanish + English').getByText('WEB')).toBeInTheDocument();
    expect(
      row('Anime (English, skip if audio is English)').getByText('[Machine Translated]'),
    ).toBeInTheDocument();
    // Cutoff 'Any': every language is preferred; cutoff 1: only item 1 (es).
    expect(
      row('Anime (English, skip if audio is English)').getAllByTitle(
        'Ignore others if this one is available',
      ),
    ).toHaveLength(2);
    const spanish = row('Spanish + English').getAllByTitle(
      'Ignore others if this one is available',
    );
    expect(spanish).toHaveLength(1);
    expect(spanish[0]).toHaveTextContent('es');
    expect(
      row('English + French').queryByTitle('Ignore others if this one is available'),
    ).not.toBeInTheDocument();
  });

  it('adds language equals rows with HI and Forced exclusive on each side, and saves them in Bazarr format', async () => {
    const { user } = await renderLanguages();
    expect(equalRows()).toHaveLength(0);
    await user.click(within(equalsRegion()).getByRole('button', { name: 'Add Equal' }));
    await user.click(within(equalsRegion()).getByRole('button', { name: 'Add Equal' }));
    expect(equalRows()).toHaveLength(2);

    const [first, second] = equalRows();
    if (!first || !second) throw new Error('two rows expected');
    const one = within(first);
    await user.click(one.getByRole('checkbox', { name: 'Source HI' }));
    expect(one.getByRole('checkbox', { name: 'Source HI' })).toBeChecked();
    await user.click(one.getByRole('checkbox', { name: 'Source Forced' }));
    expect(one.getByRole('checkbox', { name: 'Source Forced' })).toBeChecked();
    expect(one.getByRole('checkbox', { name: 'Source HI' })).not.toBeChecked();
    await user.click(one.getByRole('checkbox', { name: 'Target HI' }));
    expect(one.getByRole('checkbox', { name: 'Source Forced' })).toBeChecked();
    await user.click(one.getByRole('combobox', { name: 'Target language' }));
    await user.click(await screen.findByRole('option', { name: 'French' }));

    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(equalRows()).toHaveLength(1);

    expect(saveButton()).toHaveAccessibleName('Save 1');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-language_equals': ['eng@forced:fra@hi'],
    });
    await waitFor(() => expect(saveButton()).toHaveAccessibleName('Save 0'));
    expect(equalRows()).toHaveLength(1);
  });

  it("offers 'No Enabled Languages' instead of adding when no language is enabled", async () => {
    for (const language of backend.state.languages) language.enabled = false;
    await renderLanguages();
    const noLanguages = screen.getAllByRole('button', { name: 'No Enabled Languages' });
    // Language equals and profiles.
    expect(noLanguages).toHaveLength(2);
    for (const button of noLanguages) expect(button).toBeDisabled();
  });

  it('posts the languages filter as languages-enabled repeated', async () => {
    const { user } = await renderLanguages();
    await user.click(screen.getByRole('combobox', { name: 'Languages Filter' }));
    await user.click(await screen.findByRole('option', { name: 'Italian' }));
    await user.keyboard('{Escape}');
    await user.click(saveButton());
    const posted = await postedForm(backend);
    expect(Object.keys(posted)).toEqual(['languages-enabled']);
    expect([...(posted['languages-enabled'] ?? [])].sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'ja',
    ]);
    await waitFor(() =>
      expect(backend.state.languages.find((language) => language.code2 === 'it')?.enabled).toBe(
        true,
      ),
    );
  });

  it('finds a language of the filter by typing, accents and case ignored, and saves it', async () => {
    const { user } = await renderLanguages();
    const field = screen.getByRole('combobox', { name: 'Languages Filter' });
    await filterOptions(user, field, 'BOKMAL');
    expect(listedOptions()).toEqual(['Norwegian Bokmål']);
    await user.keyboard('{Enter}{Escape}');
    expect(screen.getByRole('button', { name: 'Remove Norwegian Bokmål' })).toBeInTheDocument();
    await user.click(saveButton());
    expect((await postedForm(backend))['languages-enabled']).toContain('nb');
  });

  it('finds the target language of an equal by typing and saves it', async () => {
    const { user } = await renderLanguages();
    await user.click(within(equalsRegion()).getByRole('button', { name: 'Add Equal' }));
    const [row] = equalRows();
    if (!row) throw new Error('a row expected');
    await filterOptions(
      user,
      within(row).getByRole('combobox', { name: 'Target language' }),
      'fren',
    );
    expect(listedOptions()).toEqual(['French']);
    await pickOption(user, 'French');
    // The field shows the choice in the frame after Enter (Zag), later under load.
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Target language' })).toHaveValue('French'),
    );
    await user.click(saveButton());
    expect((await postedForm(backend))['settings-general-language_equals']).toEqual([
      expect.stringMatching(/:fra$/),
    ]);
  });

  it("saves a cleared default profile and a cleared unknown-language track as ''", async () => {
    backend.state.settings.general = {
      ...backend.state.settings.general,
      default_und_embedded_subtitles_lang: 'en',
    };
    const { user } = await renderLanguages();
    const series = screen.getByRole('combobox', { name: 'Default profile for new series' });
    expect(series).toHaveTextContent('English + French');
    const clears = screen.getAllByRole('button', { name: 'Clear selection' });
    for (const clear of clears) await user.click(clear);
    expect(saveButton()).toHaveAccessibleName(`Save ${clears.length}`);
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-default_und_embedded_subtitles_lang': [''],
      'settings-general-serie_default_profile': [''],
      'settings-general-movie_default_profile': [''],
    });
  });

  it('removes a profile after a confirmation, staged, and posts the rest as JSON', async () => {
    const { user } = await renderLanguages();
    const table = screen.getByRole('table', { name: 'Languages Profiles' });
    await user.click(screen.getByRole('button', { name: 'Remove French only' }));
    let confirmation = await screen.findByRole('alertdialog', {
      name: 'Remove profile "French only"?',
    });
    expect(confirmation).toHaveAccessibleDescription(
      'The profile is removed when this page is saved.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmation).not.toBeInTheDocument());
    expect(within(table).getByText('French only')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove French only' }));
    confirmation = await screen.findByRole('alertdialog', {
      name: 'Remove profile "French only"?',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('French only')).not.toBeInTheDocument());
    await user.click(saveButton());
    const posted = await postedForm(backend);
    const profiles = JSON.parse(posted['languages-profiles']?.[0] ?? '[]') as {
      profileId: number;
    }[];
    expect(profiles.map((profile) => profile.profileId)).toEqual([1, 2, 3, 5]);
    await waitFor(() => expect(backend.state.profiles).toHaveLength(4));
  });
});
