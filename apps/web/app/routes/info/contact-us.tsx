import { infoContactForm } from '@forum/contract/form-fields/info.contact';
import type { SiteSettings } from '@forum/contract/settings';
import { useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { createTranslator, localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/contact-us';
import { sendEnquiry } from './enquiry-action.server.ts';
import { CONTACT_MESSAGE_TYPES, isContactMessageType } from './enquiry-fields.ts';
import { EmailField, EnquiryForm, SentMessage, TelephoneField, useSentEnquiry } from './enquiry-form.tsx';
import { ForumContacts } from './forum-contacts.tsx';
import { InfoAside, InfoBody, PageHeader } from './info-layout.tsx';
import { infoMeta, organizationJsonLd } from './info-meta.ts';
import { AsideLinks } from './see-also.tsx';

const PATH = '/contact-us';
const ENDPOINT = infoContactForm.endpoint;

/** The contact form, sent with or without the page's scripts: stored and emailed to the forum by the API. */
export async function action(args: Route.ActionArgs) {
  return sendEnquiry(args, { endpoint: ENDPOINT, page: PATH });
}

export const handle = pageAt('contact');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site) return [];
  const t = createTranslator(root.messages);
  const organization = organizationJsonLd(root.origin, root.locale, root.site);
  const { contacts } = root.site.settings;
  return infoMeta(matches, {
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
      <InfoBody aside={settings ? <ContactDetails settings={settings} /> : null}>
        <ContactForm />
      </InfoBody>
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
    <TitledSection
      className="info-card"
      headingId="contact-form-title"
      title={t('contactFormTitle')}
      titleClassName="info-card__title"
    >
      <p className="info-card__note">{t('requiredNote')}</p>
      <EnquiryForm
        contractForm={infoContactForm}
        testId="contact-form"
        submitLabel={t('contactSubmit')}
        messageLabel={t('contactMessage')}
      >
        {({ field, choice }) => (
          <>
            <div className="form__row">
              <TextField {...field('name')} label={t('contactName')} autoComplete="name" />
              <EmailField {...field('email')} />
            </div>
            <div className="form__row">
              <TelephoneField {...field('telephone')} label={t('contactTelephone')} />
              <SelectField
                {...choice('messageType')}
                label={t('contactMessageType')}
                placeholder={t('contactMessageTypePlaceholder')}
                {...(isContactMessageType(presetType) ? { defaultValue: presetType } : {})}
                options={CONTACT_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`contactType_${type}`) }))}
              />
            </div>
            <TextField {...field('subject')} label={t('contactSubject')} defaultValue={presetSubject} />
          </>
        )}
      </EnquiryForm>
    </TitledSection>
  );
}

const CONTACT_LINKS: { path: string; label: MessageKey }[] = [
  { path: '/branches', label: 'contactOffices' },
  { path: '/faq', label: 'contactFaqLink' },
];

function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { t } = useI18n();
  const { contacts } = settings;
  return (
    <InfoAside headingId="contact-details-title" title={t('contactDetailsTitle')} testId="contact-details">
      <ForumContacts contacts={contacts} />
      <AsideLinks links={CONTACT_LINKS} />
    </InfoAside>
  );
}
