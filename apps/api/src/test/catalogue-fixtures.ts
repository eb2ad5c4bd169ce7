import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, shipmentTypes } from '../db/schema.ts';

/**
 * The demo catalogue's director's notebook at a round 115 SAR (VAT included, no discount) with stock to
 * spare, and the pickup shipment type (no address): the fixed prices the order and payment tests count on.
 */
export async function notebookAt115(db: Db): Promise<{ productId: number; pickup: number }> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'director-notebook'));
  if (!product) throw new Error('the demo notebook is missing');
  await db
    .update(products)
    .set({ priceMinor: 115_00, taxIncluded: true, discountPercentage: 0, stock: 1000 })
    .where(eq(products.id, product.id));
  const pickup = (await db.select().from(shipmentTypes)).find((type) => !type.needsAddress)?.id;
  if (!pickup) throw new Error('no pickup shipment type');
  return { productId: product.id, pickup };
}
