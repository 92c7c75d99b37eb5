import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_DEFAULT_TITLE, type NotificationType } from '@/lib/config/modals';
import type { Messages } from '@/lib/i18n/messages';

/** A title is a message key of the `notifications` namespace, rendered through next-intl. */
export type NotificationTitle = keyof Messages['notifications'];

/** What a notification offers to do besides closing (shell-and-routing.md §8: "Update available … a reload action"). */
export type NotificationAction = 'reload';

export interface Notification {
  id: string;
  type: NotificationType;
  /** Null when the type has no default title and none was given. */
  title: NotificationTitle | null;
  /** A title already translated, shown instead of `title` (a text that lives in another namespace). */
  titleText?: string;
  /** Its one action button, when it has one. */
  action?: NotificationAction;
  /** Text as it is shown (already translated, or the server's own message). */
  message: string;
  /** Epoch ms; the auto-close counts from here (shell-and-routing.md §9). */
  createdAt: number;
}

export interface NotificationsState {
  items: Notification[];
  nextId: number;
}

export const initialNotificationsState: NotificationsState = { items: [], nextId: 1 };

export interface NotificationInput {
  type: NotificationType;
  title?: NotificationTitle;
  titleText?: string;
  action?: NotificationAction;
  message: string;
}

function defaultTitle(type: NotificationType): NotificationTitle | null {
  if (type === 'error') return NOTIFICATION_DEFAULT_TITLE.error;
  if (type === 'success') return NOTIFICATION_DEFAULT_TITLE.success;
  return null;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notificationShown: {
      reducer(state, action: PayloadAction<NotificationInput & { createdAt: number }>) {
        const { type, title, titleText, action: offered, message, createdAt } = action.payload;
        state.items.push({
          id: `notification-${state.nextId}`,
          type,
          title: title ?? defaultTitle(type),
          ...(titleText ? { titleText } : {}),
          ...(offered ? { action: offered } : {}),
          message,
          createdAt,
        });
        state.nextId += 1;
      },
      // The clock is read when the action is made, so the reducer stays pure.
      prepare(input: NotificationInput) {
        return { payload: { ...input, createdAt: Date.now() } };
      },
    },
    notificationClosed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
    /** The user chose the notification's action; it closes, and a listener carries the action out. */
    notificationActionChosen(state, action: PayloadAction<{ id: string; action: NotificationAction }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationShown, notificationClosed, notificationActionChosen } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
