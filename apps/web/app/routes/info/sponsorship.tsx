import { sponsorshipRequestForm } from '@forum/contract/form-fields/sponsorship.request';
import { formatMoney } from '@forum/contract/money';
import type { SponsorshipPackage } from '@forum/contract/sponsorship';
import { type CSSProperties, type MouseEvent, useRef, useState } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { TextField } from '~/components/form.tsx';
import { isActionFailure } from '~/features/forms/form-errors.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/sponsorship';
import { sendEnquiry } from './enquiry-action.server.ts';
import { EmailField, EnquiryForm, SentMessage, TelephoneField, useSentEnquiry } from './enquiry-form.tsx';
import { ForumContacts } from './forum-contacts.tsx';
import { CheckIcon } from './info-icons.tsx';
import { EmptyState, InfoAside, PageHeader } from './info-layout.tsx';
import { infoMeta } from './info-meta.ts';
import { InfoSection } from './info-section.tsx';

const PATH = '/sponsorship-packages';
const FORM_ID = 'enquiry';
const ENDPOINT = sponsorshipRequestForm.endpoint;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const result = await route.api.call('sponsorship.packages', { query: { sort: true } });
  return { packages: route.need(result).items };
}

/** The enquiry, sent with or without the page's scripts: stored and emailed to the forum by the API. */
export async function action(args: Route.ActionArgs) {
  return sendEnquiry(args, { endpoint: ENDPOINT, page: PATH, anchor: FORM_ID });
}

export const handle = pageAt('sponsorship');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const siteName = root.site.settings.name;
    const url = `${root.origin}${localePath(root.locale, PATH)}`;
    return infoMeta(matches, {
      title: t('sponsorTitle'),
      description: t('sponsorDescription', { site: siteName }),
      path: PATH,
      jsonLd: [
        {
          '@type': 'OfferCatalog',
          name: t('sponsorTitle'),
          url,
          itemListElement: loaderData.packages.map((pack) => ({
            '@type': 'Offer',
            name: pack.name,
            description: pack.description,
            price: pack.price,
            priceCurrency: pack.currency,
            url: `${url}?package=${pack.id}#${FORM_ID}`,
            seller: { '@type': 'Organization', name: siteName },
          })),
        },
      ],
    });
  });
}

