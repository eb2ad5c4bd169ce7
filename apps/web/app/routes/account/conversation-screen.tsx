import type { ComponentProps, ReactNode } from 'react';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import { AccountPageHeader } from './account-data.tsx';
import chatCss from './chat.css?inline';
import { ConversationView } from './chat-parts.tsx';

type ViewProps = ComponentProps<typeof ConversationView>;

type ConversationScreenProps = Pick<ViewProps, 'partyLabel'> & {
  /** The loader's page of the conversation: its messages, and where the older ones start (null: none left). */
  page: Pick<ViewProps, 'conversation' | 'items'> & { nextBefore: number | null };
  titleId: string;
  title: string;
  lead: ReactNode;
  /** The conversation's own address: its form posts there, and its older messages are read there. */
  path: string;
  /** What else the header holds (a way back to the order). */
  children?: ReactNode;
};

/** A conversation's page, with a party or about an order: its header, then the conversation. */
export function ConversationScreen({
  page,
  titleId,
  title,
  lead,
  path,
  partyLabel,
  children,
}: ConversationScreenProps) {
  const to = useLocalePath();
  return (
    <section className="account-page chat-page" aria-labelledby={titleId} data-testid="conversation-page">
      <RouteStyles name="chat" sheet={chatCss} />
      <Breadcrumbs />
      <AccountPageHeader titleId={titleId} title={title} lead={lead}>
        {children}
      </AccountPageHeader>
      <ConversationView
        conversation={page.conversation}
        items={page.items}
        olderHref={page.nextBefore ? to(withQuery(path, { before: page.nextBefore })) : null}
        action={to(path)}
        partyLabel={partyLabel}
      />
    </section>
  );
}
