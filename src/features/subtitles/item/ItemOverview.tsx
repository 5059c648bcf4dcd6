import { Badge, Box, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { FolderOpen, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AudioLanguage } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';
import { AudioLanguages, PathText } from '../../../components';
import { OverviewTitle } from './OverviewTitle';
import { ProfileBadges } from './ProfileBadges';

/** What a series and a movie both have for their page head. */
export interface OverviewItem {
  title: string;
  year: string;
  /** Image paths as the API gives them, the base URL already in front ('/bazarr/images/series/...'). */
  poster: string | null;
  fanart: string | null;
  overview: string | null;
  path: string;
  tags: readonly string[];
  audio_language: readonly AudioLanguage[];
  monitored: boolean;
  alternativeTitles: readonly string[];
}

export interface ItemOverviewProps {
  /** The series or the movie. */
  item: OverviewItem;
  /** The language profile; undefined for none (or while the profiles load). */
  profile: LanguageProfile | undefined;
  /** Extra facts, e.g. '26 files'. */
  details?: ReactNode;
}

/** The image path as given (Bazarr puts the base URL in front); kept to the site's own images. */
function imageUrl(path: string | null): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return path;
}

/** One fact of the overview as a badge with an icon, e.g. the path or '26 files'. */
export function OverviewFact({
  icon,
  children,
  title,
}: {
  icon: ReactNode;
  children: ReactNode;
  /** The full text on hover, as long paths are cut. */
  title?: string;
}) {
  return (
    <Badge variant="surface" colorPalette="gray" size="md" title={title} gap="1.5" maxW="100%">
      {icon}
      <Text as="span" truncate>
        {children}
      </Text>
    </Badge>
  );
}

/**
 * The head of a series or movie page: fanart behind, poster, monitored mark, title and other titles, path,
 * tags, audio languages, profile with its languages, and counts. Titles and texts from the server are plain
 * text.
 */
export function ItemOverview({ item, profile, details }: ItemOverviewProps) {
  const { title, year, poster, fanart, overview, path, tags } = item;
  const audioLanguages = item.audio_language;
  const fanartUrl = imageUrl(fanart);
  const posterUrl = imageUrl(poster);
  return (
    <Box
      as="section"
      aria-label="Overview"
      position="relative"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      overflow="hidden"
    >
      {fanartUrl && (
        <Box
          aria-hidden
          position="absolute"
          inset="0"
          bgImage={`url("${fanartUrl}")`}
          bgSize="cover"
          bgPos="center"
          opacity={0.12}
        />
      )}
      <Flex position="relative" gap="5" px={{ base: '3', md: '6' }} py="5" align="start">
        {posterUrl && (
          <Image
            src={posterUrl}
            alt={`${title} poster`}
            w="140px"
            aspectRatio="2 / 3"
            objectFit="cover"
            rounded="md"
            shadow="md"
            flexShrink={0}
            hideBelow="sm"
            bg="bg.muted"
          />
        )}
        <Stack gap="3" minW="0" flex="1">
          <OverviewTitle
            title={title}
            year={year}
            monitored={item.monitored}
            alternativeTitles={item.alternativeTitles}
          />
          <HStack gap="2" wrap="wrap">
            <OverviewFact icon={<FolderOpen size={14} />} title={path}>
              <PathText path={path} />
            </OverviewFact>
            <ProfileBadges profile={profile} />
            {details}
          </HStack>
          {(tags.length > 0 || audioLanguages.length > 0) && (
            <HStack gap="2" wrap="wrap">
              <AudioLanguages languages={audioLanguages} />
              {tags.map((tag) => (
                <Badge key={tag} variant="subtle" colorPalette="brand" gap="1">
                  <Tag size={12} aria-hidden />
                  <bdi>{tag}</bdi>
                </Badge>
              ))}
            </HStack>
          )}
          {overview && (
            <Text color="fg.muted" textStyle="sm" lineClamp={4} maxW="4xl">
              {overview}
            </Text>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
