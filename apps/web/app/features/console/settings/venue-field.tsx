import { mapsLinkOf } from '@forum/contract/links';
import type { MapSettings } from '@forum/contract/maps';
import { useState } from 'react';
import { TextField } from '~/components/form.tsx';
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
  const [lat, setLat] = useState(echoed.lat ?? String(saved.lat));
  const [lng, setLng] = useState(echoed.lng ?? String(saved.lng));
  const at =
    lat.trim() && lng.trim() && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? { lat: Number(lat), lng: Number(lng) }
      : null;
  return (
    <div className="settings-form__wide" data-testid="venue-field">
      <p className="field__hint">{t('settingsPinHint')}</p>
      <PlaceMap
        places={[]}
        label={t('settingsMapLabel')}
        hasSearch={false}
        {...(maps ? { maps } : {})}
        pick={{
          at,
          title: t('settingsPinTitle'),
          centreLabel: t('settingsPinCentre'),
          onPick: (next) => {
            setLat(String(next.lat));
            setLng(String(next.lng));
            latitude.onEdit(latitude.name);
            longitude.onEdit(longitude.name);
          },
        }}
      />
      <div className="form__row">
        <TextField
          {...latitude}
          type="number"
          step="any"
          dir="ltr"
          label={t('settingsLatitude')}
          value={lat}
          onChange={(event) => setLat(event.target.value)}
        />
        <TextField
          {...longitude}
          type="number"
          step="any"
          dir="ltr"
          label={t('settingsLongitude')}
          value={lng}
          onChange={(event) => setLng(event.target.value)}
        />
      </div>
      {at ? (
        <p>
          <a href={mapsLinkOf(at)} target="_blank" rel="noopener noreferrer">
            {t('settingsOpenMap')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
