import type { ReactNode } from 'react';
import { TitledSection } from '~/components/titled-section.tsx';

/** A full-width section of the info pages under its own heading. */
export function InfoSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className="container section"
      headingId={headingId}
      title={title}
      titleClassName="section__title info-section-title"
    >
      {children}
    </TitledSection>
  );
}
