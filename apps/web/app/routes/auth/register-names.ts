import type { AccountFamily } from '@forum/contract/account';
import type { MessageKey } from '~/i18n/en.ts';

/** Names shared by the registration forms and their action. */
export const TERMS = 'terms';
/** Typed on Arabic keyboards, these would reach the API as Arabic-Indic digits. */
export const DIGIT_FIELDS = ['telephone', 'taxNumber', 'commercialRegistration'];
/** The licence sent as a file with the form (before the page's scripts have uploaded it). */
export const LICENCE_FILE = 'licenceFile';

/**
 * The three registrations: the page's address, the account family its action registers, its title and
 * lead, and how the other pages name it (the account-type page's list, the other registrations' footers).
 */
export const REGISTRATIONS = {
  customer: {
    path: '/register',
    family: 'customer',
    title: 'registerTitle',
    lead: 'registerLead',
    linkTitle: 'registerIndividualTitle',
    linkText: 'registerIndividualText',
  },
  exhibitor: {
    path: '/exhibitor-register',
    family: 'exhibitor',
    title: 'exhibitorRegisterTitle',
    lead: 'exhibitorRegisterLead',
    linkTitle: 'registerExhibitorTitle',
    linkText: 'registerExhibitorText',
  },
  customsClearance: {
    path: '/customs-clearance-register',
    family: 'customer',
    title: 'customsRegisterTitle',
    lead: 'customsRegisterLead',
    linkTitle: 'registerCustomsTitle',
    linkText: 'registerCustomsText',
  },
} as const satisfies Record<string, Registration>;

export type Registration = {
  path: string;
  family: AccountFamily;
  title: MessageKey;
  lead: MessageKey;
  linkTitle: MessageKey;
  linkText: MessageKey;
};
