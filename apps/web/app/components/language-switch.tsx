import { Link, useLocation } from 'react-router';
import { localePath, stripLocale, useI18n } from '~/i18n/i18n.tsx';

/**
 * The same page in the other language, with its query and fragment. `className` places it (the header's
 * bar, or the phone menu where the bar is too narrow); only the bar's switch carries the test id.
 */
export function LanguageSwitch({
  className = 'language-switch',
  testId = 'language-switch',
}: {
  className?: string;
  testId?: string;
}) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  const target = `${localePath(other, stripLocale(location.pathname))}${location.search}${location.hash}`;
  return (
    <Link
      to={target}
      className={className}
      lang={other}
      hrefLang={other}
      aria-label={t('switchLanguageLabel')}
      data-testid={testId}
      reloadDocument
    >
      {t('switchLanguage')}
    </Link>
  );
}
