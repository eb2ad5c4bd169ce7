import type { NotificationPreferences, Profile, ProfileResponse } from '@forum/contract/account';
import type { Locale } from '@forum/contract/locale';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { SubmitButton, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { localePath, stripLocale, useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/settings';
import { accountMeta, profileUpdatePath, useAccount } from './account-data.ts';
import { DeleteAccount } from './delete-account.tsx';
import './account.css';

const ERROR_KEYS = ['locale', 'notifications', 'notifications.orders', 'notifications.agenda', 'notifications.news'];

const languages: { value: Locale; label: MessageKey; name: MessageKey }[] = [
  { value: 'ar', label: 'settingsLanguageAr', name: 'settingsLanguageNameAr' },
  { value: 'en', label: 'settingsLanguageEn', name: 'settingsLanguageNameEn' },
];

const notificationChoices: { key: keyof NotificationPreferences; label: MessageKey }[] = [
  { key: 'orders', label: 'settingsNotifyOrders' },
  { key: 'agenda', label: 'settingsNotifyAgenda' },
  { key: 'news', label: 'settingsNotifyNews' },
];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'settingsTitle');
}

/** The language the forum writes in, which emails to receive, and deleting the account. */
export default function AccountSettings() {
  const { t } = useI18n();
  const { profile } = useAccount();
  return (
    <div className="account-page">
      <header className="account-page__header">
        <h1 className="account-page__title">{t('settingsTitle')}</h1>
        <p className="account-page__lead">{t('settingsLead')}</p>
      </header>
      <PreferencesForm profile={profile} />
      {profile.userType === 'staff' ? null : <DeleteAccount userType={profile.userType} />}
    </div>
  );
}

function PreferencesForm({ profile }: { profile: Profile }) {
  const { t, locale: pageLocale } = useI18n();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const location = useLocation();
  const form = useApiForm(ERROR_KEYS);
  const [emailLocale, setEmailLocale] = useState<Locale>(profile.locale);
  const [notifications, setNotifications] = useState<NotificationPreferences>(profile.notifications);
  // after changing the emails to a language other than the page's, the page offers to switch to it
  const [offeredLocale, setOfferedLocale] = useState<Locale | null>(null);
  const offered = languages.find((language) => language.value === offeredLocale);
  const fieldError = form.errors.locale ?? Object.entries(form.errors).find(([key]) => key.startsWith('notif'))?.[1];

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOfferedLocale(null);
    await form.submit(
      () =>
        api.post<ProfileResponse>(profileUpdatePath(profile.userType), {
          body: { locale: emailLocale, notifications },
        }),
      async () => {
        toast.success(t('settingsSaved'));
        if (emailLocale !== pageLocale && emailLocale !== profile.locale) setOfferedLocale(emailLocale);
        await revalidator.revalidate();
      },
    );
  }

  return (
    <form ref={form.formRef} className="account-card form" noValidate onSubmit={save}>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('settingsLanguage')}</legend>
        {languages.map((language) => (
          <label key={language.value} className="checkbox">
            <input
              type="radio"
              name="locale"
              value={language.value}
              checked={emailLocale === language.value}
              onChange={() => {
                setEmailLocale(language.value);
                form.clearError('locale');
              }}
            />
            <span lang={language.value}>{t(language.label)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('settingsNotifications')}</legend>
        {notificationChoices.map((choice) => (
          <label key={choice.key} className="checkbox">
            <input
              type="checkbox"
              name={`notifications.${choice.key}`}
              checked={notifications[choice.key]}
              onChange={(event) => setNotifications({ ...notifications, [choice.key]: event.target.checked })}
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </fieldset>
      {fieldError ? <p className="field__error">{fieldError}</p> : null}
      <SubmitButton isSubmitting={form.isSubmitting}>{t('settingsSave')}</SubmitButton>
      {offered ? (
        <div className="account-notice account-notice--info" role="status" data-testid="switch-language-offer">
          <span>{t('settingsSwitchOffer', { language: t(offered.name) })}</span>
          <Link
            to={`${localePath(offered.value, stripLocale(location.pathname))}${location.search}`}
            className="button button--ghost"
            hrefLang={offered.value}
            reloadDocument
          >
            {t('settingsSwitchSite', { language: t(offered.name) })}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
