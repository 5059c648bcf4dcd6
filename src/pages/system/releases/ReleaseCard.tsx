import { Badge, Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import type { Release } from '../../../api/schemas/systemPages';
import { ExternalLink } from '../../../components';
import { releaseChanges, type ReleaseSegment } from './releaseText';

/** One change: its text, with the http(s) links of the release notes as links. */
function Change({ segments }: { segments: ReleaseSegment[] }) {
  return segments.map((segment, index) =>
    'href' in segment ? (
      <ExternalLink key={index} href={segment.href}>
        {segment.text}
      </ExternalLink>
    ) : (
      segment.text
    ),
  );
}

/** One release: name, date, branch badge (Development for prereleases, else Master), Installed, changes. */
export function ReleaseCard({ release }: { release: Release }) {
  const changes = releaseChanges(release.body);
  return (
    <Card.Root as="article" aria-label={release.name} size="sm">
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {release.name}
          </Heading>
          <Badge colorPalette={release.prerelease ? 'orange' : 'blue'}>
            {release.prerelease ? 'Development' : 'Master'}
          </Badge>
          {release.current && <Badge colorPalette="green">Installed</Badge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {release.date}
        </Text>
      </Card.Header>
      <Card.Body>
        {changes.length > 0 ? (
          <List.Root gap="1" ps="4" fontSize="sm">
            {changes.map((segments, index) => (
              <List.Item key={index} wordBreak="break-word">
                <Change segments={segments} />
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No changes listed
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
