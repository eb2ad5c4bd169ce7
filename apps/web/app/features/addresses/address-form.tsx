import type { Address, Country, Place } from '@forum/contract/addresses';
import { addressesAddForm } from '@forum/contract/form-fields/addresses.add';
import type { MapSettings } from '@forum/contract/maps';
import { type ReactNode, useId, useState } from 'react';
import { Form } from 'react-router';
import { CheckboxField } from '~/components/choice-fields.tsx';
import { CoordinateFields, usePinnedCoordinates } from '~/components/coordinate-fields.tsx';
import { deferredPart } from '~/components/deferred-part.tsx';
import { EchoedValues, FormMessages, SelectField, SubmitButton, TextAreaField, TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { usePlaces } from '~/features/addresses/use-places.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';
import addressesCss from './addresses.css?inline';

// the pin's map is fetched by the browser apart from the form, which is filled and sent before it has come (decision 077)
const PlaceMap = deferredPart(() => import('~/components/place-map/place-map.tsx').then((module) => module.PlaceMap));

/** The checkout's action adds an address when its form says so (the place-order form says otherwise). */
export const ADD_ADDRESS_INTENT = 'addAddress';
/** The checkout after an address was added or chosen (`?address={id}`): that address is chosen for the order. */
export const ADDED_ADDRESS_PARAM = 'address';
/** The checkout with the address form open (`?add-address`), for a visitor whose page runs no scripts. */
export const ADD_ADDRESS_STEP = 'add-address';

/** The places an address form starts with: the countries, and the cities and districts of the address's (or home's). */
export type AddressPlaces = {
  countries: Country[];
  /** The country whose cities are listed first: the address's, else the forum's (Saudi Arabia). */
  homeCountry: number | null;
  homeCities: Place[];
  /** The districts of the address's city (an address being changed). */
  cityDistricts?: Place[];
};

/**
 * The one address form (decision 054), for the book (`/account/addresses/add`, `/account/addresses/{id}`),
 * the checkout and its choosing step: country, then its cities, then the city's districts (some have none
 * listed), the line, who receives it, and an optional pin on the site's map. Posted to the page's own
 * action with or without scripts. Without scripts the cities are the first country's, the districts the
 * address's city's, and the pin is two coordinates typed.
 */
export function AddressForm({
  places,
  address,
  maps,
  intent,
  title,
  titleLevel = 'h3',
  isFirst,
  onCancel,
  cancelLink,
  isPage = false,
}: {
  places: AddressPlaces;
  /** The address being changed; none for a new one. */
  address?: Address;
  maps?: MapSettings;
  intent?: string;
  title: string;
  titleLevel?: 'h2' | 'h3';
  isFirst: boolean;
  onCancel?: (() => void) | null;
  /** A link beside the submit button (back to the book), for a page of its own. */
  cancelLink?: ReactNode;
  isPage?: boolean;
}) {
  const { t } = useI18n();
  // the country only narrows the cities offered: the address itself names none
  const { formRef, field, choice, onSubmit, isSubmitting, values, inlineMessages } = useForm(addressesAddForm, {
    extra: ['country'],
    ...(intent ? { intent } : {}),
  });
  // the lists follow the chosen country and city; a refused form sent without scripts keeps its choice
  const home = places.homeCountry ? String(places.homeCountry) : '';
  const savedCity = address ? String(address.city.id) : '';
  const [country, setCountry] = useState(values.country ?? home);
  const [city, setCity] = useState(values.city ?? savedCity);
  const cities = usePlaces('addresses.cities', country, { parent: home, items: places.homeCities });
  const districts = usePlaces('addresses.districts', city, { parent: savedCity, items: places.cityDistricts ?? [] });
  const Title = titleLevel;
  const titleId = `address-form-title${address ? `-${address.id}` : ''}`;

  return (
    <Form
      method="post"
      ref={formRef}
      className={`address-form form${isPage ? ' address-form--page' : ''}`}
      noValidate
      onSubmit={onSubmit}
      replace
      aria-labelledby={titleId}
      data-testid="address-form"
    >
      <RouteStyles name="addresses" sheet={addressesCss} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <EchoedValues values={values}>
        <Title id={titleId} className="address-form__title">
          {title}
        </Title>
        <div className="form__row">
          <TextField
            {...field('name')}
            label={t('checkoutAddressName')}
            hint={t('checkoutAddressNameHint')}
            defaultValue={address?.name}
          />
          <TextField
            {...field('recipient')}
            label={t('checkoutAddressRecipient')}
            autoComplete="name"
            defaultValue={address?.recipient}
          />
        </div>
        <TextField
          {...field('telephone')}
          type="tel"
          dir="ltr"
          label={t('telephone')}
          autoComplete="tel"
          defaultValue={address?.telephone}
        />
        <div className="form__row">
          <SelectField
            {...choice('country')}
            label={t('country')}
            value={country}
            placeholder={t('addressChooseCountry')}
            options={places.countries.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={(value) => {
              setCountry(value);
              setCity('');
            }}
            required
          />
          <SelectField
            {...choice('city')}
            label={t('city')}
            value={city}
            placeholder={t('checkoutChooseCity')}
            options={cities.items.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={setCity}
            isBusy={cities.isLoading}
          />
        </div>
        {city && !districts.isLoading && districts.items.length === 0 ? (
          <p className="address-form__note">{t('checkoutNoDistricts')}</p>
        ) : (
          <SelectField
            key={city}
            {...choice('district')}
            label={t('district')}
            placeholder={t('checkoutChooseDistrict')}
            defaultValue={city === savedCity && address?.district ? String(address.district.id) : undefined}
            options={districts.items.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        )}
        <TextAreaField
          {...field('address')}
          label={t('checkoutAddressLine')}
          autoComplete="street-address"
          rows={2}
          defaultValue={address?.address}
        />
        <PinField
          latitude={field('latitude')}
          longitude={field('longitude')}
          saved={
            address?.latitude != null && address.longitude != null
              ? { lat: address.latitude, lng: address.longitude }
              : null
          }
          echoed={{ lat: values.latitude, lng: values.longitude }}
          maps={maps}
        />
        {isFirst || address?.isDefault ? null : (
          <CheckboxField {...choice('isDefault')} label={t('checkoutAddressDefault')} />
        )}
      </EchoedValues>
      <FormMessages messages={inlineMessages} />
      <div className="address-form__actions">
        <SubmitButton isSubmitting={isSubmitting}>{t('checkoutAddressSave')}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('checkoutAddressCancel')}
          </button>
        ) : null}
        {cancelLink}
      </div>
    </Form>
  );
}

type Coordinates = { lat: number; lng: number };
type FieldOf = ReturnType<ReturnType<typeof useForm<typeof addressesAddForm>>['field']>;

/**
 * The address's pin: the site's map (tap, drag, or pin its centre from the keyboard) above the two
 * coordinates it fills. The coordinates are the form's fields, so a page without scripts (or a map that
 * cannot load) still sends a pin typed by hand, or none: the pin is optional.
 */
function PinField({
  latitude,
  longitude,
  saved,
  echoed,
  maps,
}: {
  latitude: FieldOf;
  longitude: FieldOf;
  saved: Coordinates | null;
  echoed: { lat: string | undefined; lng: string | undefined };
  maps: MapSettings | undefined;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const isHydrated = useHydrated();
  const pin = usePinnedCoordinates(latitude, longitude, {
    lat: echoed.lat ?? (saved ? String(saved.lat) : ''),
    lng: echoed.lng ?? (saved ? String(saved.lng) : ''),
  });
  return (
    <fieldset className="address-pin bare-fieldset" aria-describedby={hintId}>
      <legend className="address-pin__legend">{t('addressPinLegend')}</legend>
      <p id={hintId} className="address-pin__hint">
        {t('addressPinHint')}
      </p>
      <PlaceMap
        places={[]}
        label={t('addressPinMapLabel')}
        hasSearch={false}
        {...(maps ? { maps } : {})}
        pick={{
          at: pin.at,
          title: t('addressPinTitle'),
          centreLabel: t('addressPinCentre'),
          onPick: pin.onPick,
        }}
      />
      <CoordinateFields
        latitude={{ ...latitude, label: t('addressLatitude'), ...pin.latitude, 'data-testid': 'address-latitude' }}
        longitude={{ ...longitude, label: t('addressLongitude'), ...pin.longitude, 'data-testid': 'address-longitude' }}
      />
      {pin.at && isHydrated ? (
        <div className="address-pin__actions">
          <button type="button" className="button button--ghost" onClick={pin.clear}>
            {t('addressPinClear')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
