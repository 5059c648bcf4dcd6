import { FolderOpen, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AudioLanguage } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';
import { AudioLanguages, PathText, useFixedClass } from '../../../components';
import {
  BODY,
  FACT,
  FACT_TEXT,
  FACTS,
  FANART,
  POSTER,
  SECTION,
  SUMMARY,
  TAG,
  TEXTS,
} from './ItemOverview.looks';
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
    <span className={`chakra-badge ${useFixedClass(FACT)}`} title={title}>
      {icon}
      <span className={useFixedClass(FACT_TEXT)}>{children}</span>
    </span>
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
  const factsClass = `chakra-stack ${useFixedClass(FACTS)}`;
  const tagClass = `chakra-badge ${useFixedClass(TAG)}`;
  const fanartClass = useFixedClass(FANART);
  const posterClass = `chakra-image ${useFixedClass(POSTER)}`;
  const summaryClass = useFixedClass(SUMMARY);
  return (
    <section aria-label="Overview" className={useFixedClass(SECTION)}>
      {fanartUrl && (
        <div
          aria-hidden
          className={fanartClass}
          style={{ backgroundImage: `url("${fanartUrl}")` }}
        />
      )}
      <div className={useFixedClass(BODY)}>
        {posterUrl && <img src={posterUrl} alt={`${title} poster`} className={posterClass} />}
        <div className={`chakra-stack ${useFixedClass(TEXTS)}`}>
          <OverviewTitle
            title={title}
            year={year}
            monitored={item.monitored}
            alternativeTitles={item.alternativeTitles}
          />
          <div className={factsClass}>
            <OverviewFact icon={<FolderOpen size={14} />} title={path}>
              <PathText path={path} />
            </OverviewFact>
            <ProfileBadges profile={profile} />
            {details}
          </div>
          {(tags.length > 0 || audioLanguages.length > 0) && (
            <div className={factsClass}>
              <AudioLanguages languages={audioLanguages} />
              {tags.map((tag) => (
                <span key={tag} className={tagClass}>
                  <Tag size={12} aria-hidden />
                  <bdi>{tag}</bdi>
                </span>
              ))}
            </div>
          )}
          {overview && <p className={summaryClass}>{overview}</p>}
        </div>
      </div>
    </section>
  );
}
