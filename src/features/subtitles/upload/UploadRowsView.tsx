import { Stack, useMediaQuery } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LanguageChoice } from '../languages/useItemProfile';
import { UploadBulkBar } from './UploadBulkBar';
import { UploadRowCards } from './UploadRowCards';
import type { UploadRowsLayoutProps } from './uploadRowParts';
import { UploadRowsTable } from './UploadRowsTable';

export type UploadRowsViewProps = Omit<UploadRowsLayoutProps, 'languageOptions'> & {
  choices: readonly LanguageChoice[];
};

/** Below Chakra's md breakpoint the table's seven columns do not fit: the files become cards. */
export const NARROW_SCREEN = '(max-width: 47.99rem)';

/** The files of an upload with their metadata (and, for several, a language and type for all): a table on wide screens, cards on phones. */
export function UploadRowsView({ choices, ...rest }: UploadRowsViewProps) {
  // Read at once (not after a first render), so a phone never mounts the table first.
  const [narrow] = useMediaQuery([NARROW_SCREEN], { ssr: false });
  const languageOptions = useMemo(
    () => choices.map((choice) => ({ value: choice.code2, label: choice.name })),
    [choices],
  );
  const View = narrow ? UploadRowCards : UploadRowsTable;
  return (
    <Stack gap="3">
      <UploadBulkBar rows={rest.rows} languageOptions={languageOptions} onChange={rest.onChange} />
      <View {...rest} languageOptions={languageOptions} />
    </Stack>
  );
}
