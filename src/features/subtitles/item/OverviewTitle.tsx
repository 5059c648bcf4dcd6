import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MonitoredIcon } from '../../../components/badges/MonitoredIcon';

export interface OverviewTitleProps {
  title: string;
  year: string;
  monitored: boolean;
  alternativeTitles: readonly string[];
}

/**
 * The page title with the monitored bookmark before it and, below, the other titles the item is known by:
 * a visible line rather than a hover list, so it reads on phones and by screen readers alike.
 */
export function OverviewTitle({ title, year, monitored, alternativeTitles }: OverviewTitleProps) {
  return (
    <Stack gap="1">
      <HStack gap="2" align="center">
        <MonitoredIcon monitored={monitored} size={22} />
        <Heading as="h1" size="2xl" lineHeight="short" minW="0">
          <bdi>{title}</bdi>
          {year && (
            <Text as="span" color="fg.muted" fontWeight="normal" ms="2" textStyle="lg">
              ({year})
            </Text>
          )}
        </Heading>
      </HStack>
      {alternativeTitles.length > 0 && (
        <Text textStyle="sm" color="fg.muted">
          <Text as="span" fontWeight="medium">
            Also known as:
          </Text>{' '}
          {alternativeTitles.map((other, index) => (
            <span key={other}>
              {index > 0 && ', '}
              <bdi>{other}</bdi>
            </span>
          ))}
        </Text>
      )}
    </Stack>
  );
}
