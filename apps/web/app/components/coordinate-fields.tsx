import { type ComponentProps, useState } from 'react';
import { TextField } from './form.tsx';

type CoordinateProps = Omit<ComponentProps<typeof TextField>, 'type' | 'step' | 'dir'> & { 'data-testid'?: string };

/**
 * A place's coordinates in degrees (an address's pin, the venue, a branch): two number fields side by side,
 * left to right in both languages. Each takes its form field, its label and its value (`defaultValue`, or
 * `value` and `onChange` when a map's pin fills it: `usePinnedCoordinates`).
 */
export function CoordinateFields({ latitude, longitude }: { latitude: CoordinateProps; longitude: CoordinateProps }) {
  return (
    <div className="form__row">
      <TextField {...latitude} type="number" step="any" dir="ltr" />
      <TextField {...longitude} type="number" step="any" dir="ltr" />
    </div>
  );
}

type PinnedField = { name: string; onEdit: (name: string) => void };

/**
 * The two coordinate fields a map's pin fills (`PlaceMap`'s `pick`): what they hold (`start`: the typing a
 * refused form echoed, else the saved place), the point they make when both are numbers (null: no pin),
 * `onPick` that writes a picked point into both (and marks them edited), and each field's `value`/`onChange`.
 */
export function usePinnedCoordinates(
  latitude: PinnedField,
  longitude: PinnedField,
  start: { lat: string; lng: string },
) {
  const [lat, setLat] = useState(start.lat);
  const [lng, setLng] = useState(start.lng);
  const at =
    lat.trim() && lng.trim() && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? { lat: Number(lat), lng: Number(lng) }
      : null;
  return {
    at,
    onPick: (next: { lat: number; lng: number }) => {
      setLat(String(next.lat));
      setLng(String(next.lng));
      latitude.onEdit(latitude.name);
      longitude.onEdit(longitude.name);
    },
    clear: () => {
      setLat('');
      setLng('');
    },
    latitude: { value: lat, onChange: (event: React.ChangeEvent<HTMLInputElement>) => setLat(event.target.value) },
    longitude: { value: lng, onChange: (event: React.ChangeEvent<HTMLInputElement>) => setLng(event.target.value) },
  };
}
