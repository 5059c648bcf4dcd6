import { Badge, type BadgeProps } from '@chakra-ui/react';
import { languageLabel, type LanguageFormat, type LanguageLike } from './languageLabel';

export interface LanguageBadgeProps extends Omit<BadgeProps, 'children'> {
  language: LanguageLike;
  /** 'code' (default) shows en:HI; 'name' shows English HI. */
  format?: LanguageFormat;
}

/** A badge naming one language, with its HI or Forced flag. Usage: `<LanguageBadge language={sub} format="name" />`. */
export function LanguageBadge({ language, format = 'code', ...rest }: LanguageBadgeProps) {
  const label = languageLabel(language, format);
  return (
    <Badge
      variant="subtle"
      title={format === 'code' ? languageLabel(language, 'name') : undefined}
      {...rest}
    >
      {label}
    </Badge>
  );
}
