import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy` takes
 * it: none, the nearest N hops, or the proxies at these addresses. Never every hop: then any client
 * could write the address the limits count (decision 027).
 */
export type TrustProxy = false | number | string[];

// the names proxy-addr knows for the private ranges, beside addresses and CIDR ranges
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .superRefine((value, context) => {
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust every hop, so any client could choose the address the limits count; ' +
          'give the number of proxies in front of the site (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return;
    }
    if (value === undefined || value === '' || value === 'false' || /^\d{1,2}$/.test(value)) return;
    const wrong = value.split(',').filter((entry) => !isAddressOrRange(entry.trim()));
    if (wrong.length) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma list of their addresses or CIDR ranges; not ${wrong.join(', ')}`,
      });
    }
  })
  .transform((value): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/**
 * Fastify's option. A number becomes a function of the hop: Fastify itself reads a bare number as
 * "trust nothing" (it cannot tell a proxy from a client that writes the header itself), so a count
 * of hops is for a site that only its proxies can reach; otherwise name the proxies' addresses.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}
