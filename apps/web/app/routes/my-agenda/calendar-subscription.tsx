import type { CalendarFeed } from '@forum/contract/wishlist';
import { useId, useState } from 'react';
import { useActionData } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { IntentButton } from '~/components/intent-button.tsx';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { useCopyLink } from '~/routes/conference/share-button.tsx';

/**
 * A private address of the agenda that calendar apps subscribe to (they look again by themselves).
 * The address is shown once, when made: the server keeps only a hash of its token. A new address
 * replaces the old one; turning it off revokes it.
 */
export function CalendarSubscription({ served }: { served: CalendarFeed | null }) {
  const { t, locale } = useI18n();
  const copyLink = useCopyLink();
  const id = useId();
  // a form sent without scripts answers the page itself, with the new address (shown once)
  const pageAnswer = useActionData();
  const answeredInPage = isFeedAnswer(pageAnswer) ? pageAnswer.feed : null;
  const [answered, setAnswered] = useState<CalendarFeed | null>(null);
  const fetcher = useActionFetcher<{ feed: CalendarFeed }>((answer) => setAnswered(answer.feed));
  const feed = answered ?? answeredInPage ?? served;
  const isBusy = fetcher.state !== 'idle';

  const url = feed?.url ? `${feed.url}${locale === 'en' ? '&locale=en' : ''}` : null;

  return (
    <section className="calendar-feed no-print" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="section-title">
        {t('calendarFeedTitle')}
      </h2>
      <p>{t('calendarFeedLead')}</p>
      {url && (
        <div className="calendar-feed__address">
          <label htmlFor={`${id}-url`}>{t('calendarFeedAddress')}</label>
          <input
            id={`${id}-url`}
            type="text"
            readOnly
            value={url}
            dir="ltr"
            className="field__input"
            data-testid="calendar-feed-url"
          />
          <p className="calendar-feed__note">{t('calendarFeedShownOnce')}</p>
          <p className="calendar-feed__actions">
            <button type="button" className="button button--secondary" onClick={() => copyLink(url)}>
              {t('shareCopyLink')}
            </button>
            <a href={url.replace(/^https?:/, 'webcal:')} className="button button--ghost">
              {t('calendarFeedOpen')}
            </a>
          </p>
        </div>
      )}
      {!url && feed?.isActive && <p data-testid="calendar-feed-active">{t('calendarFeedActive')}</p>}
      <fetcher.Form method="post" className="calendar-feed__actions">
        <ActionFields />
        <IntentButton intent="make" className="button button--secondary" busy={isBusy} data-testid="calendar-feed-make">
          {t(feed?.isActive ? 'calendarFeedRenew' : 'calendarFeedMake')}
        </IntentButton>
        {feed?.isActive && (
          <ConfirmSubmit
            name="intent"
            value="off"
            label={t('calendarFeedOff')}
            className="button button--ghost"
            testId="calendar-feed-off"
            isBusy={isBusy}
            title={t('calendarFeedOffTitle')}
            text={t('calendarFeedOffText')}
            confirmLabel={t('calendarFeedOff')}
            cancelLabel={t('workshopKeep')}
          />
        )}
      </fetcher.Form>
    </section>
  );
}

function isFeedAnswer(value: unknown): value is { feed: CalendarFeed } {
  return typeof value === 'object' && value !== null && 'feed' in value;
}
