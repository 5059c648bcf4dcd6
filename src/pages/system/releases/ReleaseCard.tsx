import { Badge, Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import type { Release } from '../../../api/schemas/system';
import { releaseChanges } from './releaseText';

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
            {changes.map((change, index) => (
              <List.Item key={index} wordBreak="break-word">
                {change}
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
