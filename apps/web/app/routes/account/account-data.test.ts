import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import routes from '~/routes.ts';
import {
  accountMeta,
  accountSections,
  accountTypeLabel,
  changedFields,
  editProfilePath,
  isEditProfilePage,
  misdirectedEditPage,
} from './account-data.tsx';
import { accountPages } from './account-pages.ts';

describe('account type', () => {
  it('names customers by the kind they registered as', () => {
    expect(accountTypeLabel({ userType: 'customer', accountKind: 'individual' })).toBe('accountTypeCustomer');
    expect(accountTypeLabel({ userType: 'customer', accountKind: null })).toBe('accountTypeCustomer');
    expect(accountTypeLabel({ userType: 'customer', accountKind: 'company' })).toBe('accountTypeCompany');
    expect(accountTypeLabel({ userType: 'customer', accountKind: 'customs_clearance' })).toBe(
      'accountTypeCustomsClearance',
    );
  });

  it('names exhibitors and staff whatever their kind', () => {
    expect(accountTypeLabel({ userType: 'exhibitor', accountKind: 'company' })).toBe('accountTypeExhibitor');
    expect(accountTypeLabel({ userType: 'staff', accountKind: null })).toBe('accountTypeStaff');
  });
});

describe('edit pages', () => {
  it('sends an exhibitor to the company page and everyone else to the personal one', () => {
    expect(editProfilePath('exhibitor')).toBe('/account/exhibitor-edit-profile');
    expect(editProfilePath('customer')).toBe('/account/edit-profile');
    expect(misdirectedEditPage('/account/edit-profile', 'exhibitor')).toBe('/account/exhibitor-edit-profile');
    expect(misdirectedEditPage('/account/exhibitor-edit-profile/', 'customer')).toBe('/account/edit-profile');
    expect(misdirectedEditPage('/account/exhibitor-edit-profile', 'staff')).toBe('/account/edit-profile');
  });

  it('leaves the right page and every other page alone', () => {
    expect(misdirectedEditPage('/account/edit-profile', 'customer')).toBeNull();
    expect(misdirectedEditPage('/account/exhibitor-edit-profile', 'exhibitor')).toBeNull();
    expect(misdirectedEditPage('/account/settings', 'exhibitor')).toBeNull();
    expect(isEditProfilePage('/account')).toBe(false);
    expect(isEditProfilePage('/account/edit-profile/')).toBe(true);
  });
});

describe('account sections', () => {
  // the menu's addresses, written as the pages below /account ('' is the overview)
  const pathsOf = (userType: Parameters<typeof accountSections>[0]) =>
    accountSections(userType).map((section) => section.path.replace(/^\/account\/?/, ''));
  const shopPages = ['orders', 'addresses', 'saved-products', 'returns', 'special-orders', 'balance'];
  const everyone = ['change-password', 'settings', 'notifications', 'chat-list'];

  it('gives customers their profile, agenda, orders, addresses, saved products, returns, special orders, wallet, password and settings after the overview', () => {
    expect(pathsOf('customer')).toEqual(['', 'edit-profile', 'agenda', ...shopPages, ...everyone]);
  });

  it('gives exhibitors their company profile and their orders, and no agenda, which they cannot keep', () => {
    expect(pathsOf('exhibitor')).toEqual(['', 'exhibitor-edit-profile', 'orders', ...everyone]);
  });

  it('gives staff the menu of customers but the shop’s pages, which are a customer’s (issue 32)', () => {
    expect(pathsOf('staff')).toEqual(pathsOf('customer').filter((path) => !shopPages.includes(path)));
    expect(pathsOf('staff')).toContain('agenda');
  });

  it('is the list the route table declares under the account layout, the pages below a list without an entry', () => {
    const layout = routes.find((entry) => entry.id === 'account');
    expect(layout?.children?.map((child) => [child.path ?? '', child.file])).toEqual(
      accountPages.map((page) => [page.path, page.file]),
    );
    expect(accountPages.filter((page) => !page.menu).map((page) => page.path)).toEqual([
      'orders/:id',
      'orders/:id/invoice',
      'addresses/add',
      'addresses/:id',
      'returns/new',
      'returns/:id',
      'add-order',
      'success-order',
      'chat',
      'chat/:id',
      'orders/chat',
      'orders/:id/chat',
    ]);
  });
});

describe('changedFields', () => {
  it('sends only what differs from the saved profile, trimmed', () => {
    expect(
      changedFields(
        { firstName: ' Sara ', city: 'Jeddah', district: '' },
        { firstName: 'Sara', city: 'Riyadh', district: null },
      ),
    ).toEqual({ city: 'Jeddah' });
  });

  it('sends a cleared field as empty, so that the API clears it or says it is required', () => {
    expect(
      changedFields({ address: '', telephone: '' }, { address: '12 King Fahd Road', telephone: '+966500000000' }),
    ).toEqual({
      address: '',
      telephone: '',
    });
  });
});

describe('accountMeta', () => {
  it('titles the page with the site name and keeps it out of search engines', () => {
    const meta = accountMeta({ messages: en, site: { settings: { name: 'Film Forum' } } }, 'settingsTitle');
    expect(meta).toContainEqual({ title: 'Settings | Film Forum' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
