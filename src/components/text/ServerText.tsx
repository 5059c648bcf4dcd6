import { Fragment, type ReactNode } from 'react';

/**
 * Server text shown inline next to other text (a title beside its year, a cell, a badge): isolated in a
 * `<bdi>`, so right-to-left words in it neither reorder its neighbours nor are reordered by them.
 * Elements pass through untouched: they isolate their own text.
 */
export function isolated(content: ReactNode): ReactNode {
  if (typeof content === 'string' || typeof content === 'number') return <bdi>{content}</bdi>;
  return content;
}

/** Hebrew, Arabic, Syriac, Thaana, N'Ko... and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A server path, isolated and left to right: its folders keep their order even when some are written in
 * Hebrew or Arabic (unisolated, '/a/שלום/עולם' reads '/a/עולם/שלום', and a path starting with such a folder
 * would read backwards).
 */
export function PathText({ path }: { path: string }) {
  if (!RIGHT_TO_LEFT.test(path)) return <bdi dir="ltr">{path}</bdi>;
  // Separators as they are, each folder name isolated.
  const parts = path.split(/([/\\])/);
  return (
    <bdi dir="ltr">
      {parts.map((part, index) =>
        index % 2 === 1 || part === '' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <bdi key={index}>{part}</bdi>
        ),
      )}
    </bdi>
  );
}
