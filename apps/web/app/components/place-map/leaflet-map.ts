// Client only: imported dynamically by place-map.tsx once the map comes into view, so that no page
// loads Leaflet's script or styles before it shows a map.
import { defaultMapCentre } from '@forum/contract/maps';
import * as L from 'leaflet';
// css-ok: Leaflet's styles come with this module, loaded on demand (decision 014)
import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';
import type { Coordinates, FoundPlace } from './place-search.ts';

export type MapPlace = { name: string; address: string; coordinates: Coordinates | null };

export type LeafletMapOptions = {
  places: MapPlace[];
  tileUrl: string;
  attribution: string;
  dir: 'rtl' | 'ltr';
  texts: { zoomIn: string; zoomOut: string };
  /** Tiles that cannot be loaded leave the map grey: the page says so once, and the rest still works. */
  onTilesFailed: () => void;
  /** A map that places one pin (an address's): where it is, and what follows a tap or a drag. */
  pick?: { at: Coordinates | null; title: string; onPick: (at: Coordinates) => void };
};

export type MapHandle = {
  showFound: (place: FoundPlace) => void;
  /** The picking map's pin moved (or removed) from outside: the coordinates typed in the form. */
  setPin: (at: Coordinates | null) => void;
  /** The picking map's pin put at the centre of the view (for a keyboard, which cannot tap a point). */
  pinCentre: () => void;
  destroy: () => void;
};

// six decimals are about ten centimetres: finer is noise from a tap
const roundTo6 = (value: number) => Math.round(value * 1e6) / 1e6;

const PLACE_ZOOM = 15;
const CITY_ZOOM = 11;
const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 41s14-13.3 14-25A14 14 0 0 0 2 16c0 11.7 14 25 14 25Z" class="place-map-pin__body"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';

function pin(kind: 'place' | 'found') {
  return L.divIcon({
    className: `place-map-pin place-map-pin--${kind}`,
    html: PIN_SVG,
    iconSize: [32, 42],
    iconAnchor: [16, 42],
    popupAnchor: [0, -38],
  });
}

// popups are built from text nodes: names and addresses are data, never markup
function popupOf(name: string, address: string): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = name;
  box.append(title);
  if (address) {
    const line = document.createElement('div');
    line.textContent = address;
    box.append(line);
  }
  return box;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function createLeafletMap(container: HTMLElement, options: LeafletMapOptions): MapHandle {
  const isRtl = options.dir === 'rtl';
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
    // the page scrolls under a wheel or one finger; the map zooms with its buttons, the keys or a pinch
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
  });
  // controls sit at the start and end of the reading direction
  L.control
    .zoom({
      position: isRtl ? 'topright' : 'topleft',
      zoomInTitle: options.texts.zoomIn,
      zoomOutTitle: options.texts.zoomOut,
    })
    .addTo(map);
  L.control.attribution({ position: isRtl ? 'bottomleft' : 'bottomright', prefix: false }).addTo(map);

  const tiles = L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: escapeHtml(options.attribution) });
  tiles.once('tileerror', () => options.onTilesFailed());
  tiles.addTo(map);

  const located = options.places.filter(
    (place): place is MapPlace & { coordinates: Coordinates } => place.coordinates !== null,
  );
  for (const place of located) {
    L.marker(place.coordinates, { icon: pin('place'), title: place.name, keyboard: true })
      .bindPopup(popupOf(place.name, place.address))
      .addTo(map);
  }
  const [only] = located;
  if (located.length > 1) {
    map.fitBounds(L.latLngBounds(located.map((place) => place.coordinates)), {
      padding: [40, 40],
      maxZoom: PLACE_ZOOM,
    });
  } else {
    const start = only?.coordinates ?? options.pick?.at ?? null;
    map.setView(start ?? defaultMapCentre, start ? PLACE_ZOOM : CITY_ZOOM);
  }

  let picked: L.Marker | undefined;
  const pick = options.pick;
  function setPin(at: Coordinates | null) {
    if (!at) {
      picked?.remove();
      picked = undefined;
      return;
    }
    if (picked) {
      picked.setLatLng(at);
      return;
    }
    const marker = L.marker(at, { icon: pin('found'), title: pick?.title ?? '', keyboard: true, draggable: true });
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLatLng();
      pick?.onPick({ lat: roundTo6(lat), lng: roundTo6(lng) });
    });
    picked = marker.addTo(map);
  }
  function pinAt(at: Coordinates) {
    const rounded = { lat: roundTo6(at.lat), lng: roundTo6(at.lng) };
    setPin(rounded);
    pick?.onPick(rounded);
  }
  if (pick) {
    setPin(pick.at);
    map.on('click', (event: L.LeafletMouseEvent) => pinAt(event.latlng));
  }

  let found: L.Marker | undefined;
  return {
    showFound(place) {
      found?.remove();
      found = L.marker(place, { icon: pin('found'), title: place.name, keyboard: true })
        .bindPopup(popupOf(place.name, ''))
        .addTo(map);
      map.setView(place, PLACE_ZOOM);
    },
    setPin,
    pinCentre() {
      if (pick) pinAt(map.getCenter());
    },
    destroy() {
      map.remove();
    },
  };
}
