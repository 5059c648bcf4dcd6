import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a route group's code or the settings load. */
export function PageLoader() {
  return (
    <Center h="full" minH="40" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
