import { Link, Text, type LinkProps } from '@chakra-ui/react';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isolated } from '../text/ServerText';

/** The href when it is an absolute http(s) URL, else null (javascript:, data:, relative paths...). */
export function safeExternalHref(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? href.trim() : null;
  } catch {
    return null;
  }
}

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  /** Server-provided: only http and https become links. */
  href: string | null | undefined;
  /** The visible text; defaults to the href. */
  children?: ReactNode;
  /** Show a small 'opens elsewhere' icon after the text. */
  showIcon?: boolean;
}

/**
 * A link that opens in a new tab, safe for server-provided URLs: anything but http(s) renders as plain text.
 * Usage: `<ExternalLink href={announcement.link}>More info</ExternalLink>`.
 */
export function ExternalLink({ href, children, showIcon = false, ...rest }: ExternalLinkProps) {
  const safe = safeExternalHref(href);
  const content = children ?? href ?? '';
  if (safe === null) return <Text as="span">{isolated(content)}</Text>;
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer" colorPalette="blue" {...rest}>
      {isolated(content)}
      {showIcon && <ExternalIcon size="0.9em" aria-hidden />}
    </Link>
  );
}
