import type { Page } from '@forum/contract/info';
import type { ReactNode } from 'react';
import { PageHeader, RichText, UpdatedDate } from './info-layout.tsx';

/** A page the forum manages (about us, terms, /page/{slug} …): its title, its text and when it changed. */
export function ManagedPage({ page, aside }: { page: Page; aside?: ReactNode }) {
  return (
    <>
      <PageHeader title={page.title}>
        <UpdatedDate iso={page.updatedAt} />
      </PageHeader>
      <div className={`container info-body${aside ? ' info-body--with-aside' : ''}`}>
        <article className="info-card" data-testid="managed-page">
          <RichText body={page.body} />
        </article>
        {aside}
      </div>
    </>
  );
}
