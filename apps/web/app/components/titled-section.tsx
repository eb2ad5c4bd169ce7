import type { ComponentProps, ReactNode } from 'react';

type TitledSectionProps = Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> & {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  titleClassName?: string | undefined;
};

/** A section named by its second-level heading: the pages' usual block, the two ids paired in one place. */
export function TitledSection({ headingId, title, titleClassName, children, ...props }: TitledSectionProps) {
  return (
    <section {...props} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
