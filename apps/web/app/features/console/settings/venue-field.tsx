import { mapsLinkOf } from '@forum/contract/links';
import type { MapSettings } from '@forum/contract/maps';
import { CoordinateFields, usePinnedCoordinates } from '~/components/coordinate-fields.tsx';
import { PlaceMap } from '~/components/place-map/place-map.tsx';
import type { FieldProps } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

type Coordinates = { lat: number; lng: number };

/**
 * The venue's coordinates on the site's map (decision 066), as the address form's pin: tap, drag, or pin
 * the centre from the keyboard, and the two number fields follow; they are the form's fields, so without
 * scripts (or without the map's tiles) they are typed, with a link that opens them in a maps app.
 */
export function VenueField({
  latitude,
  longitude,
  saved,
  echoed,
  maps,
}: {
  latitude: FieldProps;
  longitude: FieldProps;
  saved: Coordinates;
  echoed: { lat: string | undefined; lng: string | undefined };
  maps: MapSettings | undefined;
}) {
  const { t } = useI18n();
  const pin = usePinnedCoordinates(latitude, longitude, {
    lat: echoed.lat ?? String(saved.lat),
    lng: echoed.lng ?? String(saved.lng),
  });
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
        latitude={{ ...latitude, label: t('settingsLatitude'), ...pin.latitude }}
        longitude={{ ...longitude, label: t('settingsLongitude'), ...pin.longitude }}
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
