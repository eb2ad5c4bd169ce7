import { z } from 'zod';
import { TelephoneSchema } from './account.ts';
import { optionalField } from './forms.ts';
import { IdSchema } from './params.ts';

/** How many addresses one account keeps: enough for home, work and family, few enough to choose from. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_LINE_MIN_LENGTH = 5;
export const ADDRESS_LINE_MAX_LENGTH = 300;

const PlaceSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /countries */
export const CountrySchema = PlaceSchema.extend({ code: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.object({ items: z.array(CountrySchema) });
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;

/** GET /cities?country={id} and GET /districts?city={id}: the places inside one, by name. */
export const CitiesQuerySchema = z.object({ country: IdSchema });
export const DistrictsQuerySchema = z.object({ city: IdSchema });
export const PlaceSchemaOut = PlaceSchema.meta({ id: 'Place' });
export type Place = z.infer<typeof PlaceSchemaOut>;
export const PlacesResponseSchema = z.object({ items: z.array(PlaceSchemaOut) });
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;

const LatitudeSchema = z.coerce.number().min(-90).max(90);
const LongitudeSchema = z.coerce.number().min(-180).max(180);

/**
 * POST /addresses and PUT /addresses/{id}. The district is optional (small cities have none listed);
 * when given it must lie in the city. The map pin is optional too.
 */
export const AddressBodySchema = z.object({
  name: z.string().trim().min(1).max(60).meta({ description: 'what the customer calls it: Home, Work' }),
  recipient: z.string().trim().min(2).max(100),
  telephone: TelephoneSchema,
  city: IdSchema,
  district: optionalField(IdSchema).nullable(),
  address: z.string().trim().min(ADDRESS_LINE_MIN_LENGTH).max(ADDRESS_LINE_MAX_LENGTH),
  latitude: optionalField(LatitudeSchema).nullable(),
  longitude: optionalField(LongitudeSchema).nullable(),
  isDefault: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on'),
});
export type AddressBody = z.input<typeof AddressBodySchema>;
export type AddressFields = z.output<typeof AddressBodySchema>;

/** An address as displayed: name, city.name, address; and what a courier needs beside them. */
export const AddressSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    recipient: z.string(),
    telephone: z.string(),
    country: CountrySchema,
    city: PlaceSchema,
    district: PlaceSchema.nullable(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

/** GET /addresses and DELETE /addresses/{id}: the whole book, the default first. */
export const AddressesResponseSchema = z.object({ items: z.array(AddressSchema) });
export type AddressesResponse = z.infer<typeof AddressesResponseSchema>;
export const AddressResponseSchema = z.object({ address: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;
