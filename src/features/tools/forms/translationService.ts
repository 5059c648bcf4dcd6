import type { Capabilities } from '../../../api/backend/capabilities';
import { settingsSection, type Settings } from '../../../api/schemas/settings';

export interface TranslationService {
  /** 'Google Translate', 'Gemini (gemini-2.0-flash)', 'Lingarr': what the form says will be used. */
  name: string;
  /** Google Translate takes only its own languages; Gemini and Lingarr take any. */
  googleOnly: boolean;
  /** The user can pick another service in Settings > Subtitles (Bazarr 1.5.3+). */
  choosable: boolean;
}

const GOOGLE = 'Google Translate';

/**
 * The service Bazarr translates with: `translator.translator_type` from 1.5.3 (Bazarr falls back to Google for
 * a type it does not know), Google Translate always before it, and while the settings are not in.
 */
export function translationService(
  backend: Pick<Capabilities, 'hasTranslatorChoice' | 'hasLingarr'>,
  settings: Settings | undefined,
): TranslationService {
  const choosable = backend.hasTranslatorChoice;
  const translator = choosable && settings ? settingsSection(settings, 'translator') : {};
  const type = translator.translator_type;
  if (type === 'gemini') {
    const model = typeof translator.gemini_model === 'string' ? translator.gemini_model.trim() : '';
    return { name: model ? `Gemini (${model})` : 'Gemini', googleOnly: false, choosable };
  }
  if (type === 'lingarr' && backend.hasLingarr)
    return { name: 'Lingarr', googleOnly: false, choosable };
  return { name: GOOGLE, googleOnly: true, choosable };
}
