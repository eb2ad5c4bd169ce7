import type { SiteSettings } from '@forum/contract/settings';
import { Link, useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form.tsx';
import { createTranslator, localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useRootData } from '~/root.tsx';
import type { Route } from './+types/contact-us';
import { sendEnquiry } from './enquiry-action.server.ts';
import { CONTACT_MESSAGE_TYPES, isContactMessageType } from './enquiry-fields.ts';
import { EmailField, EnquiryForm, SentMessage, useSentEnquiry } from './enquiry-form.tsx';
import { ForumContacts } from './forum-contacts.tsx';
import { PageHeader } from './info-layout.tsx';
import { infoMeta, organizationJsonLd } from './info-meta.ts';

const PATH = '/contact-us';
const FIELDS = ['name', 'email', 'telephone', 'subject', 'messageType', 'message'] as const;

/** The contact form, sent with or without the page's scripts: stored and emailed to the forum by the API. */
export async function action(args: Route.ActionArgs) {
  return sendEnquiry(args, { endpoint: 'info.contact', page: PATH });
}

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
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const sent = useSentEnquiry();
  // other pages may open the form about something: /contact-us?type=sponsorship&subject=…
  const presetType = searchParams.get('type');
  const presetSubject = searchParams.get('subject') ?? undefined;

  if (sent) {
    return (
      <SentMessage
        title={t('contactSentTitle')}
        message={sent.message}
        again={t('contactSendAnother')}
        againTo={to(PATH)}
      />
    );
  }

  return (
    <section className="info-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="info-card__title">
        {t('contactFormTitle')}
      </h2>
      <p className="info-card__note">{t('requiredNote')}</p>
      <EnquiryForm
        fields={FIELDS}
        testId="contact-form"
        submitLabel={t('contactSubmit')}
        messageLabel={t('contactMessage')}
      >
        {({ errors, onEdit }) => (
          <>
            <div className="form__row">
              <TextField
                name="name"
                label={t('contactName')}
                autoComplete="name"
                required
                maxLength={80}
                error={errors.name}
                onEdit={onEdit}
              />
              <EmailField errors={errors} onEdit={onEdit} />
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
                onEdit={onEdit}
              />
              <SelectField
                name="messageType"
                label={t('contactMessageType')}
                placeholder={t('contactMessageTypePlaceholder')}
                required
                {...(isContactMessageType(presetType) ? { defaultValue: presetType } : {})}
                options={CONTACT_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`contactType_${type}`) }))}
                error={errors.messageType}
                onEdit={onEdit}
              />
            </div>
            <TextField
              name="subject"
              label={t('contactSubject')}
              required
              maxLength={150}
              defaultValue={presetSubject}
              error={errors.subject}
              onEdit={onEdit}
            />
          </>
        )}
      </EnquiryForm>
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
