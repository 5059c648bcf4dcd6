import { LanguageBadge, type LanguageLike } from '../../components';

/** A language in a list: its name ('English HI'), or its code ('en:HI') on phones, where columns are narrow. */
export function LanguageCell({ language }: { language: LanguageLike }) {
  return (
    <>
      <LanguageBadge language={language} format="name" hideBelow="sm" />
      <LanguageBadge language={language} hideFrom="sm" />
    </>
  );
}
