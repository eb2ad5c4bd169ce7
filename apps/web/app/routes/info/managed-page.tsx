import type { Page } from '@forum/contract/info';
import type { ReactNode } from 'react';
import { InfoBody, ManagedText, PageHeader, UpdatedDate } from './info-layout.tsx';

/** A page the forum manages (about us, terms, /page/{slug} …): its title, its text and when it changed. */
export function ManagedPage({ page, aside }: { page: Page; aside?: ReactNode }) {
  return (
    <>
      <PageHeader title={page.title}>
        <UpdatedDate iso={page.updatedAt} />
      </PageHeader>
      <InfoBody {...(aside ? { aside } : {})}>
        <ManagedText page={page} testId="managed-page" />
      </InfoBody>
    </>
  );
}
