import type { Dispatch } from '@reduxjs/toolkit';
import { dismiss, notify } from '../notifications/notificationsSlice';
import { isProgressPayload, type ProgressPayload, type SocketEventAction } from './socketEvents';

export type NotificationHandler = (
  payloads: readonly unknown[],
  action: SocketEventAction,
  dispatch: Dispatch,
) => void;

/** 'message' events: each text becomes an info notification. */
export const showMessages: NotificationHandler = (payloads, action, dispatch) => {
  if (action !== 'update') return;
  for (const text of payloads) {
    if (typeof text === 'string' && text.trim() !== '')
      dispatch(notify({ type: 'info', title: 'Notification', message: text }));
  }
};

const progressNotificationId = (id: string | number) => `progress-${id}`;

/**
 * 'progress' events: one notification per server job, updated in place. When done it becomes a plain
 * success notification, so the toaster closes it on its usual schedule; 'delete' closes it at once.
 */
export const showProgress: NotificationHandler = (payloads, action, dispatch) => {
  if (action === 'delete') {
    for (const id of payloads) {
      if (typeof id === 'string' || typeof id === 'number')
        dispatch(dismiss(progressNotificationId(id)));
    }
    return;
  }
  // Several updates of one job can share a batch: only the latest matters.
  const latest = new Map<string | number, ProgressPayload>();
  for (const payload of payloads) if (isProgressPayload(payload)) latest.set(payload.id, payload);
  for (const { id, header, name, value, count } of latest.values()) {
    const done = value >= count;
    dispatch(
      notify({
        id: progressNotificationId(id),
        type: done ? 'success' : 'loading',
        title: header,
        message: name,
        ...(done ? {} : { progress: { value, count } }),
      }),
    );
  }
};
