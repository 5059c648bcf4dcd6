import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import type { Backend } from '../../../api/backend/capabilities';
import { useBackend } from '../../../api/backend/selectBackend';
import { useGetStatusQuery } from '../../../api/system';

/**
 * A settings page whose fields depend on the connected Bazarr's version: a spinner until its status is in (or
 * could not be read), then `children(backend)`. Such a page never shows, nor posts, a field of the wrong version.
 */
export function WhenVersionKnown({ children }: { children: (backend: Backend) => ReactNode }) {
  const status = useGetStatusQuery();
  const backend = useBackend();
  if (status.data === undefined && !status.isError)
    return (
      <Center py="10">
        <Spinner aria-label="Loading" />
      </Center>
    );
  return children(backend);
}
