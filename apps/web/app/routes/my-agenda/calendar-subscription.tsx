import type { CalendarFeed, CalendarFeedResponse } from '@forum/contract/wishlist';
import { useEffect, useId, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useConfirm } from '~/components/confirm-dialog.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/**
 * A private address of the agenda that calendar apps subscribe to (they look again by themselves).
 * The address is shown once, when made: the server keeps only a hash of its token. A new address
 * replaces the old one; turning it off revokes it.
 */
export function CalendarSubscription() {
  const { t, locale } = useI18n();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [isBusy, setBusy] = useState(false);
  const confirm = useConfirm({
    title: t('calendarFeedOffTitle'),
    text: t('calendarFeedOffText'),
    confirmLabel: t('calendarFeedOff'),
    cancelLabel: t('workshopKeep'),
  });

  useEffect(() => {
    const controller = new AbortController();
    void api.get<CalendarFeedResponse>('/wishlist/calendar', { signal: controller.signal }).then((result) => {
      if (result.ok) setFeed(result.data.feed);
    });
    return () => controller.abort();
  }, [api]);

  async function change(method: 'post' | 'delete') {
    setBusy(true);
    const result = await api[method]<CalendarFeedResponse>('/wishlist/calendar');
    setBusy(false);
    if (!result.ok) {
      if (!result.isCancelled) toast.errors(result.errors);
      return;
    }
    setFeed(result.data.feed);
    toast.success(t(method === 'post' ? 'calendarFeedMade' : 'calendarFeedRevoked'));
  }

  const url = feed?.url ? `${feed.url}${locale === 'en' ? '&locale=en' : ''}` : null;
  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('shareCopied'));
    } catch {
      toast.error(t('shareFailed'));
    }
  }

  return (
    <section className="calendar-feed no-print" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="conference-section__title">
        {t('calendarFeedTitle')}
      </h2>
      <p>{t('calendarFeedLead')}</p>
      {url && (
        <div className="calendar-feed__address">
          <label htmlFor={`${id}-url`}>{t('calendarFeedAddress')}</label>
          <input id={`${id}-url`} type="text" readOnly value={url} dir="ltr" data-testid="calendar-feed-url" />
          <p className="calendar-feed__note">{t('calendarFeedShownOnce')}</p>
          <p className="calendar-feed__actions">
            <button type="button" className="button button--secondary" onClick={copy}>
              {t('shareCopyLink')}
            </button>
            <a href={url.replace(/^https?:/, 'webcal:')} className="button button--ghost">
              {t('calendarFeedOpen')}
            </a>
          </p>
        </div>
      )}
      {!url && feed?.isActive && <p data-testid="calendar-feed-active">{t('calendarFeedActive')}</p>}
      <p className="calendar-feed__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void change('post')}
          disabled={isBusy || feed === null}
          data-testid="calendar-feed-make"
        >
          {t(feed?.isActive ? 'calendarFeedRenew' : 'calendarFeedMake')}
        </button>
        {feed?.isActive && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => confirm.ask(() => void change('delete'))}
            disabled={isBusy}
            aria-haspopup="dialog"
            data-testid="calendar-feed-off"
          >
            {t('calendarFeedOff')}
          </button>
        )}
      </p>
      {confirm.dialog}
    </section>
  );
}
