import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { desktop, phone } from './browser.ts';

/** Arabic on a phone and English on a desktop, with the site's texts: how most browser tests look. */
export const languages = {
  ar: { prefix: '', texts: ar, device: phone },
  en: { prefix: '/en', texts: en, device: desktop },
} as const;
