import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATING_MAX } from '@forum/contract/catalogue-rules';
import { XSRF_COOKIE } from '@forum/contract/cookies';
import { reviewsCreateForm } from '@forum/contract/form-fields/reviews.create';
import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { RadioGroupField } from '~/components/choice-fields.tsx';
import { EchoedValues, FormMessages, SubmitButton, TextAreaField } from '~/components/form.tsx';
import { RETURN_FIELD } from '~/features/forms/action-fields.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useSession } from '~/features/session/session.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';

const ratings = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => String(REVIEW_RATING_MAX - index));

/**
 * Writing a review (decision 019): for customers; the server says whether the product was delivered,
 * whether it was reviewed already, and whether the text waits for moderation. A form posted to the
 * reviews page's action, so it works before and without the page's scripts; a visitor without an
 * account who sends it is asked to log in and comes back.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const isHydrated = useHydrated();
  const { user, isLoggedIn } = useSession();
  const location = useLocation();
  const form = useForm(reviewsCreateForm);
  const [rating, setRating] = useState(form.values.rating ?? '5');

  // known once the page runs: no session at all, or a guest's, is asked to log in first
  if (isHydrated && (!hasSessionCookie() || user?.userType === 'guest')) {
    return (
      <p className="review-form__why" data-testid="review-login">
        {t('reviewLoginFirst')}{' '}
        <Link to={to(`/login/customer?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`)}>
          {t('reviewLogIn')}
        </Link>
      </p>
    );
  }
  if (isLoggedIn && user?.userType !== 'customer') {
    return <p className="review-form__why">{t('reviewCustomersOnly')}</p>;
  }

  return (
    <Form
      // a review sent (the page comes back with it): the next one starts empty
      key={location.key}
      method="post"
      ref={form.formRef}
      className="review-form"
      onSubmit={form.onSubmit}
      noValidate
      data-testid="review-form"
    >
      <h2 className="review-form__title">{t('reviewWriteTitle')}</h2>
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <EchoedValues values={form.values}>
        <RadioGroupField
          name="rating"
          legend={t('reviewRatingLabel')}
          options={ratings.map((value) => ({ value, label: t('reviewStars', { stars: value }) }))}
          value={rating}
          onChange={setRating}
          error={form.field('rating').error}
        />
        <TextAreaField
          {...form.field('body')}
          label={t('reviewBodyLabel')}
          rows={5}
          hint={t('reviewBodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}
        />
      </EchoedValues>
      <FormMessages messages={form.inlineMessages} />
      <SubmitButton isSubmitting={form.isSubmitting}>{t('reviewSubmit')}</SubmitButton>
    </Form>
  );
}

function hasSessionCookie(): boolean {
  return document.cookie.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`));
}
