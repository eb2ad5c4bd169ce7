/** Names shared by the registration forms and their action. */
export const TERMS = 'terms';
/** Typed on Arabic keyboards, these would reach the API as Arabic-Indic digits. */
export const DIGIT_FIELDS = ['telephone', 'taxNumber', 'commercialRegistration'];
/** The licence sent as a file with the form (before the page's scripts have uploaded it). */
export const LICENCE_FILE = 'licenceFile';
