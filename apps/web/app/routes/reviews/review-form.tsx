import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATING_MAX } from '@forum/contract/catalogue-rules';
import type { CreatedReview, CreateReviewBody } from '@forum/contract/reviews';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { RadioGroupField, SubmitButton, TextAreaField, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';

const fieldNames = ['rating', 'body'] as const;
const ratings = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => String(REVIEW_RATING_MAX - index));

/**
 * Writing a review (decision 019): for customers; the server says whether the product was delivered,
 * whether it was reviewed already, and whether the text waits for moderation.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const api = useApi();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { user, isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const form = useApiForm(fieldNames);
  const [rating, setRating] = useState('5');

  if (!isHydrated) return null;
  if (!isLoggedIn) {
    return (
      <p className="review-form__why" data-testid="review-login">
        {t('reviewLoginFirst')}{' '}
        <Link to={to(`/login/customer?redirect=${encodeURIComponent(`${pathname}${search}`)}`)}>
          {t('reviewLogIn')}
        </Link>
      </p>
    );
  }
  if (user?.userType !== 'customer') {
    return <p className="review-form__why">{t('reviewCustomersOnly')}</p>;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const body: CreateReviewBody = {
      product: productId,
      rating: Number(rating),
      body: String(new FormData(element).get('body') ?? ''),
    };
    void form.submit(
      () => api.post<CreatedReview>('/reviews', { body }),
      (answer) => {
        toast.success(answer.message);
        element.reset();
        // a published review changes the list and the average
        if (!answer.isHeld) void revalidator.revalidate();
      },
    );
  }

  return (
    <form ref={form.formRef} className="review-form" onSubmit={submit} noValidate data-testid="review-form">
      <h2 className="review-form__title">{t('reviewWriteTitle')}</h2>
      <RadioGroupField
        name="rating"
        legend={t('reviewRatingLabel')}
        options={ratings.map((value) => ({ value, label: t('reviewStars', { stars: value }) }))}
        value={rating}
        onChange={setRating}
        error={form.errors.rating}
      />
      <TextAreaField
        name="body"
        label={t('reviewBodyLabel')}
        required
        minLength={REVIEW_BODY_MIN}
        maxLength={REVIEW_BODY_MAX}
        rows={5}
        hint={t('reviewBodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}
        error={form.errors.body}
        onEdit={form.clearError}
      />
      <SubmitButton isSubmitting={form.isSubmitting}>{t('reviewSubmit')}</SubmitButton>
    </form>
  );
}
