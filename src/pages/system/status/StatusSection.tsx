import { Box, Card, Grid, Heading } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export interface StatusRow {
  label: string;
  value: ReactNode;
}

/** A titled card of label/value lines (a description list); empty values show as a dash. */
export function StatusSection({ title, rows }: { title: string; rows: StatusRow[] }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', md: '14rem 1fr' }}
          columnGap="4"
          rowGap={{ base: '1', md: '2' }}
          fontSize="sm"
        >
          {rows.map((row) => (
            <Fragment key={row.label}>
              <Box as="dt" color="fg.muted" mt={{ base: '2', md: '0' }}>
                {row.label}
              </Box>
              <Box as="dd" overflowWrap="anywhere">
                {row.value === null || row.value === '' ? '-' : row.value}
              </Box>
            </Fragment>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
