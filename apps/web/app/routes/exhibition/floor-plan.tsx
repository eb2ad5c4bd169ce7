import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import type { ExhibitionMap } from '@forum/contract/exhibition';
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '~/components/icons.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { changedSearch } from '~/utils/query.ts';
import { BOOTH_LIST_DETAILS, BOOTH_LIST_TARGET, BoothList } from './booth-list.tsx';
import { findBooth, type MapBooth, searchableBooths, searchBooths } from './booth-search.ts';
import { boundsOf, type Direction, nearestInDirection, stackHalls } from './plan-geometry.ts';
import { BoothLayer, BoothTooltip, colourOf, Halls } from './plan-layers.tsx';
import { prefersReducedMotion, usePlanView, ZOOM_STEP } from './use-plan-view.ts';

const SEARCH_DELAY_MS = 350;
/** Below this width the halls are stacked (the plan's box is taller than wide there: floor-map.css). */
const STACKED_QUERY = '(max-width: 575.98px)';

/** Whether the screen is narrow enough for the stacked plan; the server draws the halls side by side. */
function useStackedPlan(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(STACKED_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(STACKED_QUERY).matches,
    () => false,
  );
}
const MAX_RESULTS_SHOWN = 8;
/** The smallest size, in screen pixels, of a booth's label (as long as it fits in its booth). */
const MIN_LABEL_PX = 12;

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The interactive floor plan: the halls and booths as inline SVG, a search over the loaded booths, the
 * controls, a legend, and the same booths as a list for screen readers and anyone who prefers one.
 * The address holds the search and the chosen booth, so a link can show them (…/map/?booth=A-12).
 */
