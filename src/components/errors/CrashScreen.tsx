import { useMemo, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { Bug } from 'lucide-react';
import { pageLocation } from '../../lib/pageLocation';
import { useAppSelector } from '../../lib/hooks';
import { APP_LABEL, APP_VERSION, BUGS_URL } from '../../lib/appInfo';
import { systemApi } from '../../api/system';
import { ErrorDetail, ErrorScreen } from './ErrorScreen';
import { crashReport, maskStack, reportIssueUrl } from './maskStack';

interface CrashScreenProps {
  error: Error;
  /** Masked out of what is shown and reported, like the host. */
  apiKey?: string;
}

const selectStatus = systemApi.endpoints.getStatus.select();

/**
 * docs/behaviour.md §2: 'Oops! UI is crashed!' with the stack (host masked), Report Issue and Reload Page. The stack is shown
 * within a report that also names Subtitle Desk's version, Bazarr's and the browser; Report Issue files it on
 * this project's tracker (package.json `bugs.url`), Copy Report puts it on the clipboard.
 */
export function CrashScreen({ error, apiKey }: CrashScreenProps) {
  const bazarrVersion = useAppSelector((state) => selectStatus(state).data?.bazarr_version ?? null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { report, issueUrl } = useMemo(() => {
    const secrets = { origin: window.location.origin, host: window.location.host, apiKey };
    const message = maskStack(error.message, secrets);
    const text = crashReport({
      message,
      stack: maskStack(error.stack || `${error.name}: ${error.message}`, secrets),
      appVersion: APP_VERSION,
      bazarrVersion,
      browser: navigator.userAgent,
    });
    return { report: text, issueUrl: reportIssueUrl(message, text, APP_VERSION, BUGS_URL) };
  }, [error, apiKey, bazarrVersion]);

  const copy = () => {
    // No clipboard API on a page served over plain http from another machine (not a secure context).
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(report).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <ErrorScreen
      icon={Bug}
      title="Oops! UI is crashed!"
      actions={
        <>
          {issueUrl && (
            <Button asChild colorPalette="brand" variant="outline">
              <a href={issueUrl} target="_blank" rel="noopener noreferrer">
                Report Issue
              </a>
            </Button>
          )}
          <Button colorPalette="brand" variant="outline" onClick={copy}>
            Copy Report
          </Button>
          <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
            Reload Page
          </Button>
        </>
      }
    >
      <Text color="fg.muted" fontSize="sm">
        {APP_LABEL}: Report Issue opens a new issue on its tracker with this report; nothing is sent
        until you submit it there.
      </Text>
      <ErrorDetail>{report}</ErrorDetail>
      <Text aria-live="polite" fontSize="sm" minH="5">
        {copied === 'yes'
          ? 'Report copied to the clipboard.'
          : copied === 'failed'
            ? 'The browser did not allow copying: select the report above and copy it.'
            : ''}
      </Text>
    </ErrorScreen>
  );
}
