import { useFixedClass } from '../../styles/fixedClass';
import { BADGE, LIST } from './AudioLanguages.looks';

export interface AudioLanguagesProps {
  /** Audio tracks as the API gives them (`audio_language`). */
  languages: readonly { name: string }[];
}

/**
 * The audio languages of an item as a list of outline badges; nothing when there are none. Plain elements with
 * fixed classes: the lists show it in every row.
 */
export function AudioLanguages({ languages }: AudioLanguagesProps) {
  const list = useFixedClass(LIST);
  const badge = `chakra-badge ${useFixedClass(BADGE)}`;
  if (languages.length === 0) return null;
  return (
    <ul aria-label="Audio languages" className={list}>
      {languages.map((language, index) => (
        <li key={`${language.name}-${index}`} className={badge}>
          {language.name}
        </li>
      ))}
    </ul>
  );
}
