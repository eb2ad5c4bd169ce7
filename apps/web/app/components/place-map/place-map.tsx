import { mapsLinkOf } from '@forum/contract/links';
import { defaultMapSettings, type MapSettings } from '@forum/contract/maps';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '~/components/form.tsx';
import { PinIcon } from '~/components/icons.tsx';
import { loadWithTimeout } from '~/components/lazy-part.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MapHandle, MapPlace } from './leaflet-map.ts';
import placeMapCss from './place-map.css?inline';
import { type Coordinates, type FoundPlace, SearchUnavailableError, searchAddress } from './place-search.ts';

export type { MapPlace };

type MapStatus = 'waiting' | 'loading' | 'ready' | 'failed';
type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'unavailable' }
  | { state: 'done'; query: string; results: FoundPlace[] };

/** How far below the fold the map starts loading, so that it is usually drawn by the time it is seen. */
const PRELOAD_MARGIN = '200px';

/**
 * The one map of the site (docs/product/events-and-media.md, decision 014): a place, or several, with a
 * marker each; the capital when none has coordinates; tiles and an address search configured in the settings (`maps`).
 * Leaflet is loaded only in the browser and only when the map comes into view. The address and a link
 * that opens it in a maps app are plain text and always there: the page stays whole when the tiles,
 * the geocoder or the map's script cannot be reached.
 */
