import { Fragment, type ReactNode } from 'react';
import { LogoMark } from '~/components/logo.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import type { PageMessages } from '~/i18n/i18n.tsx';
import { createTranslator } from '~/i18n/i18n.tsx';
import authCss from './auth.css?inline';

/**
 * The frame of every login, registration and recovery screen: a centred card on wider screens,
 * the whole width on phones, with the page's one h1.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  isWide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className="container auth">
      <RouteStyles name="auth" sheet={authCss} />
      <div className={`auth__card${isWide ? ' auth__card--wide' : ''}`}>
        <header className="auth__header">
          <LogoMark size={44} />
          <h1 className="auth__title">{title}</h1>
          {lead ? <div className="auth__lead">{lead}</div> : null}
        </header>
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

/** The part of the root loader's data the screens' meta() needs. */
type RootData = { messages: PageMessages; site: { settings: { name: string } } | null } | undefined;

/** Title ("Log in | Film Forum") and description; these pages are personal, so crawlers skip them. */
export function authMeta(root: RootData, title: MessageKey, description: MessageKey) {
  if (!root) return [{ name: 'robots', content: 'noindex' }];
  const t = createTranslator(root.messages);
  const page = t(title);
  return [
    { title: root.site ? t('authPageTitle', { page, site: root.site.settings.name }) : page },
    { name: 'description', content: t(description) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A translated sentence with elements in its {placeholders}, wherever the language puts them. */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    // the pieces never move, so their position is a stable key
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    return <Fragment key={index}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/** An email inside a sentence of either direction reads left to right. */
export function EmailText({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="auth__email">
      {email}
    </bdi>
  );
}
