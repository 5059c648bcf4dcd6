import { useEffect, useRef, useState } from 'react';
import {
  Toaster as ChakraToaster,
  Portal,
  Progress,
  Spinner,
  Stack,
  Toast,
  createToaster,
  type CreateToasterReturn,
} from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import {
  CLOSE_AFTER,
  NOTIFICATION_LIMIT,
  dismiss,
  selectNotifications,
  type AppNotification,
} from './notificationsSlice';

type ToastStore = CreateToasterReturn;

interface ProgressMeta {
  value: number;
  count: number;
}

function isProgressMeta(
  meta: Record<string, unknown> | undefined,
): meta is Record<string, unknown> & ProgressMeta {
  return typeof meta?.value === 'number' && typeof meta.count === 'number';
}

function toastOptions(item: AppNotification, onGone: () => void) {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.message,
    // docs/behaviour.md §9: info 5 s, warning 6 s, error 7 s; a progress toast closes 10 s after its last update.
    duration: CLOSE_AFTER[item.type],
    closable: true,
    meta: item.progress ? { ...item.progress } : undefined,
    onStatusChange: ({ status }: { status: string }) => {
      if (status === 'unmounted') onGone();
    },
  };
}

/** Brings the toaster in line with the slice: new items shown, changed ones updated, removed ones closed. */
function syncToasts(
  toaster: ToastStore,
  shown: Map<string, AppNotification>,
  items: readonly AppNotification[],
  onClosed: (id: string) => void,
) {
  const current = new Set(items.map((item) => item.id));
  for (const id of [...shown.keys()]) {
    if (!current.has(id)) {
      shown.delete(id);
      toaster.dismiss(id);
    }
  }
  for (const item of items) {
    const previous = shown.get(item.id);
    if (previous === item) continue;
    shown.set(item.id, item);
    // Closed by its timer or its close button: remove it from the slice too.
    const options = toastOptions(item, () => {
      if (shown.delete(item.id)) onClosed(item.id);
    });
    if (previous) toaster.update(item.id, options);
    else toaster.create(options);
  }
}

/** Keeps the toasts in step with the notifications slice: the slice decides, the toaster shows. */
function useSyncToasts(toaster: ToastStore) {
  const items = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  // What the toaster currently shows, by id, to tell new items from updates and removals.
  const shown = useRef(new Map<string, AppNotification>());

  useEffect(() => {
    // Zag's toaster flushes React synchronously: called from a task, it stays out of React's commit phase.
    const task = setTimeout(() =>
      syncToasts(toaster, shown.current, items, (id) => dispatch(dismiss(id))),
    );
    return () => clearTimeout(task);
  }, [items, toaster, dispatch]);
}

/** Renders the notifications slice (docs/behaviour.md §8/§9): bottom right, at most five, colour by type. */
export function Toaster() {
  // One toaster per mounted app (no module-level singleton), so each test store starts empty.
  const [toaster] = useState(() =>
    createToaster({ placement: 'bottom-end', max: NOTIFICATION_LIMIT, pauseOnPageIdle: true }),
  );
  useSyncToasts(toaster);

  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            css={{ '&[data-type=warning]': { bg: 'yellow.solid', color: 'yellow.contrast' } }}
          >
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                // A server's error text can be a whole traceback: a few lines, scrollable, never over the page.
                <Toast.Description maxH="32" overflowY="auto" overflowWrap="anywhere">
                  {toast.description}
                </Toast.Description>
              )}
              {isProgressMeta(toast.meta) && (
                <Progress.Root
                  size="xs"
                  colorPalette="brand"
                  value={toast.meta.count > 0 ? (100 * toast.meta.value) / toast.meta.count : null}
                  aria-label={`${toast.meta.value} of ${toast.meta.count}`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
