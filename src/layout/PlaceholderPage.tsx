import { Container, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

/** Stands in for a page that is not written yet (the route group modules replace it). */
export function PlaceholderPage({ title }: { title: string }) {
  const { id } = useParams();
  return (
    <Container py="6">
      <Heading as="h1" size="lg">
        {id ? `${title} ${id}` : title}
      </Heading>
      <Text color="fg.muted">This page is coming soon.</Text>
    </Container>
  );
}
