import { DatabaseBackup } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  useCreateBackupMutation,
  useDeleteBackupMutation,
  useGetBackupsQuery,
  useRestoreBackupMutation,
} from '../../../api/systemPages';
import type { Backup } from '../../../api/schemas/systemPages';
import { useEnvironment } from '../../../lib/environment';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useBackend } from '../../../api/backend/selectBackend';
import { queueTasks, selectIsItemBusy, TaskGroup } from '../../../tasks/tasksSlice';
import {
  ConfirmDialog,
  DataTable,
  PageContainer,
  PageHeader,
  QueryState,
  Toolbar,
  ToolbarButton,
} from '../../../components';
import { backendActionStarted } from '../../../layout/uiSlice';
import { prepareBackendAwayOverlay } from '../../../layout/LazyBackendAwayOverlay';
import { usePageSize } from '../../../features/lists';
import { backupColumns, type BackupAction } from './backupColumns';

interface PendingAction {
  action: BackupAction;
  backup: Backup;
}

/**
 * On a Bazarr that runs actions as jobs (1.5.4+) a backup is a job: Backup Now goes through the task queue, which follows
 * the job and tells how it ended; the new backup shows when Bazarr announces it (1.5.6) or its job ends.
 */
const queueBackup = () =>
  queueTasks({
    group: TaskGroup.Backup,
    tasks: [
      {
        description: 'Database and Configuration File',
        endpoint: 'createBackup',
        args: undefined,
        itemKey: 'backup',
      },
    ],
  });

/** docs/behaviour.md §2 Backups: make one now, download, restore (Bazarr restarts) or delete, each confirmed first. */
export function BackupsPage() {
  const backups = useGetBackupsQuery();
  const [createBackup, creating] = useCreateBackupMutation();
  const { actionsAreJobs } = useBackend();
  const backingUp = useAppSelector((state) => selectIsItemBusy(state, 'backup'));
  const [restoreBackup] = useRestoreBackupMutation();
  const [deleteBackup] = useDeleteBackupMutation();
  const dispatch = useAppDispatch();
  const { baseUrl } = useEnvironment();
  const pageSize = usePageSize();
  // The last action asked for stays while its dialog closes, so the text does not change as it fades out.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(
    () =>
      backupColumns(baseUrl, (action, backup) => {
        setPending({ action, backup });
        setConfirming(true);
      }),
    [baseUrl],
  );

  async function restore(filename: string) {
    await prepareBackendAwayOverlay();
    await restoreBackup(filename).unwrap();
    // Bazarr restarts to load the restored data: the shell covers the page and reloads it once Bazarr is back.
    dispatch(backendActionStarted('restart'));
  }

  const close = () => setConfirming(false);
  const filename = pending?.backup.filename ?? '';

  return (
    <>
      <Toolbar label="Backups actions">
        <ToolbarButton
          icon={<DatabaseBackup />}
          loading={creating.isLoading || backingUp}
          onClick={() => (actionsAreJobs ? dispatch(queueBackup()) : void createBackup())}
        >
          Backup Now
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <PageHeader title="Backups" />
        <QueryState result={backups}>
          {(list) => (
            <DataTable
              label="Backups"
              rows={list}
              columns={columns}
              getRowKey={(backup) => backup.filename}
              pageSize={pageSize}
              emptyText="No backups"
            />
          )}
        </QueryState>
      </PageContainer>
      <ConfirmDialog
        open={confirming && pending?.action === 'restore'}
        onClose={close}
        title="Restore backup?"
        message={`Restore ${filename}? Bazarr will restart with the restored database and settings.`}
        confirmLabel="Restore"
        colorPalette="orange"
        onConfirm={() => restore(filename)}
      />
      <ConfirmDialog
        open={confirming && pending?.action === 'delete'}
        onClose={close}
        title="Delete backup?"
        message={`Delete ${filename}? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleteBackup(filename).unwrap()}
      />
    </>
  );
}
