import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { accountPages } from './routes/account/account-pages.ts';
import { adminPages } from './routes/admin/admin-pages.ts';

// Every path takes an optional language prefix (/en, /ar); none means Arabic (docs/product/shell-and-languages.md).
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
  // the logout buttons post here (the header's account menu, the account pages)
  route(':lang?/logout', 'routes/auth/logout.ts'),

  // the account area: every page needs a logged-in user (the layout's loader sends others to log in); its
  // pages are listed once, with their menu entries, in routes/account/account-pages.ts
  route(
    ':lang?/account',
    'routes/account/layout.tsx',
    { id: 'account' },
    accountPages.map((page) => (page.path ? route(page.path, page.file) : index(page.file))),
  ),
  // the staff console (decision 061): staff only (a guest logs in, anyone else gets 403); its pages are
  // listed by part in routes/admin/<part>/<part>-pages.ts, joined in routes/admin/admin-pages.ts
  route(
    ':lang?/admin',
    'routes/admin/layout.tsx',
    { id: 'admin' },
    adminPages.map((page) => (page.path ? route(page.path, page.file) : index(page.file))),
  ),
  // public: anyone may see what an exhibitor or a customer shows of themselves
  route(':lang?/account/profile/:userId', 'routes/account/public-profile.tsx'),

  // the conference: the programme at a glance, the agenda, a page per session and per speaker
  route(':lang?/conference', 'routes/conference/conference.tsx'),
  route(':lang?/conference/agenda', 'routes/conference/agenda.tsx'),
  route(':lang?/conference/sessions/:id', 'routes/conference/session.tsx'),
  route(':lang?/conference/speakers', 'routes/conference/speakers.tsx'),
  route(':lang?/conference/speakers/:id', 'routes/conference/speaker.tsx'),

  // workshops (/workshops/agenda before /workshops/{id}) and the personal agenda
  route(':lang?/workshops', 'routes/workshops/workshops.tsx'),
  route(':lang?/workshops/agenda', 'routes/workshops/workshops-agenda.tsx'),
  route(':lang?/workshops/:id', 'routes/workshops/workshop.tsx'),
  // a workshop's registration forms post here (register, join the waiting list, cancel)
  route(':lang?/workshops/:id/registration', 'routes/workshops/registration-action.ts'),
  route(':lang?/my-agenda/conference-sessions', 'routes/my-agenda/conference-sessions.tsx'),
  route(':lang?/my-agenda/workshops', 'routes/my-agenda/workshops.tsx'),
  // the hearts of sessions and products post here (saved or removed; the list is /my-agenda)
  route(':lang?/wishlist', 'routes/wishlist.ts'),

  // the exhibition: directory, a page per exhibitor, the floor map
  route(':lang?/exhibition', 'routes/exhibition/directory.tsx'),
  route(':lang?/exhibition/map', 'routes/exhibition/floor-map.tsx'),
  route(':lang?/exhibition/:id', 'routes/exhibition/exhibitor.tsx'),

  // events and the media centre
  route(':lang?/events', 'routes/events/events.tsx'),
  route(':lang?/events/:id', 'routes/events/event.tsx'),
  route(':lang?/media', 'routes/media/media.tsx'),
  route(':lang?/media/:type/:id', 'routes/media/media-item.tsx'),

  // the cart, the site search and product reviews (a product's reviews: /reviews?product={id})
  route(':lang?/cart', 'routes/cart/cart.tsx'),
  // the checkout and its outcome; a card payment comes back from the gateway to /confirm-transaction
  route(':lang?/checkout', 'routes/checkout/checkout.tsx'),
  // choosing (or adding) the delivery address on the way to the checkout
  route(':lang?/address/checkout', 'routes/checkout/address-checkout.tsx'),
  route(':lang?/checkout/failed', 'routes/checkout/failed.tsx'),
  route(':lang?/checkout/:id/success', 'routes/checkout/success.tsx', { id: 'checkout-success' }),
  route(':lang?/confirm-transaction/success/:id', 'routes/checkout/success.tsx', { id: 'payment-success' }),
  route(':lang?/confirm-transaction/fail/:id', 'routes/checkout/payment-failed.tsx'),
  route(':lang?/search', 'routes/search/search.tsx'),
  route(':lang?/reviews', 'routes/reviews/reviews.tsx'),
  route(':lang?/reviews/:id', 'routes/reviews/review.tsx'),

  // sponsorship and the information pages (/page/{slug} first: /page/about-us is not /{lang}/about-us)
  route(':lang?/page/:slug', 'routes/info/page.tsx'),
  route(':lang?/sponsorship-packages', 'routes/info/sponsorship.tsx'),
  route(':lang?/about-us', 'routes/info/about-us.tsx'),
  route(':lang?/contact-us', 'routes/info/contact-us.tsx'),
  route(':lang?/faq', 'routes/info/faq.tsx'),
  route(':lang?/terms-conditions', 'routes/info/terms-conditions.tsx'),
  route(':lang?/community', 'routes/info/community.tsx'),
  route(':lang?/services', 'routes/info/services.tsx'),
  route(':lang?/services/:id', 'routes/info/service.tsx'),
  route(':lang?/sitemap', 'routes/info/sitemap.tsx'),
  route(':lang?/driver-app', 'routes/info/driver-app.tsx'),
  route(':lang?/apple-app-store', 'routes/info/app-store-redirect.tsx', { id: 'apple-app-store' }),
  route(':lang?/google-play-store', 'routes/info/app-store-redirect.tsx', { id: 'google-play-store' }),
  // the shop's catalogue (/products/specials and /products/best-seller before /products/{id}/{slug})
  route(':lang?/products', 'routes/shop/products.tsx', { id: 'products' }),
  route(':lang?/products/specials', 'routes/shop/products.tsx', { id: 'products-specials' }),
  route(':lang?/products/best-seller', 'routes/shop/products.tsx', { id: 'products-best-seller' }),
  route(':lang?/products/:id/:slug?', 'routes/shop/product.tsx'),
  // categories and brands: a brand's page is /brands/{id}/{slug}; /brand/{id}/{slug} redirects there
  route(':lang?/categories', 'routes/shop/categories.tsx'),
  route(':lang?/categories/:id', 'routes/shop/category.tsx'),
  route(':lang?/brands', 'routes/shop/brands.tsx'),
  route(':lang?/brands/:id/:slug?', 'routes/shop/brand.tsx', { id: 'brand' }),
  route(':lang?/brand/:id/:slug?', 'routes/shop/brand.tsx', { id: 'brand-alias' }),
  route('sitemap.xml', 'routes/seo/sitemap-xml.ts'),
  route('robots.txt', 'routes/seo/robots-txt.ts'),

  route(':lang?/*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
