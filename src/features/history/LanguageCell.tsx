import { PlainLanguageBadge, type LanguageLike } from '../../components';

/** A language in a list: its name ('English HI'), or its code ('en:HI') on phones, where columns are narrow. */
export function LanguageCell({ language }: { language: LanguageLike }) {
  return (
    <>
      <PlainLanguageBadge language={language} format="name" shownOn="wider" />
      <PlainLanguageBadge language={language} shownOn="phones" />
    </>
  );
}
