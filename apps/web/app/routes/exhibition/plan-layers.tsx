import type { ExhibitionMap } from '@forum/contract/exhibition';
import { type CSSProperties, type MouseEvent, memo, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MapBooth } from './booth-search.ts';
import { placeCard, type Rect } from './plan-geometry.ts';

const CATEGORY_COLOURS = 8;

/** A category's colour class: the same on the plan and in the legend. */
export function colourOf(categoryId: number): string {
  return `ex-plan__fill--${(categoryId - 1 + CATEGORY_COLOURS) % CATEGORY_COLOURS}`;
}

export function Halls({ halls, dir }: { halls: ExhibitionMap['halls']; dir: 'rtl' | 'ltr' }) {
  return (
    <g className="ex-plan__halls">
      {halls.map((hall) => (
        <g key={hall.id}>
          <rect className="ex-plan__hall" x={hall.x} y={hall.y} width={hall.width} height={hall.height} rx={0.6} />
          {/* the name sits in the hall's corner where the page's reading starts */}
          <text
            className="ex-plan__hall-name"
            x={dir === 'rtl' ? hall.x + hall.width - 1.2 : hall.x + 1.2}
            y={hall.y + 2.6}
            textAnchor={dir === 'rtl' ? 'end' : 'start'}
          >
            {hall.name}
          </text>
        </g>
      ))}
    </g>
  );
}

type BoothLayerProps = {
  booths: MapBooth[];
  highlighted: Set<number>;
  isFiltered: boolean;
  selectedId: number | null;
  activeId: number | null;
  tabStopId: number | null;
  hrefOf: (booth: MapBooth) => string | null;
  labelOf: (booth: MapBooth) => string;
  onFocus: (booth: MapBooth) => void;
  onBlur: () => void;
  onHover: (id: number | null) => void;
  onClick: (booth: MapBooth, event: MouseEvent<Element>) => void;
};

