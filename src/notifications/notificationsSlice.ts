import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationType = 'info' | 'warning' | 'error' | 'success' | 'loading';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Progress notifications are updated in place by id, and not closed automatically. */
  progress?: { value: number; count: number };
}

/** Close times of docs/behaviour.md §9, in ms. */
export const CLOSE_AFTER: Record<NotificationType, number | undefined> = {
  info: 5000,
  success: 5000,
  warning: 6000,
  error: 7000,
  loading: 10000,
};

export const NOTIFICATION_LIMIT = 5;

interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

type NewNotification = Omit<AppNotification, 'id'> & { id?: string };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Shows a notification, or updates the one with the same id. */
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const index = state.items.findIndex((item) => item.id === action.payload.id);
        if (index >= 0) state.items[index] = action.payload;
        else state.items.push(action.payload);
        // Oldest go first when the toaster is full.
        if (state.items.length > NOTIFICATION_LIMIT)
          state.items.splice(0, state.items.length - NOTIFICATION_LIMIT);
      },
      prepare(notification: NewNotification) {
        return { payload: { ...notification, id: notification.id ?? nanoid() } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
