import { exhibitorAccountsRegisterForm } from '@forum/contract/form-fields/exhibitorAccounts.register';
import { SelectField, TextField } from '~/components/form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/exhibitor-register';
import { authMeta } from './auth-layout.tsx';
import { registrationAction } from './register-action.server.ts';
import {
  CompanyNameField,
  CompanyNumbers,
  FormSection,
  LocationFields,
  RegistrationPage,
  useRegistration,
} from './register-fields.tsx';
import { REGISTRATIONS } from './register-names.ts';

const PAGE = REGISTRATIONS.exhibitor;

/** The fields of activity to choose from, in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { categories: route.need(await route.api.call('exhibition.categories')).items };
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, PAGE.title, PAGE.lead);
}

export function action(args: Route.ActionArgs) {
  return registrationAction(args, { family: PAGE.family });
}

/** A company that exhibits, and the person who runs its account; then the emailed code. */
export default function ExhibitorRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const registration = useRegistration(exhibitorAccountsRegisterForm);
  const { field, choice, fieldProps } = registration;

  return (
    <RegistrationPage page={PAGE} registration={registration} holder="contactPerson">
      <FormSection title={t('companyDetails')}>
        <div className="form__row">
          <CompanyNameField {...fieldProps} />
          <SelectField
            {...choice('category')}
            label={t('category')}
            placeholder={t('categoryPlaceholder')}
            options={loaderData.categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
          />
        </div>
        <TextField
          {...field('website')}
          type="url"
          label={t('website')}
          autoComplete="url"
          inputMode="url"
          dir="ltr"
          placeholder="https://"
        />
        <CompanyNumbers {...fieldProps} required={false} />
        <LocationFields {...fieldProps} withStreet={false} />
      </FormSection>
    </RegistrationPage>
  );
}
