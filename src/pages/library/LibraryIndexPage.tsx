import { Heading, VisuallyHidden } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PageContainer, Toolbar, ToolbarButton } from '../../components';
import { ItemEditorHost } from './editor/ItemEditorHost';
import type { LibraryItem } from './libraryKinds';
import { LibraryTable, type LibraryTableProps } from './LibraryTable';

/**
 * /series and /movies: the toolbar with 'Mass Edit' (to `${path}/edit`), the whole list, and the item editor
 * its rows open.
 */
export function LibraryIndexPage<Item extends LibraryItem>(
  props: Omit<LibraryTableProps<Item>, 'selection'>,
) {
  const { kind } = props;
  const navigate = useNavigate();
  return (
    <ItemEditorHost type={kind.type}>
      <Toolbar label={`${kind.plural} actions`}>
        <ToolbarButton icon={<ListChecks />} onClick={() => navigate(`${kind.path}/edit`)}>
          Mass Edit
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <VisuallyHidden>
          <Heading as="h1">{kind.plural}</Heading>
        </VisuallyHidden>
        <LibraryTable {...props} />
      </PageContainer>
    </ItemEditorHost>
  );
}
