import { Box, Menu } from '@chakra-ui/react';
import type { SubtitleTarget } from '../tasks/subtitleTarget';
import { ProvenanceDetails } from './ProvenanceDetails';
import type { ProvenanceSubtitle } from './subtitleProvenance';

export const PROVENANCE_TITLE = 'Source';

/** The top of a subtitle chip's menu: where the file came from, then a separator before the actions. */
export function ProvenanceMenuSection({
  target,
  subtitle,
}: {
  target: SubtitleTarget;
  subtitle: ProvenanceSubtitle;
}) {
  return (
    <>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{PROVENANCE_TITLE}</Menu.ItemGroupLabel>
        <Box px="2" pb="1.5" maxW="18rem">
          <ProvenanceDetails target={target} subtitle={subtitle} />
        </Box>
      </Menu.ItemGroup>
      <Menu.Separator />
    </>
  );
}
