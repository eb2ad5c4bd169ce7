import type {
  MyWorkshopsResponse,
  Registration,
  RegistrationResponse,
  WorkshopSummary,
} from '@forum/contract/workshops';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { useConfirm } from '~/components/confirm-dialog.tsx';
import { useToast } from '~/components/toasts.tsx';
import { stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';

/**
 * The current user's workshop registrations, loaded in the browser (public pages are the same for
 * everyone, decision 006); `initial` when a personal page loaded them already.
 */
export function useMyRegistrations(initial?: MyWorkshopsResponse['items']) {
  const api = useApi();
  const { user } = useSession();
  const isCustomer = user?.userType === 'customer';
  const [registrations, setRegistrations] = useState<Map<number, Registration>>(
    () => new Map(initial?.map((item) => [item.workshop.id, item.registration])),
  );
  useEffect(() => {
    if (!isCustomer || initial) return;
    const controller = new AbortController();
    void api.get<MyWorkshopsResponse>('/workshops/registrations', { signal: controller.signal }).then((result) => {
      if (result.ok) setRegistrations(new Map(result.data.items.map((item) => [item.workshop.id, item.registration])));
    });
    return () => controller.abort();
  }, [api, isCustomer, initial]);

  const update = (workshopId: number, registration: Registration | null) =>
    setRegistrations((current) => {
      const next = new Map(current);
      if (registration) next.set(workshopId, registration);
      else next.delete(workshopId);
      return next;
    });
  return { registrations, update };
}

/**
 * Register, join the waiting list, or cancel: for customers; a visitor is asked to log in and come back,
 * an exhibitor is told the registration is for visitors' accounts (docs/product/conference-and-workshops.md).
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
  const api = useApi();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const { user, isLoggedIn } = useSession();
  const [isBusy, setBusy] = useState(false);
  const confirm = useConfirm({
    title: t(registration?.status === 'waitlisted' ? 'workshopLeaveTitle' : 'workshopCancelTitle'),
    text: t(registration?.status === 'waitlisted' ? 'workshopLeaveText' : 'workshopCancelText', {
      title: workshop.title,
    }),
    confirmLabel: t(registration?.status === 'waitlisted' ? 'workshopLeave' : 'workshopCancel'),
    cancelLabel: t('workshopKeep'),
  });

  async function call(method: 'post' | 'delete') {
    setBusy(true);
    const result = await api[method]<RegistrationResponse>(`/workshops/${workshop.id}/registration`);
    setBusy(false);
    if (!result.ok) {
      if (!result.isCancelled) toast.errors(result.errors);
      return;
    }
    onChange(result.data);
    const status = result.data.registration?.status;
    toast.success(
      t(
        status === 'registered'
          ? 'workshopRegistered'
          : status === 'waitlisted'
            ? 'workshopWaitlisted'
            : 'workshopCancelled',
        {
          title: workshop.title,
          position: result.data.registration?.position ?? 0,
        },
      ),
    );
  }

  if (registration) {
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
          <button
            type="button"
            className="button button--ghost"
            onClick={() => confirm.ask(() => void call('delete'))}
            disabled={isBusy}
            aria-busy={isBusy}
            aria-haspopup="dialog"
            data-testid="workshop-cancel"
          >
            {t(registration.status === 'waitlisted' ? 'workshopLeave' : 'workshopCancel')}
          </button>
        )}
        {confirm.dialog}
      </div>
    );
  }

  if (!workshop.isOpen) {
    return <p className="registration__state registration__state--closed">{t('workshopClosed')}</p>;
  }
  if (!isLoggedIn) {
    const back = encodeURIComponent(`${stripLocale(pathname)}${search}`);
    return (
      <Link
        to={to(`/login/customer?redirect=${back}`)}
        className="button button--secondary"
        data-testid="workshop-login"
      >
        {t('workshopLoginToRegister')}
      </Link>
    );
  }
  if (user?.userType !== 'customer') {
    return <p className="registration__state registration__state--closed">{t('workshopCustomersOnly')}</p>;
  }
  const isFull = workshop.seatsLeft === 0;
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void call('post')}
      disabled={isBusy}
      aria-busy={isBusy}
      data-testid="workshop-register"
    >
      {t(isFull ? 'workshopJoinWaitingList' : 'workshopRegister')}
    </button>
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
