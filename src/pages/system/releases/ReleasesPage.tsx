import { Stack } from '@chakra-ui/react';
import { useGetReleasesQuery } from '../../../api/systemPages';
import { EmptyState, PageContainer, PageHeader, QueryState } from '../../../components';
import { ReleaseCard } from './ReleaseCard';

/** docs/behaviour.md §2 Releases: the release notes Bazarr cached from GitHub, newest first as Bazarr sends them. */
export function ReleasesPage() {
  const releases = useGetReleasesQuery();
  return (
    <PageContainer>
      <PageHeader title="Releases" />
      <QueryState result={releases}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No releases found</EmptyState>
          ) : (
            <Stack gap="4">
              {list.map((release) => (
                <ReleaseCard key={release.name} release={release} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
