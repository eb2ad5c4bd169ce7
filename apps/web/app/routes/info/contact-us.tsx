import type { SiteSettings } from '@forum/contract/settings';
import { Link, useSearchParams } from 'react-router';
import { SelectField, SubmitButton, TextAreaField, TextField } from '~/components/form.tsx';
import { createTranslator, localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useRootData } from '~/root.tsx';
import type { Route } from './+types/contact-us';
import {
  CONTACT_MESSAGE_TYPES,
  isContactMessageType,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from './enquiry-fields.ts';
import { ForumContacts } from './forum-contacts.tsx';
import { PageHeader } from './info-layout.tsx';
import { infoMeta, organizationJsonLd } from './info-meta.ts';
import { SentMessage } from './sent-message.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

const PATH = '/contact-us';
const FIELDS = ['name', 'email', 'telephone', 'subject', 'messageType', 'message'] as const;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site) return [];
  const t = createTranslator(root.messages);
  const organization = organizationJsonLd(root.origin, root.locale, root.site);
  const { contacts } = root.site.settings;
  return infoMeta(root, {
    title: t('contactTitle'),
    description: t('contactDescription', { site: root.site.settings.name }),
    path: PATH,
    jsonLd: [
      {
        ...organization,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: contacts.email,
          telephone: contacts.telephone,
          availableLanguage: ['ar', 'en'],
        },
      },
      {
        '@type': 'ContactPage',
        name: t('contactTitle'),
        url: `${root.origin}${localePath(root.locale, PATH)}`,
        about: { '@id': organization['@id'] },
      },
    ],
  });
}

/** The contact form (stored and emailed to the forum by the API) beside the forum's own contacts. */
export default function ContactUs() {
  const { t } = useI18n();
  const settings = useRootData()?.site?.settings;
  return (
    <>
      <PageHeader title={t('contactTitle')} lead={t('contactLead')} />
      <div className="container info-body info-body--with-aside">
        <ContactForm />
        {settings ? <ContactDetails settings={settings} /> : null}
      </div>
    </>
  );
}

function ContactForm() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const { formRef, errors, isSubmitting, clearError, sent, sendAnother, isHydrated, onSubmit } = useEnquiryForm(
    '/contact-us',
    FIELDS,
  );
  // other pages may open the form about something: /contact-us?type=sponsorship&subject=…
  const presetType = searchParams.get('type');
  const presetSubject = searchParams.get('subject') ?? undefined;

  if (sent) {
    return (
      <SentMessage title={t('contactSentTitle')} message={sent} again={t('contactSendAnother')} onAgain={sendAnother} />
    );
  }

  return (
    <section className="info-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="info-card__title">
        {t('contactFormTitle')}
      </h2>
      <p className="info-card__note">{t('requiredNote')}</p>
      <form
        ref={formRef}
        method="post"
        className="form"
        onSubmit={onSubmit}
        noValidate
        data-testid="contact-form"
        data-enhanced={isHydrated || undefined}
      >
        <div className="form__row">
          <TextField
            name="name"
            label={t('contactName')}
            autoComplete="name"
            required
            maxLength={80}
            error={errors.name}
            onEdit={clearError}
          />
          <TextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            dir="ltr"
            required
            error={errors.email}
            onEdit={clearError}
          />
        </div>
        <div className="form__row">
          <TextField
            name="telephone"
            type="tel"
            label={t('contactTelephone')}
            autoComplete="tel"
            dir="ltr"
            hint={t('telephoneHint')}
            error={errors.telephone}
            onEdit={clearError}
          />
          <SelectField
            name="messageType"
            label={t('contactMessageType')}
            placeholder={t('contactMessageTypePlaceholder')}
            required
            {...(isContactMessageType(presetType) ? { defaultValue: presetType } : {})}
            options={CONTACT_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`contactType_${type}`) }))}
            error={errors.messageType}
            onEdit={clearError}
          />
        </div>
        <TextField
          name="subject"
          label={t('contactSubject')}
          required
          maxLength={150}
          defaultValue={presetSubject}
          error={errors.subject}
          onEdit={clearError}
        />
        <TextAreaField
          name="message"
          label={t('contactMessage')}
          required
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          hint={t('enquiryMessageHint', { min: MESSAGE_MIN_LENGTH })}
          error={errors.message}
          onEdit={clearError}
        />
        {/* sent by script only: until the page hydrates the button waits (no form data ever goes into an address) */}
        <fieldset className="fieldset" disabled={!isHydrated}>
          <SubmitButton isSubmitting={isSubmitting}>{t('contactSubmit')}</SubmitButton>
        </fieldset>
      </form>
    </section>
  );
}

function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { contacts } = settings;
  return (
    <aside className="info-aside" aria-labelledby="contact-details-title" data-testid="contact-details">
      <h2 id="contact-details-title" className="info-aside__title">
        {t('contactDetailsTitle')}
      </h2>
      <ForumContacts contacts={contacts} />
      <ul className="info-aside__links">
        <li>
          <Link to={to('/branches')} className="link-arrow">
            {t('contactOffices')}
          </Link>
        </li>
        <li>
          <Link to={to('/faq')} className="link-arrow">
            {t('contactFaqLink')}
          </Link>
        </li>
      </ul>
    </aside>
  );
}
