import { type RouteConfig, route } from '@react-router/dev/routes';

// Every path takes an optional language prefix (/en, /ar); none means Arabic (SPEC.md §2).
export default [
  route(':lang?', 'routes/home.tsx', { id: 'home' }),
  route(':lang?/404', 'routes/not-found.tsx'),
  route(':lang?/design-system', 'routes/design-system.tsx'),
  route(':lang?/*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
