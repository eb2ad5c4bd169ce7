import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { CoordinateFields, usePinnedCoordinates } from './coordinate-fields.tsx';

/** The server's HTML of a form's part, inside a page (the fields read the form's echoed answer). */
function render(element: ReactNode) {
  const router = createMemoryRouter([{ id: 'page', path: '/en/x', loader: () => null, element }], {
    initialEntries: ['/en/x'],
    hydrationData: { loaderData: { page: null } },
  });
  return renderToString(
    <I18nProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const field = (name: string) => ({ name, error: undefined, onEdit: () => {} });

/** What a pin made of `start` would point at, as text. */
function PinOf({ lat, lng }: { lat: string; lng: string }) {
  const pin = usePinnedCoordinates(field('latitude'), field('longitude'), { lat, lng });
  return <output>{pin.at ? `${pin.at.lat},${pin.at.lng}` : 'none'}</output>;
}

describe('the coordinate fields', () => {
  it('are two number fields in degrees, read left to right, with their labels and values', () => {
    const html = render(
      <CoordinateFields
        latitude={{ ...field('latitude'), label: 'Lat', defaultValue: '24.7' }}
        longitude={{ ...field('longitude'), label: 'Lng', defaultValue: '46.6' }}
      />,
    );
    for (const [name, value] of [
      ['latitude', '24.7'],
      ['longitude', '46.6'],
    ]) {
      const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
      expect(input).toContain('type="number"');
      expect(input).toContain('step="any"');
      expect(input).toContain('dir="ltr"');
      expect(input).toContain(`value="${value}"`);
    }
    expect(html).toContain('Lat');
    expect(html).toContain('Lng');
  });

  it('pin a point only when both hold numbers', () => {
    expect(render(<PinOf lat="24.7" lng="46.6" />)).toContain('24.7,46.6');
    expect(render(<PinOf lat="24.7" lng="" />)).toContain('none');
    expect(render(<PinOf lat="north" lng="46.6" />)).toContain('none');
  });
});