export function FloorPlan({ map: plainMap }: { map: ExhibitionMap }) {
  const { t, dir } = useI18n();
  const isStacked = useStackedPlan();
  // the same booths in the same halls; only where the halls are drawn changes
  const map = useMemo(
    () => (isStacked ? { ...plainMap, ...stackHalls(plainMap.halls, plainMap.booths) } : plainMap),
    [isStacked, plainMap],
  );
  const to = useLocalePath();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const hintId = useId();
  const { booths, bounds: plan } = map;
  const index = useMemo(() => searchableBooths(booths), [booths]);

  const urlQuery = searchParams.get('q') ?? '';
  const selected = findBooth(booths, searchParams.get('booth'));
  const [query, setQuery] = useState(urlQuery);
  // the address may change without the search field (back button, a link): follow it
  const writtenQuery = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery !== writtenQuery.current) {
      writtenQuery.current = urlQuery;
      setQuery(urlQuery);
    }
  }, [urlQuery]);
  const matches = useMemo(() => searchBooths(index, query), [index, query]);
  const isSearching = query.trim() !== '';

  const planView = usePlanView(plan, selected ?? boundsOf(matches));
  const { viewportRef, view, size } = planView;

  // booths: hover and focus show who is there; one booth at a time is in the tab order (roving tabindex)
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [armedId, setArmedId] = useState<number | null>(null);
  const [rovingId, setRovingId] = useState<number | null>(null);
  const tabStopId = rovingId ?? selected?.id ?? matches[0]?.id ?? booths[0]?.id ?? null;
  const highlighted = useMemo(() => {
    const ids = new Set(matches.map((booth) => booth.id));
    if (selected) ids.add(selected.id);
    return ids;
  }, [matches, selected]);
  const shownId = hoveredId ?? focusedId ?? armedId ?? selected?.id ?? null;
  const shown = shownId === null ? undefined : booths.find((booth) => booth.id === shownId);

  const hrefOf = useCallback(
    (booth: MapBooth) => (booth.exhibitor ? to(`/exhibition/${booth.exhibitor.id}`) : null),
    [to],
  );
  const labelOf = useCallback(
    (booth: MapBooth) =>
      booth.exhibitor
        ? t('exhibitionMapBoothName', { code: booth.code, name: booth.exhibitor.name })
        : t(booth.isFree ? 'exhibitionMapBoothFree' : 'exhibitionMapBoothReserved', { code: booth.code }),
    [t],
  );

  const focusBooth = useCallback(
    (booth: MapBooth) => {
      setRovingId(booth.id);
      viewportRef.current?.querySelector<SVGElement>(`[data-booth-id="${booth.id}"]`)?.focus({ preventScroll: true });
    },
    [viewportRef],
  );

  const { reveal, pointerType } = planView;
  const onBoothFocus = useCallback(
    (booth: MapBooth) => {
      setFocusedId(booth.id);
      setRovingId(booth.id);
      reveal(booth);
    },
    [reveal],
  );
  const onBoothBlur = useCallback(() => setFocusedId(null), []);

  const onBoothClick = useCallback(
    (booth: MapBooth, event: MouseEvent<Element>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // a touch screen has no hover: the first tap shows who is there, the second opens the page
      if (pointerType() === 'touch' && armedId !== booth.id) {
        setArmedId(booth.id);
        setRovingId(booth.id);
        return;
      }
      const href = hrefOf(booth);
      if (href) navigate(href);
    },
    [armedId, hrefOf, navigate, pointerType],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const boothId = Number((event.target as Element).getAttribute('data-booth-id'));
    const booth = boothId ? booths.find((item) => item.id === boothId) : undefined;
    const direction = ARROWS[event.key];
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '+' || event.key === '=') planView.zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') planView.zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') planView.showWhole();
    else if (booth && direction) {
      const next = nearestInDirection(booths, booth, direction);
      if (next) focusBooth(next);
    } else if (booth && (event.key === 'Home' || event.key === 'End')) {
      const next = event.key === 'Home' ? booths[0] : booths.at(-1);
      if (next) focusBooth(next);
    } else if (booth && event.key === 'Enter') {
      const href = hrefOf(booth);
      if (href) navigate(href);
    } else if (booth && event.key === 'Escape') viewportRef.current?.focus();
    else if (!booth && direction) planView.panStep(direction);
    else return;
    event.preventDefault();
  }

  // search: typing highlights at once; the address and the view follow after a pause
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const writeAddress = useCallback(
    (next: { q?: string; booth?: string | null }) => {
      // a query of spaces only is no search: it leaves the address
      const q = next.q === undefined ? undefined : next.q.trim() ? next.q : '';
      if (q !== undefined) writtenQuery.current = q;
      setSearchParams((current) => changedSearch(current, { q, booth: next.booth }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const { focusOn } = planView;
  const showMatches = useCallback(
    (found: MapBooth[]) => {
      const target = boundsOf(found);
      if (target) focusOn(target);
      const first = found[0];
      if (first) setRovingId(first.id);
    },
    [focusOn],
  );

  function scrollToPlan() {
    viewportRef.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  function onSearchInput(value: string) {
    setQuery(value);
    setArmedId(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      writeAddress({ q: value, booth: null });
      showMatches(searchBooths(index, value));
    }, SEARCH_DELAY_MS);
  }

  function onSearchSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    writeAddress({ q: query, booth: null });
    showMatches(matches);
    scrollToPlan();
  }

  function clearSearch() {
    clearTimeout(timer.current);
    setQuery('');
    writeAddress({ q: '', booth: null });
  }

  /** From a search result or the list: mark the booth, bring it into view and put the keyboard on it. */
  function chooseBooth(booth: MapBooth) {
    writeAddress({ booth: booth.code });
    setArmedId(null);
    // focus first: its own small move into view is then replaced by the closer view of the booth
    focusBooth(booth);
    focusOn(booth);
    scrollToPlan();
  }

  const categories = useMemo(() => {
    const seen = new Map<number, string>();
    for (const booth of booths)
      if (booth.exhibitor) seen.set(booth.exhibitor.category.id, booth.exhibitor.category.name);
    return [...seen.entries()].sort(([a], [b]) => a - b);
  }, [booths]);

  return (
    <div className="ex-plan">
      <search aria-label={t('exhibitionMapSearchLabel')}>
        <form method="get" className="ex-plan__search" onSubmit={onSearchSubmit}>
          <div className="field">
            <label htmlFor="map-search" className="field__label">
              {t('exhibitionMapSearchLabel')}
            </label>
            <div className="ex-plan__search-row">
              <input
                id="map-search"
                name="q"
                type="search"
                className="field__input"
                value={query}
                placeholder={t('exhibitionMapSearchPlaceholder')}
                maxLength={SEARCH_TEXT_MAX}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => onSearchInput(event.currentTarget.value)}
              />
              <button type="submit" className="button">
                <SearchIcon /> {t('exhibitionMapSearchButton')}
              </button>
            </div>
          </div>
          <div className="ex-plan__results">
            <p role="status" className="ex-plan__status" data-testid="map-search-status">
              {isSearching
                ? matches.length > 0
                  ? t('exhibitionMapMatches', { count: matches.length })
                  : t('exhibitionMapNoMatch', { query: query.trim() })
                : ''}
            </p>
            {isSearching && matches.length > 0 ? (
              <ul className="ex-plan__result-list">
                {matches.slice(0, MAX_RESULTS_SHOWN).map((booth) => (
                  <li key={booth.id}>
                    <button type="button" className="ex-plan__result" onClick={() => chooseBooth(booth)}>
                      <bdi dir="ltr" className="ex-plan__result-code">
                        {booth.code}
                      </bdi>
                      <span>{booth.exhibitor?.name ?? t('exhibitionMapAvailable')}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {isSearching ? (
              <button type="button" className="ex-plan__clear" onClick={clearSearch}>
                {t('exhibitionMapClearSearch')}
              </button>
            ) : null}
          </div>
        </form>
      </search>

      <div className="ex-plan__toolbar spread-row">
        <fieldset className="ex-plan__controls bare-fieldset">
          <legend className="visually-hidden">{t('exhibitionMapControls')}</legend>
          <button type="button" className="ex-plan__control" onClick={() => planView.zoomBy(ZOOM_STEP)}>
            <span aria-hidden="true" className="ex-plan__control-sign">
              +
            </span>
            {t('exhibitionMapZoomIn')}
          </button>
          <button type="button" className="ex-plan__control" onClick={() => planView.zoomBy(1 / ZOOM_STEP)}>
            <span aria-hidden="true" className="ex-plan__control-sign">
              −
            </span>
            {t('exhibitionMapZoomOut')}
          </button>
          <button type="button" className="ex-plan__control" onClick={planView.showWhole}>
            {t('exhibitionMapReset')}
          </button>
        </fieldset>
        <a
          href={`#${BOOTH_LIST_TARGET}`}
          className="ex-plan__skip"
          // browsers that do not open a closed list for a link into it are helped here
          onClick={() => {
            const details = document.getElementById(BOOTH_LIST_DETAILS);
            if (details instanceof HTMLDetailsElement) details.open = true;
          }}
        >
          {t('exhibitionMapSkipToList')}
        </a>
      </div>

      {/* the geometry is drawn left to right in both languages (a plan is not mirrored); its texts follow the page */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset holds form controls; this is a picture that takes the focus */}
      <div
        id="floor-plan"
        ref={viewportRef}
        className="ex-plan__viewport"
        dir="ltr"
        role="group"
        aria-label={t('exhibitionMapPlanLabel')}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes the focus so that arrow keys move it
        tabIndex={0}
        data-testid="floor-plan"
        data-ready={size ? true : undefined}
        data-layout={isStacked ? 'stacked' : 'wide'}
        // booth labels keep a readable size on the screen while the whole plan is shown (floor-map.css)
        style={size ? ({ '--label-min': `${MIN_LABEL_PX / (size.width / view.width)}px` } as CSSProperties) : undefined}
        onKeyDown={onKeyDown}
        {...planView.gestureHandlers}
      >
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: the group around it names the plan, and each booth names itself */}
        <svg
          className="ex-plan__svg"
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          preserveAspectRatio="xMidYMid meet"
        >
          <Halls halls={map.halls} dir={dir} />
          <BoothLayer
            booths={booths}
            highlighted={highlighted}
            isFiltered={isSearching || Boolean(selected)}
            selectedId={selected?.id ?? null}
            activeId={shownId}
            tabStopId={tabStopId}
            hrefOf={hrefOf}
            labelOf={labelOf}
            onFocus={onBoothFocus}
            onBlur={onBoothBlur}
            onHover={setHoveredId}
            onClick={onBoothClick}
          />
        </svg>
        {shown && size ? (
          <BoothTooltip
            booth={shown}
            view={view}
            scale={size.width / view.width}
            viewportWidth={size.width}
            viewportHeight={size.height}
            isArmed={armedId === shown.id}
          />
        ) : null}
      </div>
      <p id={hintId} className="ex-plan__hint">
        {t('exhibitionMapHint')}
      </p>

      <div className="ex-plan__legend">
        <h2 className="ex-plan__legend-title">{t('exhibitionMapLegend')}</h2>
        <ul className="ex-plan__legend-list">
          {categories.map(([id, name]) => (
            <li key={id}>
              <span className={`ex-plan__swatch ${colourOf(id)}`} aria-hidden="true" />
              {name}
            </li>
          ))}
          <li>
            <span className="ex-plan__swatch ex-plan__swatch--free" aria-hidden="true" />
            {t('exhibitionMapLegendFree')}
          </li>
          <li>
            <span className="ex-plan__swatch ex-plan__swatch--match" aria-hidden="true" />
            {t('exhibitionMapLegendMatch')}
          </li>
        </ul>
      </div>

      <BoothList map={map} highlighted={highlighted} onShow={chooseBooth} />
    </div>
  );
}
