import { telephoneLinkOf } from '@forum/contract/links';
import type { SiteSettings } from '@forum/contract/settings';
import { useI18n } from '~/i18n/i18n.tsx';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from './info-icons.tsx';

/** The forum's contacts from the settings: email, telephone, WhatsApp and address, each a link where it can be. */
export function ForumContacts({ contacts }: { contacts: SiteSettings['contacts'] }) {
  const { t } = useI18n();
  return (
    <dl className="contact-list">
      {contacts.email ? (
        <div className="contact-list__item">
          <dt>
            <MailIcon /> {t('emailLabel')}
          </dt>
          <dd>
            <a href={`mailto:${contacts.email}`} dir="ltr">
              {contacts.email}
            </a>
          </dd>
        </div>
      ) : null}
      {contacts.telephone ? (
        <div className="contact-list__item">
          <dt>
            <PhoneIcon /> {t('phoneLabel')}
          </dt>
          <dd>
            <a href={telephoneLinkOf(contacts.telephone)} dir="ltr">
              {contacts.telephone}
            </a>
          </dd>
        </div>
      ) : null}
      {contacts.whatsapp ? (
        <div className="contact-list__item">
          <dt>
            <WhatsappIcon /> {t('whatsappLabel')}
          </dt>
          <dd>
            <a href={`https://wa.me/${contacts.whatsapp.replace(/\D/g, '')}`} dir="ltr" rel="noopener noreferrer">
              {contacts.whatsapp}
            </a>
          </dd>
        </div>
      ) : null}
      {contacts.address ? (
        <div className="contact-list__item">
          <dt>
            <PinIcon /> {t('contactAddress')}
          </dt>
          <dd>
            <address>{contacts.address}</address>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
