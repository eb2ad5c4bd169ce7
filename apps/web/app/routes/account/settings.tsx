import type { NotificationPreferences, Profile } from '@forum/contract/account';
import { accountsUpdateProfileForm } from '@forum/contract/form-fields/accounts.updateProfile';
import { isLocale, type Locale } from '@forum/contract/locale';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { FormMessages, SubmitButton } from '~/components/form.tsx';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { localePath, stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { familyEndpoint } from '~/routes/auth/account-family.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/settings';
import { AccountPageHeader, accountMeta, profileFamily, useAccount } from './account-data.tsx';
import { DELETE_ACCOUNT_INTENT, DeleteAccount } from './delete-account.tsx';

const PATH = '/account/settings';
const PREFERENCES_INTENT = 'preferences';
// the API names a preference by its path: beside the preferences
const PREFERENCE_KEYS = ['notifications.orders', 'notifications.agenda', 'notifications.news'];
// after the emails' language changes to another than the page's, the page offers to switch to it
const OFFER_PARAM = 'offer';

const languages: { value: Locale; label: MessageKey; name: MessageKey }[] = [
  { value: 'ar', label: 'settingsLanguageAr', name: 'settingsLanguageNameAr' },
  { value: 'en', label: 'settingsLanguageEn', name: 'settingsLanguageNameEn' },
];

const notificationChoices: { key: keyof NotificationPreferences; label: MessageKey }[] = [
  { key: 'orders', label: 'settingsNotifyOrders' },
  { key: 'agenda', label: 'settingsNotifyAgenda' },
  { key: 'news', label: 'settingsNotifyNews' },
];

/**
 * The two forms of the page, with or without its scripts (`intent`): the preferences (back here with
 * "saved"), or deleting the account (to the account-type page, the session ended by the API's cookies).
 * The saved profile says which call updates this account type.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const isDeleting = form.text('intent') === DELETE_ACCOUNT_INTENT;
  const saved = await form.send('accounts.profile');
  if (!saved.ok) return form.answer(saved);
  const { profile } = saved.data;
  if (!profile) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }], { status: 403 });
  return isDeleting ? deleteAccount(form, profile) : savePreferences(form, profile);
}

async function savePreferences(form: FormRequest, profile: Profile) {
  const locale = form.text('locale');
  const notifications = Object.fromEntries(
    notificationChoices.map(({ key }) => [key, form.text(`notifications.${key}`) === 'true']),
  ) as NotificationPreferences;
  // only a customer may show a public profile (decision 027)
  const showProfile = profile.userType === 'customer' ? { showProfile: form.text('showProfile') === 'true' } : {};
  const result = await form.send(familyEndpoint(profileFamily(profile.userType), 'updateProfile'), {
    // the language as chosen in the form: the API refuses one it does not offer, beside its field
    body: { locale: locale as Locale, notifications, ...showProfile },
  });
  const offer = isLocale(locale) && locale !== form.locale && locale !== profile.locale ? locale : null;
  return form.answer(result, {
    to: withQuery(form.to(PATH), { [OFFER_PARAM]: offer }),
    message: form.t('settingsSaved'),
    fields: PREFERENCE_KEYS,
  });
}

async function deleteAccount(form: FormRequest, profile: Profile) {
  const result = await form.send(familyEndpoint(profileFamily(profile.userType), 'delete'));
  // as after logging out, the account-type page (docs/product/accounts.md)
  return form.answer(result, {
    to: form.to('/account-type'),
    message: (done) => done.message || form.t('deleteAccountDone'),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'settingsTitle');
}

/** The language the forum writes in, which emails to receive, a customer's public profile, and deleting the account. */
export default function AccountSettings() {
  const { t } = useI18n();
  const { profile } = useAccount();
  // after a save the page comes again (a new entry): the form starts from what the server now holds
  const { key } = useLocation();
  return (
    <div className="account-page">
      <AccountPageHeader title={t('settingsTitle')} lead={t('settingsLead')} />
      <PreferencesForm key={key} profile={profile} />
      {profile.userType === 'staff' ? null : <DeleteAccount userType={profile.userType} />}
    </div>
  );
}

function PreferencesForm({ profile }: { profile: Profile }) {
  const { t, locale: pageLocale } = useI18n();
  const to = useLocalePath();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { formRef, errors, clearError, onSubmit, isSubmitting, values, inlineMessages } = useForm(
    accountsUpdateProfileForm,
    { extra: PREFERENCE_KEYS, intent: PREFERENCES_INTENT },
  );
  // a refused form sent without scripts comes back as it was sent
  const isEchoed = values.intent === PREFERENCES_INTENT;
  const checkedLocale = isEchoed && isLocale(values.locale) ? values.locale : profile.locale;
  const offeredLocale = searchParams.get(OFFER_PARAM);
  const offered = languages.find((language) => language.value === offeredLocale && language.value !== pageLocale);
  const fieldError =
    errors.locale ?? errors.showProfile ?? Object.entries(errors).find(([key]) => key.startsWith('notif'))?.[1];

  return (
    <Form method="post" ref={formRef} className="account-card form" noValidate onSubmit={onSubmit} replace>
      <input type="hidden" name="intent" value={PREFERENCES_INTENT} />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('settingsLanguage')}</legend>
        {languages.map((language) => (
          <label key={language.value} className="checkbox">
            <input
              type="radio"
              name="locale"
              value={language.value}
              defaultChecked={checkedLocale === language.value}
              onChange={() => clearError('locale')}
            />
            <span lang={language.value}>{t(language.label)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('settingsNotifications')}</legend>
        {notificationChoices.map((choice) => {
          const name = `notifications.${choice.key}`;
          return (
            <label key={choice.key} className="checkbox">
              <input
                type="checkbox"
                name={name}
                value="true"
                defaultChecked={isEchoed ? values[name] === 'true' : profile.notifications[choice.key]}
              />
              <span>{t(choice.label)}</span>
            </label>
          );
        })}
      </fieldset>
      {profile.userType === 'customer' ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('settingsPublicProfile')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              name="showProfile"
              value="true"
              defaultChecked={isEchoed ? values.showProfile === 'true' : profile.showProfile}
            />
            <span>{t('settingsShowProfile')}</span>
          </label>
          {profile.showProfile ? (
            <Link to={to(`/account/profile/${profile.publicId}`)}>{t('settingsViewProfile')}</Link>
          ) : null}
        </fieldset>
      ) : null}
      {fieldError ? <p className="field__error">{fieldError}</p> : null}
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('settingsSave')}</SubmitButton>
      {offered ? (
        <div
          className="spread-row account-notice account-notice--info"
          role="status"
          data-testid="switch-language-offer"
        >
          <span>{t('settingsSwitchOffer', { language: t(offered.name) })}</span>
          <Link
            to={localePath(offered.value, stripLocale(location.pathname))}
            className="button button--ghost"
            hrefLang={offered.value}
            reloadDocument
          >
            {t('settingsSwitchSite', { language: t(offered.name) })}
          </Link>
        </div>
      ) : null}
    </Form>
  );
}