/** The booths change only with the search, the hover and the focus: panning redraws the viewBox alone. */
export const BoothLayer = memo(function BoothLayer({
  booths,
  highlighted,
  isFiltered,
  selectedId,
  activeId,
  tabStopId,
  hrefOf,
  labelOf,
  onFocus,
  onBlur,
  onHover,
  onClick,
}: BoothLayerProps) {
  return (
    <g className="ex-plan__booths">
      {booths.map((booth) => {
        const href = hrefOf(booth);
        const isMatch = highlighted.has(booth.id);
        const className = [
          'ex-plan__booth',
          booth.exhibitor ? colourOf(booth.exhibitor.category.id) : 'ex-plan__booth--free',
          isMatch ? 'ex-plan__booth--match' : '',
          isFiltered && !isMatch ? 'ex-plan__booth--dimmed' : '',
          booth.id === activeId ? 'ex-plan__booth--active' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const shared = {
          className,
          tabIndex: booth.id === tabStopId ? 0 : -1,
          'aria-label': labelOf(booth),
          'data-booth-id': booth.id,
          'data-booth-code': booth.code,
          'data-highlighted': isMatch || undefined,
          'aria-current': booth.id === selectedId ? ('location' as const) : undefined,
          onFocus: () => onFocus(booth),
          onBlur,
          onPointerEnter: (event: PointerEvent<Element>) => {
            if (event.pointerType === 'mouse') onHover(booth.id);
          },
          onPointerLeave: () => onHover(null),
          onClick: (event: MouseEvent<Element>) => onClick(booth, event),
        };
        const size = Math.min(booth.width, booth.height);
        const shape = (
          <>
            <rect x={booth.x} y={booth.y} width={booth.width} height={booth.height} rx={0.4} />
            <text
              x={booth.x + booth.width / 2}
              y={booth.y + booth.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={size * 0.3}
              // its own size, the widest that fits the booth (floor-map.css keeps it readable on screen)
              style={
                {
                  '--label': `${size * 0.3}px`,
                  '--fit': `${Math.min((booth.width * 0.9) / (booth.code.length * 0.62), booth.height * 0.6)}px`,
                } as CSSProperties
              }
            >
              {booth.code}
            </text>
          </>
        );
        return href ? (
          <a key={booth.id} href={href} {...shared}>
            {shape}
          </a>
        ) : (
          // a free booth opens nothing, yet the keyboard reaches it like the others, so that it can be heard
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable picture of a booth with its name
          <g key={booth.id} role="img" {...shared}>
            {shape}
          </g>
        );
      })}
    </g>
  );
});

/** Screen pixels kept between the card and the plan's edges, and between the card and its booth. */
const CARD_MARGIN = 6;

/**
 * Who is at the booth under the pointer or the keyboard, shown beside it (the booth's name already says it
 * to screen readers). The card is measured and placed by `placeCard`: whole inside the plan's box while
 * its booth is, beside its booth whatever the zoom, and hidden while the booth is out of view.
 */
export function BoothTooltip({
  booth,
  view,
  scale,
  viewportWidth,
  viewportHeight,
  isArmed,
}: {
  booth: MapBooth;
  view: Rect;
  scale: number;
  viewportWidth: number;
  viewportHeight: number;
  isArmed: boolean;
}) {
  const { t, dir } = useI18n();
  const cardRef = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<{ width: number; height: number } | null>(null);
  // measured before the browser paints, again for every booth (its name and logo change the size)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's content follows the booth and the tap
  useLayoutEffect(() => {
    const element = cardRef.current;
    if (!element) return;
    const next = { width: element.offsetWidth, height: element.offsetHeight };
    setCard((current) => (current?.width === next.width && current.height === next.height ? current : next));
  }, [booth.id, isArmed, viewportWidth]);
  // the booth on the screen: the card keeps to it as the plan is zoomed and dragged, and goes with it
  const place = placeCard(
    {
      x: (booth.x - view.x) * scale,
      y: (booth.y - view.y) * scale,
      width: booth.width * scale,
      height: booth.height * scale,
    },
    card ?? { width: 0, height: 0 },
    { width: viewportWidth, height: viewportHeight },
    CARD_MARGIN,
  );
  const { x, y } = place ?? { x: 0, y: 0 };
  return (
    // the anchor is placed in the plan's left-to-right geometry; the card inside reads in the page's direction
    <div
      className="ex-plan__tooltip-anchor"
      aria-hidden="true"
      style={{
        transform: `translate(${x}px, ${y}px)`,
        maxInlineSize: `${viewportWidth - CARD_MARGIN * 2}px`,
        // hidden, not removed, while its booth is out of view: it keeps its measure for the way back
        visibility: card && place ? undefined : 'hidden',
      }}
    >
      <div className="ex-plan__tooltip" dir={dir} data-testid="booth-tooltip" ref={cardRef}>
        {booth.exhibitor ? (
          <>
            <img src={booth.exhibitor.logoUrl} alt="" width={40} height={40} className="ex-plan__tooltip-logo" />
            <span className="ex-plan__tooltip-text">
              <strong className="ex-plan__tooltip-name">{booth.exhibitor.name}</strong>
              <span>{booth.exhibitor.category.name}</span>
              <span className="ex-plan__tooltip-booth">
                <bdi dir="ltr">{booth.code}</bdi> · {booth.hall.name}
              </span>
              {isArmed ? <span className="ex-plan__tooltip-tap">{t('exhibitionMapTapToOpen')}</span> : null}
            </span>
          </>
        ) : (
          <span className="ex-plan__tooltip-text">
            <strong className="ex-plan__tooltip-name">
              {booth.isFree ? t('exhibitionMapAvailable') : t('exhibitionMapReserved')}
            </strong>
            <span className="ex-plan__tooltip-booth">
              <bdi dir="ltr">{booth.code}</bdi> · {booth.hall.name}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
