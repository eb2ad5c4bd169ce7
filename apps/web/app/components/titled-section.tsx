import type { ComponentProps, ReactNode } from 'react';

type TitledSectionProps = Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> & {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  /** The title's class when it is not a section's usual title (`.section-title`, styles/app.css). */
  titleClassName?: string | undefined;
  /** What stands beside the title (a link to the whole list); with it, a header of this class holds both. */
  action?: ReactNode;
  headerClassName?: string | undefined;
};

/** A section named by its second-level heading: the pages' usual block, the two ids paired in one place. */
export function TitledSection({
  headingId,
  title,
  titleClassName = 'section-title',
  action,
  headerClassName,
  children,
  ...props
}: TitledSectionProps) {
  const heading = (
    <h2 id={headingId} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section {...props} aria-labelledby={headingId}>
      {headerClassName ? (
        <div className={headerClassName}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
