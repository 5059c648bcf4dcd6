import { languageLabel, recipeStyles, useFixedClass, type LanguageLike } from '../../components';

// LanguageBadge's look (the subtle badge), as plain elements with fixed classes: two are in every history row.
const NAME = recipeStyles('badge', { variant: 'subtle' }, { hideBelow: 'sm' });
const CODE = recipeStyles('badge', { variant: 'subtle' }, { hideFrom: 'sm' });

/** A language in a list: its name ('English HI'), or its code ('en:HI') on phones, where columns are narrow. */
export function LanguageCell({ language }: { language: LanguageLike }) {
  const name = languageLabel(language, 'name');
  return (
    <>
      <span className={`chakra-badge ${useFixedClass(NAME)}`}>{name}</span>
      <span className={`chakra-badge ${useFixedClass(CODE)}`} title={name}>
        {languageLabel(language, 'code')}
      </span>
    </>
  );
}
