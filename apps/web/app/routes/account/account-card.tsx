import type { ComponentProps } from 'react';
import { TitledSection } from '~/components/titled-section.tsx';

type AccountCardProps = Omit<ComponentProps<typeof TitledSection>, 'titleClassName'>;

/**
 * A card of the account pages: a section named by its title, in the card's frame. Its own file, not in
 * account-data.tsx, so that the pages without a card (the return form) do not carry it (script budget).
 */
export function AccountCard({ className, ...props }: AccountCardProps) {
  return (
    <TitledSection
      {...props}
      className={className ? `account-card ${className}` : 'account-card'}
      titleClassName="account-card__title"
    />
  );
}

/** A section of the account pages outside a card, named by its title in the pages' section style. */
export function AccountSection(props: AccountCardProps) {
  return <TitledSection {...props} titleClassName="account-section-title" />;
}
