'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TYPES_WITHOUT_TIMEOUT } from '@/lib/config/modals';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  notificationActionChosen,
  notificationClosed,
  selectNotifications,
  type Notification,
  type NotificationAction,
  type NotificationTitle,
} from '@/store/slices/notifications';

/** The label of each notification action (a key of the `notifications` messages). */
const ACTION_LABEL: Readonly<Record<NotificationAction, NotificationTitle>> = { reload: 'update_reload' };

/**
 * The notifications of the page. Two live regions that are always there (so screen readers
 * announce what arrives): errors in an alert region, the rest in a polite status region.
 */
export function NotificationHost() {
  const t = useTranslations('notifications');
  const items = useAppSelector(selectNotifications);
  const errors = items.filter((item) => item.type === 'error');
  const others = items.filter((item) => item.type !== 'error');
  return (
    <div className="notifications">
      <div role="alert" aria-label={t('errors')} className="notifications__list">
        {errors.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-label={t('region')} className="notifications__list">
        {others.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}

function NotificationItem({ item }: { item: Notification }) {
  const t = useTranslations('notifications');
  const dispatch = useAppDispatch();
  const { id, type, createdAt, action } = item;
  const title = item.titleText ?? (item.title ? t(item.title) : null);

  // Auto-close 10 s after it was shown (shell-and-routing.md §9), except the types that wait for the user.
  useEffect(() => {
    if (NOTIFICATION_TYPES_WITHOUT_TIMEOUT.includes(type)) return;
    const left = Math.min(NOTIFICATION_AUTO_CLOSE_MS, Math.max(0, createdAt + NOTIFICATION_AUTO_CLOSE_MS - Date.now()));
    const timer = setTimeout(() => dispatch(notificationClosed({ id })), left);
    return () => clearTimeout(timer);
  }, [id, type, createdAt, dispatch]);

  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <article
      className={`notification notification--${type}`}
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title && item.message ? messageId : undefined}
    >
      <div className="notification__body">
        {title ? (
          <p id={titleId} className="notification__title">
            {title}
          </p>
        ) : null}
        {item.message ? (
          <p id={messageId} className="notification__message">
            {item.message}
          </p>
        ) : null}
        {action ? (
          <button
            type="button"
            className="btn btn--accent notification__action"
            onClick={() => dispatch(notificationActionChosen({ id, action }))}
          >
            {t(ACTION_LABEL[action])}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label={t('close')}
        onClick={() => dispatch(notificationClosed({ id }))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </article>
  );
}
