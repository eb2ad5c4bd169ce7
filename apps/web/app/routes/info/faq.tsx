import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { SearchIcon } from '~/components/icons.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/faq';
import { EmptyState, PageHeader, RichText } from './info-layout.tsx';
import { infoMeta } from './info-meta.ts';

const PATH = '/faq';
const TYPING_DELAY_MS = 350;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const q = (route.url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const faqs = route.need(await route.api.call('info.faqs', { query: { q: q || undefined } }));
  return { q, faqs };
}

export const handle = pageAt('faq');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const items = loaderData.faqs.groups.flatMap((group) => group.items);
    return infoMeta(matches, {
      title: t('faqTitle'),
      description: t('faqDescription', { site: root.site.settings.name }),
      path: PATH,
      // a search's results are not a page of their own
      isIndexable: loaderData.q === '',
      jsonLd: [
        {
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        },
      ],
    });
  });
}

/** The questions by category in an accordion (details/summary: keyboard and screen readers for free), searchable. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { q, faqs } = loaderData;
  const navigation = useNavigation();
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === to(PATH);

  return (
    <>
      <PageHeader title={t('faqTitle')} lead={t('faqLead')}>
        <FaqSearch q={q} />
      </PageHeader>
      <div className="container section faq" aria-busy={isSearching}>
        <p className="faq__count" role="status" data-testid="faq-count">
          {q ? t('faqResults', { q, count: faqs.total }) : t('faqTotal', { count: faqs.total })}
        </p>
        {faqs.total === 0 ? (
          <EmptyState title={q ? t('faqEmptyTitle', { q }) : t('faqNone')}>
            {q ? <p>{t('faqEmptyText')}</p> : null}
            <div className="info-empty__actions">
              {q ? (
                <Link to={to(PATH)} className="button button--ghost">
                  {t('faqClear')}
                </Link>
              ) : null}
              <Link to={to('/contact-us')} className="button">
                {t('faqAskUs')}
              </Link>
            </div>
          </EmptyState>
        ) : (
          <>
            {faqs.groups.map((group, index) => (
              <section key={group.category} className="faq__group" aria-labelledby={`faq-group-${index}`}>
                <h2 id={`faq-group-${index}`} className="faq__category">
                  {group.category}
                </h2>
                <div className="faq__items">
                  {group.items.map((item) => (
                    <details key={item.id} className="faq-item" data-testid="faq-item">
                      <summary className="faq-item__question">
                        <span>{item.question}</span>
                      </summary>
                      <div className="faq-item__answer">
                        <RichText body={item.answer} />
                      </div>
                    </details>
                  ))}
                </div>
              </section>
            ))}
            <p className="faq__more">
              <Link to={to('/contact-us')} className="link-arrow">
                {t('faqAskUs')}
              </Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}

/** The search: a GET form (the query stays in the address), sent as the visitor types once scripts run. */
function FaqSearch({ q }: { q: string }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  // a plain GET form until the page hydrates; from then on it searches as the visitor types
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // back and forward change the query under the field: follow it unless the visitor is typing
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form method="get" action={to(PATH)} role="search" className="faq-search" preventScrollReset>
      <label htmlFor="faq-q" className="faq-search__label">
        {t('faqSearchLabel')}
      </label>
      <div className="faq-search__row">
        <input
          ref={inputRef}
          id="faq-q"
          type="search"
          name="q"
          className="field__input faq-search__input"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('faqSearchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            clearTimeout(timer.current);
            // the address the form itself would ask for; an emptied field shows every question again, at the
            // page's plain address
            const search = value.trim() === '' ? '' : `?${new URLSearchParams({ q: value })}`;
            timer.current = setTimeout(() => {
              void navigate(`${to(PATH)}${search}`, { replace: true, preventScrollReset: true });
            }, TYPING_DELAY_MS);
          }}
        />
        <button type="submit" className="button faq-search__submit">
          <SearchIcon />
          <span>{t('faqSearchSubmit')}</span>
        </button>
      </div>
    </Form>
  );
}
