import { Stack } from '@chakra-ui/react';
import type { Backend } from '../../../api/backend/capabilities';
import { detectedLine } from '../../../api/backend/describeBackend';
import { useBackend } from '../../../api/backend/selectBackend';
import { useGetStatusQuery } from '../../../api/system';
import type { SystemStatus } from '../../../api/schemas/system';
import { useEnvironment } from '../../../lib/environment';
import { APP_NAME, APP_VERSION, BUGS_URL } from '../../../lib/appInfo';
import { ExternalLink, PageContainer, PageHeader, QueryState } from '../../../components';
import { apiDocsUrl } from '../systemLinks';
import { HealthSection } from './HealthSection';
import { StatusSection, type StatusRow } from './StatusSection';
import { UntestedBackendNotice } from './UntestedBackendNotice';
import { formatUptime, useNow } from './uptime';

/** Where to learn more about Bazarr. */
export const ABOUT_LINKS: readonly StatusRow[] = [
  { label: 'Home Page', value: <ExternalLink href="https://www.bazarr.media" showIcon /> },
  {
    label: 'Source',
    value: <ExternalLink href="https://github.com/morpheus65535/bazarr" showIcon />,
  },
  { label: 'Wiki', value: <ExternalLink href="https://wiki.bazarr.media" showIcon /> },
  { label: 'Discord', value: <ExternalLink href="https://discord.gg/MH2e2eb" showIcon /> },
];

function Uptime({ startTime }: { startTime: number }) {
  const now = useNow();
  return <>{formatUptime(startTime, now)}</>;
}

function aboutRows(status: SystemStatus, backend: Backend): StatusRow[] {
  const database = [status.database_engine, status.database_migration].filter(Boolean).join(' - ');
  return [
    { label: 'Bazarr Version', value: status.bazarr_version },
    // This UI's own, beside Bazarr's: what a bug report needs.
    { label: `${APP_NAME} Version`, value: APP_VERSION },
    { label: 'Detected', value: detectedLine(backend) },
    { label: 'Package Version', value: status.package_version },
    { label: 'Sonarr Version', value: status.sonarr_version },
    { label: 'Radarr Version', value: status.radarr_version },
    { label: 'Operating System', value: status.operating_system },
    { label: 'Python Version', value: status.python_version },
    { label: 'Database', value: database },
    { label: 'Bazarr Directory', value: status.bazarr_directory },
    { label: 'Bazarr Config Directory', value: status.bazarr_config_directory },
    { label: 'Time Zone', value: status.timezone },
    {
      label: 'Start Time',
      value:
        status.start_time === null ? null : new Date(status.start_time * 1000).toLocaleString(),
    },
    {
      label: 'Uptime',
      value: status.start_time === null ? null : <Uptime startTime={status.start_time} />,
    },
  ];
}

/** docs/behaviour.md §2 Status (contents not given there): versions, paths, time, health issues and links. */
export function StatusPage() {
  const status = useGetStatusQuery();
  const backend = useBackend();
  const { baseUrl } = useEnvironment();
  const apiDocs = apiDocsUrl(baseUrl, window.location.href);
  return (
    <PageContainer>
      <PageHeader title="Status" />
      <Stack gap="4">
        <QueryState result={status}>
          {(data) => (
            <>
              <UntestedBackendNotice backend={backend} />
              <StatusSection title="About" rows={aboutRows(data, backend)} />
            </>
          )}
        </QueryState>
        <HealthSection />
        <StatusSection
          title="More Info"
          rows={[
            ...ABOUT_LINKS,
            ...(BUGS_URL
              ? [
                  {
                    label: `${APP_NAME} Issues`,
                    value: <ExternalLink href={BUGS_URL} showIcon />,
                  },
                ]
              : []),
            { label: 'API documentation', value: <ExternalLink href={apiDocs} showIcon /> },
          ]}
        />
      </Stack>
    </PageContainer>
  );
}
