import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { InfoAside } from './info-layout.tsx';

/** The pages a reader of the forum's texts most often looks for next. */
export const GENERAL_LINKS: { path: string; label: MessageKey }[] = [
  { path: '/about-us', label: 'site_about' },
  { path: '/faq', label: 'site_faq' },
  { path: '/contact-us', label: 'site_contact' },
];

/** A short list of related pages beside a text. */
export function SeeAlso({ links }: { links: { path: string; label: MessageKey }[] }) {
  const { t } = useI18n();
  return (
    <InfoAside headingId="see-also-title" title={t('infoSeeAlso')}>
      <AsideLinks links={links} />
    </InfoAside>
  );
}

/** Links to other pages in an aside, one a line, each with its arrow. */
export function AsideLinks({ links }: { links: { path: string; label: MessageKey }[] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <ul className="info-aside__links">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={to(link.path)} className="link-arrow">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
