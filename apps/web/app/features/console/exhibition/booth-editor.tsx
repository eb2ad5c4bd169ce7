import type { HallPlan, PlanBooth } from '@forum/contract/console/exhibition';
import {
  BOOTH_MIN_SIDE,
  boxesOverlap,
  boxInside,
  FLOOR_GRID,
  type FloorBox,
  snapToGrid,
} from '@forum/contract/console/exhibition-rules';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';

/** Metres of floor drawn around the hall, so that its outline and its name stay clear of the edge. */
const PADDING = 2;

type Draft = { id: number; box: FloorBox };
type Drag = { id: number; mode: 'move' | 'resize'; start: { x: number; y: number }; from: FloorBox; moved: boolean };

export type BoothEditorProps = {
  plan: HallPlan;
  /** The booth's own form: where a booth links to without scripts, and on a phone. */
  formHrefOf: (booth: PlanBooth) => string;
  /** Sends the new box of a booth (the route's action, through a fetcher); `base` is the box it had. */
  onCommit: (booth: PlanBooth, box: FloorBox) => void;
  isBusy: boolean;
};

const boxOf = (booth: FloorBox): FloorBox => ({ x: booth.x, y: booth.y, width: booth.width, height: booth.height });

/**
 * The floor plan editor of a hall (decision 064): the hall drawn as SVG, its booths as focusable links (each
 * opens its own form, which is how the plan is edited without scripts and on a phone). With scripts a booth is
 * moved by dragging it, resized by dragging its corner, or with the keyboard: arrows move it one grid step,
 * Shift with arrows resizes it, Enter places it, Escape puts it back; a live region says where it is. A place
 * on another booth or outside the hall is drawn as refused and never sent (the API refuses it too).
 */
