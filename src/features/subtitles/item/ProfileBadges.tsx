import { Languages } from 'lucide-react';
import { useGetLanguagesQuery } from '../../../api/languages';
import { isTrue } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';
import { LanguageBadge, useFixedClass } from '../../../components';
import { LIST, PROFILE } from './ProfileBadges.looks';

/**
 * The language profile of a series or movie: its name, then one badge per language it asks for with the
 * item's HI/Forced flag ('Any' for the any-language item). Names come from the languages list, codes until
 * it has loaded.
 */
export function ProfileBadges({ profile }: { profile: LanguageProfile | undefined }) {
  const { data: languages } = useGetLanguagesQuery();
  const badgeClass = `chakra-badge ${useFixedClass(PROFILE)}`;
  const listClass = `chakra-stack ${useFixedClass(LIST)}`;
  if (!profile) {
    return (
      <span className={badgeClass} title="Languages profile">
        <Languages size={14} aria-hidden />
        No profile
      </span>
    );
  }
  return (
    <ul aria-label="Languages profile" className={listClass}>
      <li>
        <span className={badgeClass} title="Languages profile">
          <Languages size={14} aria-hidden />
          <bdi>{profile.name}</bdi>
        </span>
      </li>
      {profile.items.map((item) => {
        const any = item.language === 'any';
        const name = any
          ? 'Any'
          : (languages?.find((language) => language.code2 === item.language)?.name ??
            item.language);
        return (
          <li key={item.id}>
            <LanguageBadge
              size="md"
              colorPalette="brand"
              format="name"
              language={{
                code2: item.language,
                name,
                hi: isTrue(item.hi),
                forced: isTrue(item.forced),
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
