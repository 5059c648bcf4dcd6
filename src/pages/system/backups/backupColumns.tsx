import { HStack, Link } from '@chakra-ui/react';
import { ArchiveRestore, Trash } from 'lucide-react';
import type { Backup } from '../../../api/schemas/systemPages';
import { ActionIconButton, type DataTableColumn } from '../../../components';
import { backupDownloadUrl } from '../systemLinks';

export type BackupAction = 'restore' | 'delete';

/** The columns of the backup table; `onAction` asks for confirmation of a restore or a delete. */
export function backupColumns(
  baseUrl: string,
  onAction: (action: BackupAction, backup: Backup) => void,
): DataTableColumn<Backup>[] {
  return [
    { id: 'type', header: 'Type', cell: (backup) => backup.type, hideOnMobile: true },
    {
      id: 'name',
      header: 'Name',
      cell: (backup) => (
        <Link
          href={backupDownloadUrl(baseUrl, backup.filename)}
          download={backup.filename}
          colorPalette="blue"
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {backup.filename}
        </Link>
      ),
    },
    { id: 'size', header: 'Size', cell: (backup) => backup.size, hideOnMobile: true },
    { id: 'time', header: 'Time', cell: (backup) => backup.date, hideOnMobile: true },
    {
      id: 'actions',
      header: 'Actions',
      cell: (backup) => (
        <HStack gap="1" justify="end">
          <ActionIconButton
            icon={<ArchiveRestore />}
            label="Restore"
            onClick={() => onAction('restore', backup)}
          />
          <ActionIconButton
            icon={<Trash />}
            label="Delete"
            colorPalette="red"
            onClick={() => onAction('delete', backup)}
          />
        </HStack>
      ),
      align: 'end',
      width: '6rem',
    },
  ];
}