/** The sponsorship tiers side by side, and an enquiry form that any tier's button fills in. */
export default function Sponsorship({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { packages } = loaderData;
  const contacts = useRootData()?.site?.settings.contacts;
  const [searchParams] = useSearchParams();
  // the package asked for by a card's link (?package=…), or the one a refused form sent without scripts
  const actionData = useActionData();
  const echoed = isActionFailure(actionData) ? actionData.values.packageId : undefined;
  const asked = Number(echoed ?? searchParams.get('package'));
  const [selected, setSelected] = useState(() => (packages.some((pack) => pack.id === asked) ? String(asked) : ''));
  const formRef = useRef<HTMLElement>(null);

  function enquire(event: MouseEvent<HTMLAnchorElement>, pack: SponsorshipPackage) {
    // without scripts the link opens the form with the package chosen (?package=…#enquiry)
    event.preventDefault();
    setSelected(String(pack.id));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    formRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input[name="companyName"]')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageHeader title={t('sponsorTitle')} lead={t('sponsorLead')} />
      <InfoSection headingId="packages-title" title={t('sponsorPackagesHeading')}>
        {packages.length === 0 ? (
          <EmptyState title={t('sponsorEmpty')} />
        ) : (
          <ul className="grid-list tiers" data-testid="packages">
            {packages.map((pack) => (
              <PackageCard key={pack.id} pack={pack} isSelected={selected === String(pack.id)} onEnquire={enquire} />
            ))}
          </ul>
        )}
      </InfoSection>
      <section
        ref={formRef}
        id={FORM_ID}
        className="container section enquiry"
        aria-labelledby="enquiry-title"
        tabIndex={-1}
      >
        <Enquiry packages={packages} selected={selected} onSelect={setSelected} />
        {contacts ? (
          <InfoAside headingId="sponsor-talk-title" title={t('sponsorTalkTitle')}>
            <p>{t('sponsorTalkText')}</p>
            <ForumContacts contacts={{ ...contacts, address: '' }} />
          </InfoAside>
        ) : null}
      </section>
    </>
  );
}

function PackageCard({
  pack,
  isSelected,
  onEnquire,
}: {
  pack: SponsorshipPackage;
  isSelected: boolean;
  onEnquire: (event: MouseEvent<HTMLAnchorElement>, pack: SponsorshipPackage) => void;
}) {
  const { t, locale } = useI18n();
  const titleId = `package-${pack.id}`;
  const style = { '--tier-color': pack.color } as CSSProperties;
  return (
    <li
      className={`tier${pack.isFeatured ? ' tier--featured' : ''}${isSelected ? ' tier--selected' : ''}`}
      style={style}
      data-testid="package"
    >
      <article className="tier__card" aria-labelledby={titleId}>
        <header className="tier__header">
          {pack.isFeatured ? <span className="tier__badge">{t('sponsorFeatured')}</span> : null}
          <h3 id={titleId} className="tier__name">
            {pack.name}
          </h3>
          <p className="tier__price" data-testid="package-price">
            {formatMoney(pack.price, locale, pack.currency)}
          </p>
          <p className="tier__slots">{t('sponsorSlots', { count: pack.slots })}</p>
        </header>
        <p className="tier__description">{pack.description}</p>
        <h4 className="visually-hidden">{t('sponsorBenefits', { name: pack.name })}</h4>
        <ul className="tier__benefits">
          {pack.benefits.map((benefit) => (
            <li key={benefit}>
              <CheckIcon />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <a
          href={`?package=${pack.id}#${FORM_ID}`}
          className={`button tier__action${pack.isFeatured ? ' button--secondary' : ''}`}
          aria-label={t('sponsorEnquireAbout', { name: pack.name })}
          onClick={(event) => onEnquire(event, pack)}
        >
          {t('sponsorEnquire')}
        </a>
      </article>
    </li>
  );
}

function Enquiry({
  packages,
  selected,
  onSelect,
}: {
  packages: SponsorshipPackage[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const sent = useSentEnquiry();

  if (sent) {
    return (
      <SentMessage
        title={t('sponsorSentTitle')}
        titleId="enquiry-title"
        message={sent.message}
        again={t('sponsorSendAnother')}
        againTo={`${to(PATH)}#${FORM_ID}`}
      />
    );
  }

  return (
    <div className="info-card">
      <h2 id="enquiry-title" className="info-card__title">
        {t('sponsorFormTitle')}
      </h2>
      <p className="info-card__note">{t('sponsorFormLead')}</p>
      <EnquiryForm
        contractForm={sponsorshipRequestForm}
        testId="enquiry-form"
        submitLabel={t('sponsorSubmit')}
        messageLabel={t('sponsorMessage')}
      >
        {({ errors, field, clearError }) => (
          <>
            {/* the kit's SelectField is uncontrolled: this one follows the cards' buttons */}
            <div className="field">
              <label htmlFor="enquiry-package" className="field__label">
                {t('sponsorPackage')}
              </label>
              <select
                id="enquiry-package"
                name="packageId"
                className="field__input"
                value={selected}
                aria-invalid={errors.packageId ? true : undefined}
                aria-describedby={errors.packageId ? 'enquiry-package-error' : undefined}
                onChange={(event) => {
                  onSelect(event.target.value);
                  clearError('packageId');
                }}
              >
                <option value="">{t('sponsorGeneralEnquiry')}</option>
                {packages.map((pack) => (
                  <option key={pack.id} value={String(pack.id)}>
                    {pack.name}
                  </option>
                ))}
              </select>
              {errors.packageId ? (
                <p id="enquiry-package-error" className="field__error">
                  {errors.packageId}
                </p>
              ) : null}
            </div>
            <div className="form__row">
              <TextField {...field('companyName')} label={t('companyName')} autoComplete="organization" />
              <TextField {...field('name')} label={t('sponsorContactName')} autoComplete="name" />
            </div>
            <div className="form__row">
              <EmailField {...field('email')} />
              <TelephoneField {...field('telephone')} label={t('telephone')} />
            </div>
          </>
        )}
      </EnquiryForm>
    </div>
  );
}
