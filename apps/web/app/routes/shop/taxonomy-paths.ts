/** An id in an address that can name a row: anything else is an unknown page. */
export const isIdParam = (value: string | undefined): value is string => /^[1-9]\d{0,9}$/.test(value ?? '');

/** The canonical address of a brand's page (links to brands are /brands/{id}/{slug}, decision 021). */
export const brandPath = (brand: { id: number; slug: string }) =>
  `/brands/${brand.id}/${encodeURIComponent(brand.slug)}`;
