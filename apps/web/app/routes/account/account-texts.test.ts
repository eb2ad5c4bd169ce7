import { describe, expect, it } from 'vitest';
import { ar } from '~/i18n/ar.ts';
import { en } from '~/i18n/en.ts';
import { accountAr, accountEn } from '~/i18n/texts/account.ts';
import { authEn } from '~/i18n/texts/auth.ts';

describe('texts of the account area', () => {
  it('reach the page as written: no other text module uses the same key', () => {
    for (const key of Object.keys(accountEn) as (keyof typeof accountEn)[]) {
      expect(en[key], key).toBe(accountEn[key]);
      expect(ar[key], key).toBe(accountAr[key]);
      expect(Object.hasOwn(authEn, key), key).toBe(false);
    }
  });
});
