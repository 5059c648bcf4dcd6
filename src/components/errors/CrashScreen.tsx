import { useMemo } from 'react';
import { Button } from '@chakra-ui/react';
import { Bug } from 'lucide-react';
import { pageLocation } from '../../app/pageLocation';
import { ErrorDetail, ErrorScreen } from './ErrorScreen';
import { maskStack, reportIssueUrl } from './maskStack';

interface CrashScreenProps {
  error: Error;
  /** Masked out of what is shown and reported, like the host. */
  apiKey?: string;
}

/** SPEC §2: 'Oops! UI is crashed!' with the stack (host masked), Report Issue and Reload Page. */
export function CrashScreen({ error, apiKey }: CrashScreenProps) {
  const { stack, issueUrl } = useMemo(() => {
    const secrets = { origin: window.location.origin, host: window.location.host, apiKey };
    const masked = maskStack(error.stack || `${error.name}: ${error.message}`, secrets);
    return { stack: masked, issueUrl: reportIssueUrl(maskStack(error.message, secrets), masked) };
  }, [error, apiKey]);

  return (
    <ErrorScreen
      icon={Bug}
      title="Oops! UI is crashed!"
      actions={
        <>
          <Button asChild colorPalette="brand" variant="outline">
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              Report Issue
            </a>
          </Button>
          <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
            Reload Page
          </Button>
        </>
      }
    >
      <ErrorDetail>{stack}</ErrorDetail>
    </ErrorScreen>
  );
}
