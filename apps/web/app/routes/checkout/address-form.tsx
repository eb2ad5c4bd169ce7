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
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/** The checkout's action adds an address when its form says so (the place-order form says otherwise). */
export const ADD_ADDRESS_INTENT = 'addAddress';
export const ADDRESS_FIELDS = [
  'name',
  'recipient',
  'telephone',
  'country',
  'city',
  'district',
  'address',
  'isDefault',
] as const;
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
  const { formRef, errors, clearError, onSubmit, isSubmitting, values, inlineMessages } = useActionForm(
    ADDRESS_FIELDS,
    { intent: ADD_ADDRESS_INTENT },
  );
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
          <TextField
            name="name"
            label={t('checkoutAddressName')}
            hint={t('checkoutAddressNameHint')}
            required
            maxLength={60}
            error={errors.name}
            onEdit={clearError}
          />
          <TextField
            name="recipient"
            label={t('checkoutAddressRecipient')}
            autoComplete="name"
            required
            maxLength={100}
            error={errors.recipient}
            onEdit={clearError}
          />
        </div>
        <TextField
          name="telephone"
          type="tel"
          dir="ltr"
          label={t('telephone')}
          autoComplete="tel"
          required
          error={errors.telephone}
          onEdit={clearError}
        />
        <div className="form__row">
          <SelectField
            name="country"
            label={t('country')}
            value={country}
            options={countries.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={(value) => {
              setCountry(value);
              setCity('');
            }}
            onEdit={clearError}
            required
            error={errors.country}
          />
          <SelectField
            name="city"
            label={t('city')}
            value={city}
            placeholder={t('checkoutChooseCity')}
            options={cities.items.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={setCity}
            onEdit={clearError}
            required
            isBusy={cities.isLoading}
            error={errors.city}
          />
        </div>
        {city && !districts.isLoading && districts.items.length === 0 ? (
          <p className="checkout-address-form__note">{t('checkoutNoDistricts')}</p>
        ) : (
          <SelectField
            key={city}
            name="district"
            label={t('district')}
            placeholder={t('checkoutChooseDistrict')}
            options={districts.items.map((item) => ({ value: String(item.id), label: item.name }))}
            error={errors.district}
            onEdit={clearError}
          />
        )}
        <TextAreaField
          name="address"
          label={t('checkoutAddressLine')}
          autoComplete="street-address"
          required
          rows={2}
          maxLength={300}
          error={errors.address}
          onEdit={clearError}
        />
        {isFirst ? null : <CheckboxField name="isDefault" label={t('checkoutAddressDefault')} />}
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
