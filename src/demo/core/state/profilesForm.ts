import { invalid } from './settingsForm';
import type { LanguageProfile, ProfileItem } from './types';

const pythonBool = (value: unknown) => (value === true || value === 'True' ? 'True' : 'False');
const stringList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function parseItem(raw: unknown, index: number): ProfileItem {
  if (typeof raw !== 'object' || raw === null)
    throw invalid(`Languages profile item ${index} is not an object`);
  const item = raw as Record<string, unknown>;
  if (typeof item.language !== 'string' || item.language === '')
    throw invalid('Languages profile item without a language');
  return {
    id: typeof item.id === 'number' ? item.id : index + 1,
    language: item.language,
    audio_exclude: pythonBool(item.audio_exclude),
    audio_only_include: pythonBool(item.audio_only_include),
    hi: pythonBool(item.hi),
    forced: pythonBool(item.forced),
  };
}

/** The `languages-profiles` field: the JSON of the whole profiles array (profiles missing from it are deleted). */
export function parseProfiles(json: string): LanguageProfile[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalid('languages-profiles is not valid JSON');
  }
  if (!Array.isArray(parsed)) throw invalid('languages-profiles must be a list');
  return parsed.map((raw, index): LanguageProfile => {
    if (typeof raw !== 'object' || raw === null)
      throw invalid(`Languages profile ${index} is not an object`);
    const profile = raw as Record<string, unknown>;
    if (
      typeof profile.profileId !== 'number' ||
      typeof profile.name !== 'string' ||
      !Array.isArray(profile.items)
    ) {
      throw invalid('A languages profile needs a numeric profileId, a name and items');
    }
    const originalFormat = profile.originalFormat;
    return {
      profileId: profile.profileId,
      name: profile.name,
      cutoff: typeof profile.cutoff === 'number' ? profile.cutoff : null,
      items: profile.items.map(parseItem),
      mustContain: stringList(profile.mustContain),
      mustNotContain: stringList(profile.mustNotContain),
      originalFormat:
        originalFormat === true || originalFormat === 1 ? 1 : originalFormat === null ? null : 0,
      tag: typeof profile.tag === 'string' ? profile.tag : null,
    };
  });
}
