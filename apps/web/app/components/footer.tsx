import { telephoneLinkOf, withProtocol } from '@forum/contract/links';
import type { SiteSettings } from '@forum/contract/settings';
import { Link } from 'react-router';
import { TitledSection } from '~/components/titled-section.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';

// the design-system page is for the site's builders: reachable by its address, never linked (issue 36)
const links: { path: string; label: MessageKey }[] = [
  { path: '/about-us', label: 'aboutUs' },
  { path: '/faq', label: 'faq' },
  { path: '/contact-us', label: 'footerContact' },
  { path: '/terms-conditions', label: 'terms' },
  { path: '/sitemap', label: 'sitemap' },
];

export function Footer({ settings }: { settings: SiteSettings }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { contacts, social, appLinks } = settings;
  const stores = [
    { href: appLinks.apple, label: 'appStore' as const },
    { href: appLinks.google, label: 'googlePlay' as const },
  ].flatMap((store) => (store.href ? [{ ...store, href: store.href }] : []));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <TitledSection headingId="footer-about" title={settings.name} titleClassName="site-footer__title">
          <p>{settings.description}</p>
        </TitledSection>
        <TitledSection headingId="footer-contact" title={t('footerContact')} titleClassName="site-footer__title">
          <ul className="site-footer__list">
            {contacts.email && (
              <li>
                {t('emailLabel')}: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
            )}
            {contacts.telephone && (
              <li>
                {t('phoneLabel')}:{' '}
                <a href={telephoneLinkOf(contacts.telephone)} dir="ltr">
                  {contacts.telephone}
                </a>
              </li>
            )}
            {contacts.whatsapp && (
              <li>
                {t('whatsappLabel')}:{' '}
                <a href={`https://wa.me/${contacts.whatsapp.replace(/\D/g, '')}`} dir="ltr">
                  {contacts.whatsapp}
                </a>
              </li>
            )}
            {contacts.address && <li>{contacts.address}</li>}
          </ul>
        </TitledSection>
        <TitledSection headingId="footer-links" title={t('footerLinks')} titleClassName="site-footer__title">
          <ul className="site-footer__list">
            {links.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection headingId="footer-follow" title={t('footerFollow')} titleClassName="site-footer__title">
          <ul className="site-footer__list site-footer__social">
            {social.map((item) => (
              <li key={item.network}>
                <a href={withProtocol(item.url)} rel="noopener noreferrer" target="_blank">
                  {t(`social_${item.network}`)}
                </a>
              </li>
            ))}
          </ul>
          {stores.length > 0 && (
            <>
              <h2 className="site-footer__title">{t('footerApps')}</h2>
              <ul className="site-footer__list">
                {stores.map((store) => (
                  <li key={store.label}>
                    <a href={withProtocol(store.href)} rel="noopener noreferrer">
                      {t(store.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </TitledSection>
      </div>
      <p className="container site-footer__rights">
        {t('rights', { year: new Date().getFullYear(), name: settings.name })}
      </p>
    </footer>
  );
}
