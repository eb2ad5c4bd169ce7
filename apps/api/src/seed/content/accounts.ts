import { staffPermissions } from '@forum/contract/permissions';
import type { Localized } from '../../db/schema.ts';
import { riyadhTime } from './time.ts';

/** The password of the three demo accounts, as listed in the README. */
export const DEMO_PASSWORD = 'Forum@2026';

export type GroupKey = 'administrators' | 'editors' | 'customers' | 'exhibitors';

export const USER_GROUPS: { key: GroupKey; name: Localized; permissions: Record<string, boolean> }[] = [
  {
    key: 'administrators',
    name: { ar: 'المشرفون', en: 'Administrators' },
    // every permission there is: the demo's staff account runs the whole console
    permissions: Object.fromEntries(Object.values(staffPermissions).map((permission) => [permission, true])),
  },
  // content staff: they publish news and pages, but touch no order, return or wallet
  {
    key: 'editors',
    name: { ar: 'المحررون', en: 'Editors' },
    permissions: {
      [staffPermissions.dashboard]: true,
      [staffPermissions.events]: true,
      [staffPermissions.media]: true,
      [staffPermissions.pages]: true,
      [staffPermissions.orders]: false,
    },
  },
  { key: 'customers', name: { ar: 'العملاء', en: 'Customers' }, permissions: {} },
  { key: 'exhibitors', name: { ar: 'العارضون', en: 'Exhibitors' }, permissions: {} },
];

export type UserSeed = {
  key: string;
  type: 'customer' | 'exhibitor' | 'staff';
  accountKind: 'individual' | 'company' | null;
  email: string;
  /** Demo accounts sign in with DEMO_PASSWORD; reviewers have no password. */
  canSignIn: boolean;
  firstName: string;
  lastName: string;
  telephone: string;
  group: GroupKey;
  locale: 'ar' | 'en';
  companyName?: string;
  taxNumber?: string;
  commercialRegistration?: string;
  city: string;
  createdAt: Date;
  /** Shows a public profile (the reviewers do; the demo accounts keep the default, hidden). */
  showProfile?: boolean;
};

export const DEMO_CUSTOMER_KEY = 'customer';

export const USERS: UserSeed[] = [
  {
    key: DEMO_CUSTOMER_KEY,
    type: 'customer',
    accountKind: 'individual',
    email: 'customer@forum.test',
    canSignIn: true,
    firstName: 'سارة',
    lastName: 'القحطاني',
    telephone: '+966501234567',
    group: 'customers',
    locale: 'ar',
    city: 'Riyadh',
    createdAt: riyadhTime('2026-05-14', '18:20'),
  },
  {
    key: 'exhibitor',
    type: 'exhibitor',
    accountKind: 'company',
    email: 'exhibitor@forum.test',
    canSignIn: true,
    firstName: 'ماجد',
    lastName: 'الشهري',
    telephone: '+966551234568',
    group: 'exhibitors',
    locale: 'ar',
    companyName: 'استوديوهات راوي',
    taxNumber: '310123456700003',
    commercialRegistration: '1010567890',
    city: 'Riyadh',
    createdAt: riyadhTime('2026-09-02', '10:05'),
  },
  {
    key: 'staff',
    type: 'staff',
    accountKind: null,
    email: 'staff@forum.test',
    canSignIn: true,
    firstName: 'هدى',
    lastName: 'الزهراني',
    telephone: '+966561234569',
    group: 'administrators',
    locale: 'ar',
    city: 'Riyadh',
    createdAt: riyadhTime('2026-03-01', '09:00'),
  },
  {
    key: 'editor',
    type: 'staff',
    accountKind: null,
    email: 'editor@forum.test',
    canSignIn: true,
    firstName: 'ليان',
    lastName: 'العتيبي',
    telephone: '+966561234570',
    group: 'editors',
    locale: 'ar',
    city: 'Riyadh',
    createdAt: riyadhTime('2026-03-02', '09:00'),
  },
  ...(
    [
      ['noura', 'نورة', 'الدوسري', '+966502345671', 'Riyadh', 'ar'],
      ['fahad', 'فهد', 'المطيري', '+966533456782', 'Jeddah', 'ar'],
      ['reema', 'ريما', 'الغامدي', '+966544567893', 'Dammam', 'ar'],
      ['abdullah', 'عبدالله', 'الشمري', '+966505678904', 'Hail', 'ar'],
      ['daniel', 'Daniel', 'Moreau', '+966556789015', 'Riyadh', 'en'],
      ['aisha', 'Aisha', 'Rahman', '+966567890126', 'Al Khobar', 'en'],
    ] as const
  ).map(
    ([key, firstName, lastName, telephone, city, locale], i): UserSeed => ({
      key,
      type: 'customer',
      accountKind: 'individual',
      email: `${key}.reviewer@forum.test`,
      canSignIn: false,
      firstName,
      lastName,
      telephone,
      group: 'customers',
      locale,
      city,
      createdAt: riyadhTime(`2026-0${2 + i}-1${i}`, '12:00'),
      showProfile: true,
    }),
  ),
];

export const REVIEWER_KEYS = USERS.filter((user) => !user.canSignIn).map((user) => user.key);
