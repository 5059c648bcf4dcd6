export const HOST_PLACEHOLDER = '********';

/** GitHub rejects very long URLs; the top of the stack is what matters. */
const MAX_BODY_LENGTH = 4000;

interface Secrets {
  origin: string;
  host: string;
  apiKey?: string;
}

function replaceAll(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join(HOST_PLACEHOLDER) : text;
}

/** The stack without the server's address (or the API key, should it appear), safe to show and to report. */
export function maskStack(stack: string, secrets: Secrets): string {
  // Origin first: it contains the host.
  return [secrets.origin, secrets.host, secrets.apiKey].reduce(replaceAll, stack);
}

export interface CrashReportFacts {
  /** The error's message, masked. */
  message: string;
  /** The stack, masked. */
  stack: string;
  appVersion: string;
  /** What Bazarr's system/status said, if it answered before the crash. */
  bazarrVersion: string | null;
  /** navigator.userAgent */
  browser: string;
}

/** The text a user copies or files: what crashed, in which versions, in which browser. */
export function crashReport(facts: CrashReportFacts): string {
  return [
    `Error: ${facts.message}`,
    `Subtitle Desk: ${facts.appVersion}`,
    `Bazarr: ${facts.bazarrVersion ?? 'unknown (no answer before the crash)'}`,
    `Browser: ${facts.browser}`,
    '',
    'Stack:',
    facts.stack,
  ].join('\n');
}

/**
 * A prefilled new-issue link on this project's tracker (package.json `bugs.url`, GitHub's `/issues/new` form),
 * carrying the masked report only; null when no tracker is set.
 */
export function reportIssueUrl(
  message: string,
  report: string,
  appVersion: string,
  bugsUrl: string,
): string | null {
  if (bugsUrl === '') return null;
  const params = new URLSearchParams({
    labels: 'bug',
    title: `UI crash (${appVersion}): ${message}`.slice(0, 200),
    body: ['The UI crashed:', '', '```', report.slice(0, MAX_BODY_LENGTH), '```'].join('\n'),
  });
  return `${bugsUrl.replace(/\/+$/, '')}/new?${params.toString()}`;
}
