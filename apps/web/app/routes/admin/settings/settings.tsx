import type { ConsoleSettings } from '@forum/contract/console/settings';
import { socialField, socialNetworks } from '@forum/contract/console/settings-rules';
import { consoleSettingsUpdateForm } from '@forum/contract/form-fields/consoleSettings.update';
import { type ComponentProps, Fragment } from 'react';
import { Form } from 'react-router';
import { EmailField, FormMessages, SubmitButton, TextField } from '~/components/form.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import {
  BaseField,
  ConfirmButton,
  ConfirmStep,
  ConsoleBilingualField,
  StaleSummary,
} from '~/features/console/form/console-form.tsx';
import { PeoplePage } from '~/features/console/people/people-page.tsx';
import { VenueField } from '~/features/console/settings/venue-field.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/settings';

const SETTINGS_PATH = '/admin/settings';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { settings: route.need(await route.api.call('consoleSettings.get')) };
}

/** Save the form (refused when changed since it opened: decision 061), or turn maintenance on or off. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const back = form.to(SETTINGS_PATH);
  if (form.text('intent') === 'maintenance') {
    const maintenance = form.text('maintenance') === 'true';
    const asked = askConfirm(form, {
      title: form.t(maintenance ? 'settingsMaintenanceStartTitle' : 'settingsMaintenanceStopTitle'),
      text: form.t(maintenance ? 'settingsMaintenanceStartText' : 'settingsMaintenanceStopText'),
      confirmLabel: form.t(maintenance ? 'settingsMaintenanceStart' : 'settingsMaintenanceStop'),
    });
    if (asked) return asked;
    const result = await form.send('consoleSettings.maintenance', { body: { maintenance } });
    return form.answer(result, {
      to: back,
      message: form.t(maintenance ? 'settingsMaintenanceStarted' : 'settingsMaintenanceStopped'),
      refusedTo: back,
    });
  }
  const result = await form.send('consoleSettings.update');
  return consoleAnswer(form, result, { to: back, message: form.t('consoleSettingsSaved') });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.consoleSettingsTitle ?? '' }, { name: 'robots', content: 'noindex' }];
}

const socialLabels: Record<(typeof socialNetworks)[number], MessageKey> = {
  x: 'settingsSocialX',
  instagram: 'settingsSocialInstagram',
  youtube: 'settingsSocialYoutube',
  linkedin: 'settingsSocialLinkedin',
  facebook: 'settingsSocialFacebook',
  tiktok: 'settingsSocialTiktok',
  snapchat: 'settingsSocialSnapchat',
};

/** The values the form opened with, sent back as `base`: what it would overwrite is checked first. */
function baseOf(settings: ConsoleSettings): string {
  const { maintenance: _maintenance, timeZone: _timeZone, ...fields } = settings;
  return JSON.stringify(fields);
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <PeoplePage name="settings" title="consoleSettingsTitle" lead="consoleSettingsLead">
      <MaintenancePanel isOn={settings.maintenance} />
      {/* the key: after a save the form opens again on the stored values, with a new base */}
      <SettingsForm key={baseOf(settings)} settings={settings} />
    </PeoplePage>
  );
}

function SettingsForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useI18n();
  const maps = useRootData()?.site?.settings.maps;
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages, values } = useForm(
    consoleSettingsUpdateForm,
    { defaults: settings },
  );
  const pair = (
    base: 'siteName' | 'description' | 'venueName' | 'venueAddress' | 'address' | 'sellerName' | 'sellerAddress',
    label: MessageKey,
    multiline = false,
  ) => (
    <div className="settings-form__wide">
      <ConsoleBilingualField
        {...bilingual(base)}
        labels={{ ar: `${t(label)} (${t('peopleArabic')})`, en: `${t(label)} (${t('peopleEnglish')})` }}
        {...(multiline ? { multiline: true, rows: 3 } : {})}
      />
    </div>
  );
  // one field of one language, read left to right (a date, a number, an address on the web), holding the stored value
  const ltr = (
    name: Parameters<typeof field>[0],
    label: MessageKey,
    props: Omit<ComponentProps<typeof TextField>, 'name' | 'label'> = {},
  ) => <TextField {...field(name)} dir="ltr" label={t(label)} {...props} />;
  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="settings-form"
      data-testid="settings-form"
    >
      <StaleSummary />
      <BaseField base={baseOf(settings)} />
      <fieldset>
        <legend>{t('settingsForum')}</legend>
        {pair('siteName', 'settingsSiteName')}
        {pair('description', 'settingsDescription', true)}
        {ltr('forumStart', 'settingsForumStart', { type: 'datetime-local' })}
        {ltr('forumEnd', 'settingsForumEnd', { type: 'datetime-local' })}
        <p className="field__hint settings-form__wide">{t('settingsTimeZoneNote', { name: settings.timeZone })}</p>
      </fieldset>
      <fieldset>
        <legend>{t('settingsVenue')}</legend>
        {pair('venueName', 'settingsVenueName')}
        {pair('venueAddress', 'settingsVenueAddress')}
        <VenueField
          latitude={field('latitude')}
          longitude={field('longitude')}
          echoed={{ lat: values.latitude, lng: values.longitude }}
          maps={maps}
        />
      </fieldset>
      <fieldset>
        <legend>{t('settingsContacts')}</legend>
        <EmailField {...field('email')} label={t('settingsEmail')} />
        {ltr('telephone', 'settingsTelephone', { type: 'tel' })}
        {ltr('whatsapp', 'settingsWhatsapp', { type: 'tel' })}
        {pair('address', 'settingsAddress')}
      </fieldset>
      <fieldset>
        <legend>{t('settingsLinks')}</legend>
        <p className="field__hint settings-form__wide">{t('settingsLinksHint')}</p>
        {socialNetworks.map((network) => (
          <Fragment key={network}>{ltr(socialField(network), socialLabels[network], { type: 'url' })}</Fragment>
        ))}
        {ltr('appleUrl', 'settingsApple', { type: 'url' })}
        {ltr('googleUrl', 'settingsGoogle', { type: 'url' })}
      </fieldset>
      <fieldset>
        <legend>{t('settingsInvoices')}</legend>
        {ltr('currency', 'settingsCurrency')}
        {ltr('vatPercent', 'settingsVatPercent', { step: 'any' })}
        {ltr('vatNumber', 'settingsVatNumber', { inputMode: 'numeric' })}
        {pair('sellerName', 'settingsSellerName')}
        {pair('sellerAddress', 'settingsSellerAddress')}
      </fieldset>
      <fieldset>
        <legend>{t('settingsReturns')}</legend>
        {ltr('returnWindowDays', 'settingsReturnWindow', { hint: t('settingsReturnWindowHint') })}
      </fieldset>
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('consoleSettingsSave')}</SubmitButton>
    </Form>
  );
}

/** Maintenance on or off, each after a question (a dialog, or a step of the page without scripts). */
function MaintenancePanel({ isOn }: { isOn: boolean }) {
  const { t } = useI18n();
  return (
    <section
      className={`settings-maintenance${isOn ? ' settings-maintenance--on' : ''}`}
      aria-labelledby="maintenance-title"
      data-testid="maintenance-panel"
    >
      <h2 id="maintenance-title" className="people-confirm__title">
        {t('settingsMaintenance')}
      </h2>
      <p data-testid="maintenance-state">{t(isOn ? 'settingsMaintenanceOn' : 'settingsMaintenanceOff')}</p>
      <ConfirmStep />
      <Form method="post">
        <input type="hidden" name="intent" value="maintenance" />
        <input type="hidden" name="maintenance" value={isOn ? 'false' : 'true'} />
        <ConfirmButton
          label={t(isOn ? 'settingsMaintenanceStop' : 'settingsMaintenanceStart')}
          title={t(isOn ? 'settingsMaintenanceStopTitle' : 'settingsMaintenanceStartTitle')}
          text={t(isOn ? 'settingsMaintenanceStopText' : 'settingsMaintenanceStartText')}
          confirmLabel={t(isOn ? 'settingsMaintenanceStop' : 'settingsMaintenanceStart')}
          testId="maintenance-switch"
        />
      </Form>
    </section>
  );
}
