/** The canonical address of a brand's page (links to brands are /brands/{id}/{slug}, decision 021). */
export const brandPath = (brand: { id: number; slug: string }) =>
  `/brands/${brand.id}/${encodeURIComponent(brand.slug)}`;
