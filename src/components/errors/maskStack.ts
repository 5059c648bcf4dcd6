export const HOST_PLACEHOLDER = '********';

const ISSUE_URL = 'https://github.com/morpheus65535/bazarr/issues/new';
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

/** A prefilled GitHub new-issue link carrying only the masked stack. */
export function reportIssueUrl(message: string, maskedStack: string): string {
  const params = new URLSearchParams({
    labels: 'bug',
    title: `UI crash: ${message}`.slice(0, 200),
    body: [
      'The UI crashed with this stack:',
      '',
      '```',
      maskedStack.slice(0, MAX_BODY_LENGTH),
      '```',
    ].join('\n'),
  });
  return `${ISSUE_URL}?${params.toString()}`;
}
