import type { Address } from '@forum/contract/addresses';
import type { ReactNode } from 'react';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import addressesCss from './addresses.css?inline';

/**
 * An address as the specification displays it: its name, its city, its line (docs/product: name,
 * city.name, address); below, the district and who receives it, their number read left to right.
 */
export function AddressCard({
  address,
  headingLevel = 'h2',
  badge,
}: {
  address: Address;
  headingLevel?: 'h2' | 'h3' | 'span';
  badge?: ReactNode;
}) {
  const { t } = useI18n();
  const Heading = headingLevel;
  // inside a choice's label (phrasing content only) the card is spans; in a list, a block with a heading
  const Box = headingLevel === 'span' ? 'span' : 'div';
  const place = [address.city.name, address.district?.name].filter(Boolean).join(t('listSeparator'));
  return (
    <Box className="address-card text-stack" data-testid="address-card">
      <RouteStyles name="addresses" sheet={addressesCss} />
      <Heading className="address-card__name text-stack__title">
        {address.name}
        {address.isDefault ? <span className="pill">{t('addressBookDefault')}</span> : null}
        {badge}
      </Heading>
      <span className="text-stack__line">{place}</span>
      <span className="text-stack__line">{address.address}</span>
      <span className="text-stack__meta">
        {address.recipient} · <bdi dir="ltr">{address.telephone}</bdi>
      </span>
    </Box>
  );
}
