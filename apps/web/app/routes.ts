import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every path takes an optional language prefix (/en, /ar); none means Arabic (SPEC.md §2).
export default [
  route(':lang?', 'routes/home.tsx', { id: 'home' }),
  route(':lang?/404', 'routes/not-found.tsx'),
  route(':lang?/design-system', 'routes/design-system.tsx'),

  // accounts: choosing, logging in, registering, recovering
  route(':lang?/account-type', 'routes/auth/account-type.tsx'),
  route(':lang?/login/:type', 'routes/auth/login.tsx'),
  route(':lang?/register', 'routes/auth/register.tsx'),
  route(':lang?/exhibitor-register', 'routes/auth/exhibitor-register.tsx'),
  route(':lang?/customs-clearance-register', 'routes/auth/customs-clearance-register.tsx'),
  route(':lang?/forgot-password', 'routes/auth/forgot-password.tsx'),
  route(':lang?/verification-code', 'routes/auth/verification-code.tsx'),
  route(':lang?/register-verify-code', 'routes/auth/register-verify-code.tsx'),
  route(':lang?/reset-password', 'routes/auth/reset-password.tsx'),
  route(':lang?/branches', 'routes/branches.tsx'),

  // the account area: every page needs a logged-in user (the layout's loader sends others to log in)
  route(':lang?/account', 'routes/account/layout.tsx', { id: 'account' }, [
    index('routes/account/overview.tsx'),
    route('settings', 'routes/account/settings.tsx'),
    route('edit-profile', 'routes/account/edit-profile.tsx'),
    route('exhibitor-edit-profile', 'routes/account/exhibitor-edit-profile.tsx'),
    route('change-password', 'routes/account/change-password.tsx'),
  ]),
  // public: anyone may see what an exhibitor or a customer shows of themselves
  route(':lang?/account/profile/:userId', 'routes/account/public-profile.tsx'),

  route(':lang?/*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
