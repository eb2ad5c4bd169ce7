import type { ReactNode } from 'react';
import { TitledSection } from '~/components/titled-section.tsx';

/** A full-width section of the info pages under its own heading. */
export function InfoSection({
  headingId,
  title,
  action,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** A link beside the title (to the whole list). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className="container section"
      headingId={headingId}
      title={title}
      titleClassName="section__title info-section-title"
      action={action}
      headerClassName={action ? 'section__header' : undefined}
    >
      {children}
    </TitledSection>
  );
}
