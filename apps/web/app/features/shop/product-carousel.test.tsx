import type { Product } from '@forum/contract/products';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '~/components/toasts.tsx';
import { CartProvider } from '~/features/cart/cart-provider.tsx';
import { SessionProvider } from '~/features/session/session.tsx';
import { WishlistProvider } from '~/features/wishlist/wishlist-provider.tsx';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { ProductCarousel } from './product-carousel.tsx';

const product: Product = {
  id: 7,
  slug: 'cine-lens-50',
  name: 'Cine lens 50 mm',
  image: { url: '/uploads/demo/products/lens.svg' },
  brand: { id: 1, name: 'Najm', slug: 'najm' },
  price: 1200,
  finalPrice: 1020,
  isDiscountActive: true,
  discountPercentage: 15,
  taxIncluded: true,
  inWishlist: false,
  inStock: true,
  currency: 'SAR',
  rating: { average: 4.5, count: 12 },
};

function render(products: Product[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider locale="en" messages={en}>
          <SessionProvider>
            <ToastProvider>
              <WishlistProvider>
                <CartProvider>
                  <ProductCarousel
                    title="Special offers"
                    products={products}
                    viewAllHref="/en/products?specials=true"
                  />
                </CartProvider>
              </WishlistProvider>
            </ToastProvider>
          </SessionProvider>
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe('ProductCarousel', () => {
  it('is hidden when its list is empty', () => {
    expect(render([])).not.toContain('Special offers');
  });

  it('shows its title, a view-all link and each product card with price, old price, badge and tax note', () => {
    const html = render([product]);
    expect(html).toContain('Special offers');
    expect(html).toContain('href="/en/products?specials=true"');
    expect(html).toContain('href="/en/products/7/cine-lens-50"');
    expect(html).toContain('SAR');
    expect(html).toMatch(/1,020/);
    expect(html).toMatch(/<del[^>]*>.*1,200/);
    expect(html).toContain('-15%');
    expect(html).toContain('VAT included');
  });
});
