import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useFixedClass } from '../../styles/fixedClass';
import { PLAIN_LANGUAGE_BADGE } from './LanguageBadge.looks';
import { languageLabel, type LanguageFormat, type LanguageLike } from './languageLabel';

export interface LanguageBadgeProps extends Omit<BadgeProps, 'children'> {
  language: LanguageLike;
  /** 'code' (default) shows en:HI; 'name' shows English HI. */
  format?: LanguageFormat;
}

/** What a language badge shows, and its name on hover when it shows the code. */
function badgeText(language: LanguageLike, format: LanguageFormat) {
  return {
    label: languageLabel(language, format),
    title: format === 'code' ? languageLabel(language, 'name') : undefined,
  };
}

/** A badge naming one language, with its HI or Forced flag. Usage: `<LanguageBadge language={sub} format="name" />`. */
export function LanguageBadge({ language, format = 'code', ...rest }: LanguageBadgeProps) {
  const { label, title } = badgeText(language, format);
  return (
    <Badge variant="subtle" title={title} {...rest}>
      {label}
    </Badge>
  );
}

interface PlainLanguageBadgeProps {
  language: LanguageLike;
  format?: LanguageFormat;
  /** Where it shows: on every screen, on phones only, or from the 'sm' breakpoint on. */
  shownOn?: keyof typeof PLAIN_LANGUAGE_BADGE;
}

/**
 * LanguageBadge as a plain element with a fixed class, for the badges in every row of a list; no style
 * props beyond where it shows.
 */
export function PlainLanguageBadge({
  language,
  format = 'code',
  shownOn = 'always',
}: PlainLanguageBadgeProps) {
  const { label, title } = badgeText(language, format);
  return (
    <span className={`chakra-badge ${useFixedClass(PLAIN_LANGUAGE_BADGE[shownOn])}`} title={title}>
      {label}
    </span>
  );
}
