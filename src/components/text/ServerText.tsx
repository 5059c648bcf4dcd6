import { Fragment, type ReactNode } from 'react';

/**
 * Server text shown inline next to other text (a title beside its year, a cell, a badge): isolated in a
 * `<bdi>`, so right-to-left words in it neither reorder its neighbours nor are reordered by them.
 * Elements pass through untouched: they isolate their own text.
 */
export function isolated(content: ReactNode): ReactNode {
  if (typeof content === 'string') return <IsolatedText text={content} />;
  if (typeof content === 'number') return <bdi>{content}</bdi>;
  return content;
}

/** Longer than a word: a path, a URL, a release name, or a title made to break the layout. */
const HUGE_WORD = /\S{20,}/;
/** Wider than a phone's text column ('Extraordinarily'). */
const LONG_WORD = /\S{12,}/;

/**
 * Marks server text holding a word too long for a table column, which the table then lets break anywhere
 * (DataTable.looks.ts: 'long' on phones, 'huge' everywhere); other words keep whole, so breaking one cannot
 * squeeze its column to a letter.
 */
export function longWordMark(text: string): 'huge' | 'long' | undefined {
  if (HUGE_WORD.test(text)) return 'huge';
  return LONG_WORD.test(text) ? 'long' : undefined;
}

/** A server string, isolated (see `isolated`), marked when it holds a long word. */
export function IsolatedText({ text }: { text: string }) {
  return <bdi data-long-word={longWordMark(text)}>{text}</bdi>;
}

/** Hebrew, Arabic, Syriac, Thaana, N'Ko... and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A server path, isolated and left to right: its folders keep their order even when some are written in
 * Hebrew or Arabic (unisolated, '/a/שלום/עולם' reads '/a/עולם/שלום', and a path starting with such a folder
 * would read backwards).
 */
export function PathText({ path }: { path: string }) {
  const mark = longWordMark(path);
  if (!RIGHT_TO_LEFT.test(path))
    return (
      <bdi dir="ltr" data-long-word={mark}>
        {path}
      </bdi>
    );
  // Separators as they are, each folder name isolated.
  const parts = path.split(/([/\\])/);
  return (
    <bdi dir="ltr" data-long-word={mark}>
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