export function BoothEditor({ plan, formHrefOf, onCommit, isBusy }: BoothEditorProps) {
  const { t } = useI18n();
  const { hall } = plan;
  const svgRef = useRef<SVGSVGElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<Drag | null>(null);

  // a new plan from the server (after a placement) replaces any draft of a booth that moved
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan's booths are the trigger
  useEffect(() => setDraft(null), [plan.booths]);

  const boothById = useMemo(() => new Map(plan.booths.map((booth) => [booth.id, booth])), [plan.booths]);

  /** What is wrong with a box for a booth: the booth it would stand on, or being outside the hall. */
  const problemOf = useCallback(
    (id: number, box: FloorBox): string | null => {
      if (!boxInside(box, hall)) return t('exhibitionAdminOutside');
      const other = plan.booths.find((booth) => booth.id !== id && boxesOverlap(box, booth));
      return other ? t('exhibitionAdminOverlaps', { code: other.code }) : null;
    },
    [hall, plan.booths, t],
  );

  const describe = useCallback(
    (booth: PlanBooth, box: FloorBox) => {
      const where = t('exhibitionAdminPosition', {
        code: booth.code,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      });
      const problem = problemOf(booth.id, box);
      return problem ? `${where} ${problem}` : where;
    },
    [problemOf, t],
  );

  function change(booth: PlanBooth, box: FloorBox) {
    setDraft({ id: booth.id, box });
    setAnnouncement(describe(booth, box));
  }

  function commit(booth: PlanBooth, box: FloorBox) {
    const problem = problemOf(booth.id, box);
    if (problem) {
      setAnnouncement(`${t('exhibitionAdminRefused')} ${problem}`);
      return;
    }
    if (JSON.stringify(box) === JSON.stringify(boxOf(booth))) {
      setDraft(null);
      return;
    }
    setAnnouncement(t('exhibitionAdminSaving', { code: booth.code }));
    onCommit(booth, box);
  }

  function cancel(booth: PlanBooth) {
    setDraft(null);
    setAnnouncement(t('exhibitionAdminCancelled', { code: booth.code }));
  }

  function onKeyDown(event: KeyboardEvent<Element>, booth: PlanBooth) {
    const current = draft?.id === booth.id ? draft.box : boxOf(booth);
    const step = FLOOR_GRID;
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = deltas[event.key];
    if (delta) {
      event.preventDefault();
      const [dx, dy] = delta;
      change(
        booth,
        event.shiftKey
          ? {
              ...current,
              width: Math.max(BOOTH_MIN_SIDE, current.width + dx),
              height: Math.max(BOOTH_MIN_SIDE, current.height + dy),
            }
          : { ...current, x: current.x + dx, y: current.y + dy },
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit(booth, current);
    } else if (event.key === 'Escape' && draft?.id === booth.id) {
      event.preventDefault();
      cancel(booth);
    }
  }

  /** A point of the pointer in the plan's metres. */
  function pointOf(event: PointerEvent<Element>) {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  function onPointerDown(event: PointerEvent<Element>, booth: PlanBooth, mode: Drag['mode']) {
    if (event.button !== 0 || isBusy) return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    drag.current = { id: booth.id, mode, start: pointOf(event), from: boxOf(booth), moved: false };
    setActiveId(booth.id);
  }

  function onPointerMove(event: PointerEvent<SVGElement>) {
    const current = drag.current;
    const booth = current ? boothById.get(current.id) : undefined;
    if (!current || !booth) return;
    const point = pointOf(event);
    const dx = snapToGrid(point.x - current.start.x);
    const dy = snapToGrid(point.y - current.start.y);
    if (dx === 0 && dy === 0 && !current.moved) return;
    current.moved = true;
    const { from } = current;
    change(
      booth,
      current.mode === 'move'
        ? { ...from, x: from.x + dx, y: from.y + dy }
        : {
            ...from,
            width: Math.max(BOOTH_MIN_SIDE, from.width + dx),
            height: Math.max(BOOTH_MIN_SIDE, from.height + dy),
          },
    );
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    const booth = current ? boothById.get(current.id) : undefined;
    if (!current?.moved || !booth) return;
    const box = draft?.id === booth.id ? draft.box : null;
    if (box) {
      if (problemOf(booth.id, box)) cancel(booth);
      else commit(booth, box);
    }
  }

  const view = `${hall.x - PADDING} ${hall.y - PADDING} ${hall.width + PADDING * 2} ${hall.height + PADDING * 2}`;
  return (
    <div className="booth-editor" data-testid="booth-editor" data-busy={isBusy || undefined}>
      <p id="booth-editor-help" className="booth-editor__help">
        {t('exhibitionAdminEditorHelp')}
      </p>
      {/* the geometry is drawn left to right in both languages: a floor plan is a picture of a place */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset holds form controls; this is a picture of booths that take the focus */}
      <div
        className="booth-editor__viewport"
        dir="ltr"
        role="group"
        aria-label={t('exhibitionAdminPlanLabel', { hall: hall.name })}
        aria-describedby="booth-editor-help"
      >
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: the group around it names the plan, and each booth names itself */}
        <svg
          ref={svgRef}
          className="booth-editor__plan"
          viewBox={view}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setDraft(null);
          }}
        >
          <defs>
            <pattern id="booth-editor-grid" width={FLOOR_GRID} height={FLOOR_GRID} patternUnits="userSpaceOnUse">
              <path d={`M ${FLOOR_GRID} 0 L 0 0 0 ${FLOOR_GRID}`} className="booth-editor__grid-line" />
            </pattern>
          </defs>
          <rect className="booth-editor__hall" x={hall.x} y={hall.y} width={hall.width} height={hall.height} />
          <rect
            x={hall.x}
            y={hall.y}
            width={hall.width}
            height={hall.height}
            fill="url(#booth-editor-grid)"
            pointerEvents="none"
          />
          {plan.booths.map((booth) => {
            const box = draft?.id === booth.id ? draft.box : boxOf(booth);
            const isDraft = draft?.id === booth.id;
            const problem = isDraft ? problemOf(booth.id, box) : null;
            const className = [
              'booth-editor__booth',
              booth.exhibitor ? 'booth-editor__booth--taken' : 'booth-editor__booth--free',
              isDraft ? 'booth-editor__booth--draft' : '',
              problem ? 'booth-editor__booth--refused' : '',
              booth.id === activeId ? 'booth-editor__booth--active' : '',
            ]
              .filter(Boolean)
              .join(' ');
            const label = booth.exhibitor
              ? t('exhibitionAdminBoothLabel', { code: booth.code, name: booth.exhibitor.name })
              : t('exhibitionAdminBoothFree', { code: booth.code });
            const corner = Math.min(1.5, box.width / 3, box.height / 3);
            return (
              <a
                key={booth.id}
                href={formHrefOf(booth)}
                className={className}
                aria-label={label}
                data-booth-code={booth.code}
                data-refused={problem ? true : undefined}
                onFocus={() => setActiveId(booth.id)}
                onClick={(event) => {
                  // with scripts a click chooses the booth; its form stays one modified click away
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  event.currentTarget.focus();
                }}
                onKeyDown={(event) => onKeyDown(event, booth)}
                onPointerDown={(event) => onPointerDown(event, booth, 'move')}
              >
                <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={0.3} />
                <text
                  x={box.x + box.width / 2}
                  y={box.y + box.height / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={Math.min(box.width, box.height) * 0.3}
                >
                  {booth.code}
                </text>
                <rect
                  className="booth-editor__handle"
                  x={box.x + box.width - corner}
                  y={box.y + box.height - corner}
                  width={corner}
                  height={corner}
                  onPointerDown={(event) => onPointerDown(event, booth, 'resize')}
                />
              </a>
            );
          })}
          {/* the booth being moved is drawn again on top, so that one over another booth shows whole */}
          {draft ? (
            <rect
              className={`booth-editor__ghost${problemOf(draft.id, draft.box) ? ' booth-editor__ghost--refused' : ''}`}
              x={draft.box.x}
              y={draft.box.y}
              width={draft.box.width}
              height={draft.box.height}
              rx={0.3}
              pointerEvents="none"
            />
          ) : null}
        </svg>
      </div>
      <p className="booth-editor__status" role="status" aria-live="polite" data-testid="booth-editor-status">
        {announcement}
      </p>
    </div>
  );
}
