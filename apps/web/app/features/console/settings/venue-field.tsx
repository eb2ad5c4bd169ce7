import { mapsLinkOf } from '@forum/contract/links';
import type { MapSettings } from '@forum/contract/maps';
import { CoordinateFields, usePinnedCoordinates } from '~/components/coordinate-fields.tsx';
import { PlaceMap } from '~/components/place-map/place-map.tsx';
import type { FieldProps } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/**
 * The venue's coordinates on the site's map (decision 066), as the address form's pin: tap, drag, or pin
 * the centre from the keyboard, and the two number fields follow; they are the form's fields, so without
 * scripts (or without the map's tiles) they are typed, with a link that opens them in a maps app.
 */
export function VenueField({
  latitude,
  longitude,
  echoed,
  maps,
}: {
  /** Each starts from its `defaultValue` (the saved place, `useForm`'s `defaults`), unless a refused form echoed it. */
  latitude: FieldProps;
  longitude: FieldProps;
  echoed: { lat: string | undefined; lng: string | undefined };
  maps: MapSettings | undefined;
}) {
  const { t } = useI18n();
  const pin = usePinnedCoordinates(latitude, longitude, {
    lat: echoed.lat ?? latitude.defaultValue ?? '',
    lng: echoed.lng ?? longitude.defaultValue ?? '',
  });
  // the pin holds their values from here on: an input takes a value or a default value, never both
  const { defaultValue: _lat, ...latitudeField } = latitude;
  const { defaultValue: _lng, ...longitudeField } = longitude;
  return (
    <div className="settings-form__wide" data-testid="venue-field">
      <p className="field__hint">{t('settingsPinHint')}</p>
      <PlaceMap
        places={[]}
        label={t('settingsMapLabel')}
        hasSearch={false}
        {...(maps ? { maps } : {})}
        pick={{
          at: pin.at,
          title: t('settingsPinTitle'),
          centreLabel: t('settingsPinCentre'),
          onPick: pin.onPick,
        }}
      />
      <CoordinateFields
        latitude={{ ...latitudeField, label: t('settingsLatitude'), ...pin.latitude }}
        longitude={{ ...longitudeField, label: t('settingsLongitude'), ...pin.longitude }}
      />
      {pin.at ? (
        <p>
          <a href={mapsLinkOf(pin.at)} target="_blank" rel="noopener noreferrer">
            {t('settingsOpenMap')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
