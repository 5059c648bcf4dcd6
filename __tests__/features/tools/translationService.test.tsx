import { screen } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { failing, reportsBazarr } from '../../support/scenarios';
import {
  chooseAction,
  EN_SRT,
  modifications,
  renderTools,
  selectFiles,
  versionKnown,
} from './toolsTestKit';

/**
 * The Translate form names the service Bazarr translates with (Settings > Subtitles > Translating, 1.5.3+) and
 * offers the enabled languages: only Google Translate's ones when it is the service.
 */
const { backend } = setupDemoServer();

const GOOGLE_NOTE = 'Enabled languages not listed here are unsupported by Google Translate.';
const CHOOSE_HINT = 'You can choose translation service in the subtitles settings.';

function translator(values: Record<string, string>) {
  backend.control.mutate((state) => {
    state.settings.translator = { ...state.settings.translator, ...values };
  });
}

/** Abkhazian enabled too: Google Translate cannot produce it, the others can. */
function abkhazianEnabled() {
  backend.control.mutate((state) => {
    const abkhazian = state.languages.find((language) => language.code2 === 'ab');
    if (abkhazian) abkhazian.enabled = true;
  });
}

async function openTranslate(version: string) {
  reportsBazarr(backend, version);
  abkhazianEnabled();
  const view = renderTools();
  await versionKnown(view.store, version);
  await selectFiles(view.user, EN_SRT);
  await chooseAction(view.user, 'Translate...');
  await screen.findByRole('dialog', { name: 'Translate Subtitle(s)' });
  return view;
}

async function targetLanguages(user: ReturnType<typeof renderTools>['user']) {
  await user.click(screen.getByRole('combobox', { name: /Language/ }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('the Translate form and the translation service', () => {
  it('with Google Translate on 1.5.6: says so, where to change it, and offers only its languages', async () => {
    translator({ translator_type: 'google_translate' });
    const { user } = await openTranslate('1.5.6');
    expect(await screen.findByText('Google Translate will be used.')).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_HINT)).toBeInTheDocument();
    expect(screen.getByText(GOOGLE_NOTE)).toBeInTheDocument();
    expect(await targetLanguages(user)).not.toContain('Abkhazian');
  });

  it('with Gemini: names the model and offers every enabled language', async () => {
    translator({ translator_type: 'gemini', gemini_model: 'gemini-2.5-pro' });
    const { user } = await openTranslate('1.5.6');
    expect(await screen.findByText('Gemini (gemini-2.5-pro) will be used.')).toBeInTheDocument();
    expect(screen.queryByText(GOOGLE_NOTE)).not.toBeInTheDocument();
    const names = await targetLanguages(user);
    expect(names).toContain('Abkhazian');
    expect(names).toContain('German');
  });

  it('with Lingarr: offers every enabled language and translates into one Google lacks', async () => {
    translator({ translator_type: 'lingarr' });
    const { user } = await openTranslate('1.5.6');
    expect(await screen.findByText('Lingarr will be used.')).toBeInTheDocument();
    expect(screen.queryByText(GOOGLE_NOTE)).not.toBeInTheDocument();
    expect(await targetLanguages(user)).toContain('Abkhazian');
    await user.click(screen.getByRole('option', { name: 'Abkhazian' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const [sent] = await modifications(backend, 1);
    expect(sent).toMatchObject({ action: 'translate', language: 'ab', path: EN_SRT });
  });

  it('on 1.5.2, which has only Google Translate: no hint about a choice, Google languages only', async () => {
    const { user } = await openTranslate('1.5.2');
    expect(await screen.findByText('Google Translate will be used.')).toBeInTheDocument();
    expect(screen.queryByText(CHOOSE_HINT)).not.toBeInTheDocument();
    expect(screen.getByText(GOOGLE_NOTE)).toBeInTheDocument();
    expect(await targetLanguages(user)).not.toContain('Abkhazian');
  });

  it("shows Bazarr's error when the translation cannot be started", async () => {
    translator({ translator_type: 'gemini', gemini_model: 'gemini-2.0-flash' });
    failing(backend, 'PATCH /api/subtitles', 500, 'Translation failed: quota exceeded');
    const { user } = await openTranslate('1.5.6');
    await targetLanguages(user);
    await user.click(screen.getByRole('option', { name: 'Abkhazian' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Translation failed: quota exceeded')).toBeInTheDocument();
  });
});
