import type { Registration, RegistrationResponse, WorkshopSummary } from '@forum/contract/workshops';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { IntentButton } from '~/components/intent-button.tsx';
import { ActionFields, ENHANCED_FIELD } from '~/features/forms/action-fields.tsx';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { useSession } from '~/features/session/session.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';

/**
 * Register, join the waiting list, or cancel: forms posted to the workshop's registration action, so
 * they work before and without the page's scripts; with scripts they are sent in place. The API
 * decides who may: a guest is sent to log in and back, an exhibitor is told the registration is for
 * visitors' accounts (docs/product/conference-and-workshops.md).
 */
export function RegistrationControl({
  workshop,
  registration,
  onChange,
}: {
  workshop: WorkshopSummary;
  registration: Registration | undefined;
  onChange: (answer: RegistrationResponse) => void;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const isHydrated = useHydrated();
  const { user, isLoggedIn } = useSession();
  const fetcher = useActionFetcher<{ answer: RegistrationResponse }>((done) => onChange(done.answer));
  const isBusy = fetcher.state !== 'idle';
  const action = to(`/workshops/${workshop.id}/registration`);

  if (registration) {
    const isWaiting = registration.status === 'waitlisted';
    return (
      <div className="registration" data-testid="workshop-registration">
        <p
          className={`registration__state registration__state--${registration.status}`}
          data-testid="registration-state"
        >
          {registration.status === 'registered'
            ? t('workshopYouAreRegistered')
            : t('workshopYouAreWaiting', { position: registration.position ?? 0 })}
        </p>
        {workshop.isOpen && (
          <fetcher.Form method="post" action={action}>
            <ActionFields />
            <ConfirmSubmit
              name="intent"
              value="cancel"
              label={t(isWaiting ? 'workshopLeave' : 'workshopCancel')}
              className="button button--ghost"
              testId="workshop-cancel"
              isBusy={isBusy}
              title={t(isWaiting ? 'workshopLeaveTitle' : 'workshopCancelTitle')}
              text={t(isWaiting ? 'workshopLeaveText' : 'workshopCancelText', { title: workshop.title })}
              confirmLabel={t(isWaiting ? 'workshopLeave' : 'workshopCancel')}
              cancelLabel={t('workshopKeep')}
            />
          </fetcher.Form>
        )}
      </div>
    );
  }

  if (!workshop.isOpen) {
    return <p className="registration__state registration__state--closed">{t('workshopClosed')}</p>;
  }
  // known from the session's answer: an account that is not a visitor's cannot register
  if (isLoggedIn && user?.userType !== 'customer') {
    return <p className="registration__state registration__state--closed">{t('workshopCustomersOnly')}</p>;
  }
  const isFull = workshop.seatsLeft === 0;
  return (
    <fetcher.Form method="post" action={action}>
      {/* a visitor not (yet) known as logged in posts as a plain form (the first value counts): a
          refusal leads to the login and back */}
      {isHydrated && !isLoggedIn && <input type="hidden" name={ENHANCED_FIELD} value="" />}
      <ActionFields />
      <IntentButton
        intent="register"
        className="button button--secondary"
        busy={isBusy}
        data-testid="workshop-register"
      >
        {t(isFull ? 'workshopJoinWaitingList' : 'workshopRegister')}
      </IntentButton>
    </fetcher.Form>
  );
}

/** Seats left as words and as a bar (the bar only repeats the words). */
export function Seats({ workshop }: { workshop: WorkshopSummary }) {
  const { t } = useI18n();
  const taken = Math.min(workshop.capacity, workshop.capacity - workshop.seatsLeft);
  return (
    <div className="seats" data-testid="workshop-seats">
      <p className="seats__text">
        {workshop.seatsLeft > 0
          ? t('workshopSeatsLeft', { count: workshop.seatsLeft, capacity: workshop.capacity })
          : t('workshopFull', { count: workshop.waitingList })}
      </p>
      <meter className="seats__bar" min={0} max={workshop.capacity} value={taken} aria-hidden="true" />
    </div>
  );
}
