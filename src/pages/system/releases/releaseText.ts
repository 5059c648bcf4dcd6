/** A markdown link '[text](url)'; the text may be empty, the url has no spaces or parentheses. */
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)\s]*\)/g;

/** A release-note line as plain text: markdown links become their text (SPEC §3 Release body). */
export function stripMarkdownLinks(line: string): string {
  return line.replace(MARKDOWN_LINK, '$1');
}

/** The lines worth showing: links stripped, blank lines dropped. */
export function releaseChanges(body: readonly string[]): string[] {
  return body.map((line) => stripMarkdownLinks(line).trim()).filter((line) => line !== '');
}
