import type { Address, AddressResponse, Country, Place, PlacesResponse } from '@forum/contract/addresses';
import { type FormEvent, useEffect, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import {
  CheckboxField,
  formValues,
  missingFields,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useApiForm,
} from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

const FIELDS = ['name', 'recipient', 'telephone', 'country', 'city', 'district', 'address', 'isDefault'] as const;

/** The places inside a chosen one (cities of a country, districts of a city), loaded when it changes. */
function usePlaces(path: '/cities' | '/districts', key: 'country' | 'city', parent: string, initial: Place[]) {
  const api = useApi();
  const [places, setPlaces] = useState<{ parent: string; items: Place[] }>({ parent, items: initial });
  useEffect(() => {
    if (parent === places.parent) return;
    if (!parent) {
      setPlaces({ parent, items: [] });
      return;
    }
    const controller = new AbortController();
    void api
      .get<PlacesResponse>(path, { query: { [key]: Number(parent) }, signal: controller.signal })
      .then((result) => {
        if (result.ok) setPlaces({ parent, items: result.data.items });
      });
    return () => controller.abort();
  }, [api, path, key, parent, places.parent]);
  return { items: places.parent === parent ? places.items : [], isLoading: places.parent !== parent };
}

/**
 * A new address for the book, added from the checkout: country, then its cities, then the city's
 * districts (some have none listed). The saved address is chosen for the order at once.
 */
export function AddressForm({
  countries,
  homeCountry,
  homeCities,
  isFirst,
  onSaved,
  onCancel,
}: {
  countries: Country[];
  homeCountry: number | null;
  homeCities: Place[];
  isFirst: boolean;
  onSaved: (address: Address) => void;
  onCancel: (() => void) | null;
}) {
  const { t } = useI18n();
  const api = useApi();
  const form = useApiForm(FIELDS);
  const { errors, clearError } = form;
  const [country, setCountry] = useState(homeCountry ? String(homeCountry) : '');
  const [city, setCity] = useState('');
  const cities = usePlaces('/cities', 'country', country, homeCountry ? homeCities : []);
  const districts = usePlaces('/districts', 'city', city, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const missing = missingFields(element, t('fieldRequired'));
    if (Object.keys(missing).length > 0) {
      form.showErrors(missing);
      return;
    }
    const { country: _country, ...body } = formValues(element);
    await form.submit(
      () => api.post<AddressResponse>('/addresses', { body: { ...body, isDefault: body.isDefault === 'true' } }),
      (data) => onSaved(data.address),
    );
  }

  return (
    <form
      ref={form.formRef}
      className="checkout-address-form form"
      noValidate
      onSubmit={save}
      aria-labelledby="checkout-address-form-title"
      data-testid="address-form"
    >
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
      <div className="checkout-address-form__actions">
        <SubmitButton isSubmitting={form.isSubmitting}>{t('checkoutAddressSave')}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('checkoutAddressCancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
