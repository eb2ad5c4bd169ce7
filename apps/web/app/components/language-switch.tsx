import { Link, useLocation } from 'react-router';
import { localePath, stripLocale, useI18n } from '~/i18n/i18n.tsx';

/** The same page in the other language, with its query and fragment. */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  const location = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  const target = `${localePath(other, stripLocale(location.pathname))}${location.search}${location.hash}`;
  return (
    <Link
      to={target}
      className="language-switch"
      lang={other}
      hrefLang={other}
      aria-label={t('switchLanguageLabel')}
      data-testid="language-switch"
      reloadDocument
    >
      {t('switchLanguage')}
    </Link>
  );
}