export function PlaceMap({
  places,
  label,
  hasSearch = true,
  maps = defaultMapSettings,
  pick,
}: {
  places: MapPlace[];
  label: string;
  hasSearch?: boolean;
  /** The settings' tiles and address search (components cannot read the root's data themselves). */
  maps?: MapSettings;
  /**
   * A map that places one pin (an address's): where it is now, its marker's title, and what follows a
   * tap, a drag or "pin the centre". The pin follows `at` when it changes from outside (typed coordinates).
   */
  pick?: { at: Coordinates | null; title: string; centreLabel: string; onPick: (at: Coordinates) => void };
}) {
  const { t, dir } = useI18n();
  const id = useId();
  const canvasRef = useRef<HTMLElement>(null);
  const mapRef = useRef<MapHandle | null>(null);
  const startRef = useRef<() => void>(() => {});
  const pendingRef = useRef<FoundPlace | null>(null);
  const [status, setStatus] = useState<MapStatus>('waiting');
  const [hasTileError, setTileError] = useState(false);
  const placesKey = JSON.stringify(places);
  // the map is made once per places: the pin's first place and its latest handler are read through a ref
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const isPicking = pick !== undefined;
  const pickedAt = pick?.at ?? null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCancelled = false;
    let isStarted = false;
    const start = () => {
      if (isStarted) return;
      isStarted = true;
      setStatus('loading');
      loadWithTimeout(() => import('./leaflet-map.ts')).then(
        ({ createLeafletMap }) => {
          if (isCancelled) return;
          try {
            mapRef.current = createLeafletMap(canvas, {
              places: JSON.parse(placesKey) as MapPlace[],
              tileUrl: maps.tileUrl,
              attribution: maps.attribution,
              dir,
              texts: { zoomIn: t('placeMapZoomIn'), zoomOut: t('placeMapZoomOut') },
              onTilesFailed: () => setTileError(true),
              ...(pickRef.current
                ? {
                    pick: {
                      at: pickRef.current.at,
                      title: pickRef.current.title,
                      onPick: (at: Coordinates) => pickRef.current?.onPick(at),
                    },
                  }
                : {}),
            });
          } catch {
            setStatus('failed');
            return;
          }
          if (pendingRef.current) mapRef.current.showFound(pendingRef.current);
          setStatus('ready');
        },
        () => {
          if (!isCancelled) setStatus('failed');
        },
      );
    };
    startRef.current = start;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer?.disconnect();
                start();
              }
            },
            { rootMargin: PRELOAD_MARGIN },
          );
    if (observer) observer.observe(canvas);
    else start();
    return () => {
      isCancelled = true;
      observer?.disconnect();
      mapRef.current?.destroy();
      mapRef.current = null;
      setStatus('waiting');
      setTileError(false);
    };
  }, [placesKey, maps.tileUrl, maps.attribution, dir, t]);

  useEffect(() => {
    if (status === 'ready') mapRef.current?.setPin(pickedAt);
  }, [status, pickedAt]);

  const showFound = (place: FoundPlace) => {
    pendingRef.current = place;
    if (mapRef.current) mapRef.current.showFound(place);
    else startRef.current();
  };

  const note =
    status === 'failed'
      ? t('placeMapFailed')
      : status === 'loading'
        ? t('placeMapLoading')
        : status === 'waiting'
          ? t('placeMapWaiting')
          : hasTileError
            ? t('placeMapTilesFailed')
            : null;

  return (
    <div className="place-map" data-testid="place-map" data-status={status}>
      <RouteStyles name="place-map" sheet={placeMapCss} />
      {places.length === 0 ? null : (
        <ul className="place-map__places">
          {places.map((place) => (
            <li key={`${place.name}|${place.address}`} className="place-map__place">
              <PinIcon />
              <div>
                <p className="place-map__name">{place.name}</p>
                {place.address ? <p className="place-map__address">{place.address}</p> : null}
                {place.coordinates ? (
                  <a
                    href={mapsLinkOf(place.coordinates)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="place-map__open link-arrow"
                    data-testid="open-in-maps"
                  >
                    {t('openInMaps')}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {hasSearch ? <AddressSearch geocoderUrl={maps.geocoderUrl} onChoose={showFound} /> : null}

      <p id={`${id}-label`} className="place-map__label">
        {label}
      </p>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('placeMapKeyboard')}
      </p>
      {isPicking && status === 'ready' ? (
        <button
          type="button"
          className="button button--ghost place-map__centre"
          onClick={() => mapRef.current?.pinCentre()}
        >
          {pick?.centreLabel}
        </button>
      ) : null}
      <div className="place-map__frame">
        {/* Leaflet owns this element's content: React renders it empty and never changes its props */}
        <section
          ref={canvasRef}
          className="place-map__canvas"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          data-testid="place-map-canvas"
        />
        {note ? (
          <p
            className={`place-map__note${status === 'ready' ? ' place-map__note--corner' : ''}`}
            role={status === 'failed' || hasTileError ? 'status' : undefined}
            data-testid="place-map-note"
          >
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function AddressSearch({ geocoderUrl, onChoose }: { geocoderUrl: string; onChoose: (place: FoundPlace) => void }) {
  const { t, locale } = useI18n();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [chosen, setChosen] = useState<FoundPlace | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('address') ?? '').trim();
    if (!query) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setSearch({ state: 'searching' });
    setChosen(null);
    try {
      const results = await searchAddress(geocoderUrl, query, locale, controller.signal);
      setSearch({ state: 'done', query, results });
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof SearchUnavailableError)) return;
      setSearch({ state: 'unavailable' });
    }
  };

  const message =
    search.state === 'searching'
      ? t('placeMapSearching')
      : search.state === 'unavailable'
        ? t('placeMapSearchUnavailable')
        : search.state === 'done'
          ? search.results.length
            ? t('placeMapSearchResults', { count: search.results.length })
            : t('placeMapSearchEmpty', { query: search.query })
          : '';

  return (
    <search className="place-map__search">
      <form className="place-map__form" onSubmit={submit}>
        <TextField
          name="address"
          type="search"
          label={t('placeMapSearchLabel')}
          placeholder={t('placeMapSearchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="place-map__field"
        />
        <button type="submit" className="button" disabled={search.state === 'searching'}>
          {t('placeMapSearch')}
        </button>
      </form>
      <p
        className={`place-map__message${search.state === 'unavailable' ? ' place-map__message--error' : ''}`}
        role="status"
        data-testid="place-map-search-status"
      >
        {message}
      </p>
      {search.state === 'done' && search.results.length ? (
        <ul className="place-map__results" data-testid="place-map-results">
          {search.results.map((place) => (
            <li key={`${place.lat},${place.lng},${place.name}`}>
              <button
                type="button"
                className="place-map__result field-box"
                aria-pressed={chosen === place}
                onClick={() => {
                  setChosen(place);
                  onChoose(place);
                }}
              >
                {place.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <p className="place-map__chosen">
          {t('placeMapShowing', { name: chosen.name })}{' '}
          <a href={mapsLinkOf(chosen)} target="_blank" rel="noopener noreferrer">
            {t('placeMapDirections', { name: chosen.name })}
          </a>
        </p>
      ) : null}
    </search>
  );
}
