import type { Country, Place } from '@forum/contract/addresses';
import { useState } from 'react';
import { Form } from 'react-router';
import {
  CheckboxField,
  EchoedValues,
  FormMessages,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/form.tsx';
import { usePlaces } from '~/features/addresses/use-places.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/** The checkout's action adds an address when its form says so (the place-order form says otherwise). */
export const ADD_ADDRESS_INTENT = 'addAddress';
/** The checkout after an address was added (`?address={id}`): that address is chosen for the order. */
export const ADDED_ADDRESS_PARAM = 'address';
/** The checkout with the address form open (`?add-address`), for a visitor whose page runs no scripts. */
export const ADD_ADDRESS_STEP = 'add-address';

/**
 * A new address for the book, added from the checkout: country, then its cities, then the city's
 * districts (some have none listed). Sent to the checkout's action (`intent=addAddress`), with or
 * without the page's scripts; the checkout then chooses the saved address for the order. Without
 * scripts the cities are the home country's, and no district is offered (a district is optional).
 */
export function AddressForm({
  countries,
  homeCountry,
  homeCities,
  isFirst,
  onCancel,
}: {
  countries: Country[];
  homeCountry: number | null;
  homeCities: Place[];
  isFirst: boolean;
  onCancel: (() => void) | null;
}) {
  const { t } = useI18n();
  // the country only narrows the cities offered: the address itself names none
  const { formRef, field, choice, onSubmit, isSubmitting, values, inlineMessages } = useForm('addresses.add', {
    extra: ['country'],
    intent: ADD_ADDRESS_INTENT,
  });
  // the lists follow the chosen country and city; a refused form sent without scripts keeps its choice
  const home = homeCountry ? String(homeCountry) : '';
  const [country, setCountry] = useState(values.country ?? home);
  const [city, setCity] = useState(values.city ?? '');
  const cities = usePlaces('addresses.cities', country, { parent: home, items: homeCountry ? homeCities : [] });
  const districts = usePlaces('addresses.districts', city, { parent: '', items: [] });

  return (
    <Form
      method="post"
      ref={formRef}
      className="checkout-address-form form"
      noValidate
      onSubmit={onSubmit}
      replace
      aria-labelledby="checkout-address-form-title"
      data-testid="address-form"
    >
      <input type="hidden" name="intent" value={ADD_ADDRESS_INTENT} />
      <EchoedValues values={values}>
        <h3 id="checkout-address-form-title" className="checkout-address-form__title">
          {t('checkoutAddressFormTitle')}
        </h3>
        <div className="form__row">
          <TextField {...field('name')} label={t('checkoutAddressName')} hint={t('checkoutAddressNameHint')} />
          <TextField {...field('recipient')} label={t('checkoutAddressRecipient')} autoComplete="name" />
        </div>
        <TextField {...field('telephone')} type="tel" dir="ltr" label={t('telephone')} autoComplete="tel" />
        <div className="form__row">
          <SelectField
            {...choice('country')}
            label={t('country')}
            value={country}
            options={countries.map((item) => ({ value: String(item.id), label: item.name }))}
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
          <p className="checkout-address-form__note">{t('checkoutNoDistricts')}</p>
        ) : (
          <SelectField
            key={city}
            {...choice('district')}
            label={t('district')}
            placeholder={t('checkoutChooseDistrict')}
            options={districts.items.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        )}
        <TextAreaField {...field('address')} label={t('checkoutAddressLine')} autoComplete="street-address" rows={2} />
        {isFirst ? null : <CheckboxField {...choice('isDefault')} label={t('checkoutAddressDefault')} />}
      </EchoedValues>
      <FormMessages messages={inlineMessages} />
      <div className="checkout-address-form__actions">
        <SubmitButton isSubmitting={isSubmitting}>{t('checkoutAddressSave')}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('checkoutAddressCancel')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
