import {
  PLACED_SESSION_MINUTES,
  type Timetable,
  type TimetableSession,
  type UnscheduledSession,
} from '@forum/contract/console/programme';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';

/** Where a session would go: its hall and its minutes from the day's midnight on the forum's clock. */
export type Slot = { hallId: number; start: number; end: number };

/** A move the page sends (`POST …/slot`): the slot on the forum's clock, and the one the page showed. */
export type SlotMove = {
  id: number;
  hallId: number;
  startsAt: string;
  endsAt: string;
  base: string;
};

/** 540 → "09:00" (Latin digits, the forum's clock). */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The local time of a minute of a day as the API reads it: 2027-02-17T09:05; midnight after as 24:00. */
export const localTimeOf = (day: string, minutes: number) => `${day}T${clockOf(minutes)}`;

/** The keys that move a focused session (and Enter that saves it): held while a move is being saved. */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'Escape']); // rtl-ok: key names

type Drag = {
  id: number;
  /** `place`: an unscheduled session dragged from the side list onto the grid (decision 071). */
  mode: 'move' | 'resize' | 'place';
  x: number;
  y: number;
  from: Slot;
  moved: boolean;
};

/**
 * A day's timetable, halls as columns and five-minute rows (decision 063). A session is moved by dragging
 * it (pointer events: mouse, pen, touch), resized by dragging its end edge, or moved by the keyboard once
 * focused (arrows: five minutes, or the next hall; Shift and arrows: its length; Enter saves, Escape
 * cancels), each step said in the live region. Nothing is placed by the page itself: a move is sent and
 * the API's answer (a refusal on top of another session, a speaker's clash) is what the page shows.
 * Without scripts each session is a link to its move form.
 *
 * Beside the grid, the sessions without a slot (decision 071): each is dragged onto a hall and a time
 * (mouse or pen; it takes PLACED_SESSION_MINUTES), or opened as the same move form to choose them.
 */
export function TimetableGrid({
  timetable,
  moveHref,
  onMove,
  busyId,
  heading,
  side,
}: {
  timetable: Timetable;
  moveHref: (id: number) => string;
  onMove: (move: SlotMove) => void;
  busyId: number | null;
  /** Above the grid: its heading and what the day holds. */
  heading: ReactNode;
  /** Under the side list: its links. */
  side: ReactNode;
}) {
  const { t, locale, dir } = useI18n();
  const { halls, sessions, unscheduled, opensAt, closesAt, step, day } = timetable;
  const [draft, setDraft] = useState<({ id: number } & Slot) | null>(null);
  const [said, setSaid] = useState('');
  const drag = useRef<Drag | null>(null);
  /** A move sent: its block stays where it was dropped until the answer comes (and the day is read again). */
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (busyId !== null || sent.current === null) return;
    sent.current = null;
    setDraft(null);
  }, [busyId]);
  const gridRef = useRef<HTMLDivElement>(null);
  const rows = Math.max(1, (closesAt - opensAt) / step);
  const hallName = (id: number) => halls.find((hall) => hall.id === id)?.name ?? '';

  const slotOf = (session: TimetableSession): Slot =>
    draft?.id === session.id ? draft : { hallId: session.hallId, start: session.startMinute, end: session.endMinute };

  /** Whether a slot would sit on another session of its hall (shown; the API refuses it too). */
  const isBlocked = (id: number, slot: Slot) =>
    sessions.some(
      (other) =>
        other.id !== id && other.hallId === slot.hallId && other.startMinute < slot.end && other.endMinute > slot.start,
    );

  function announce(session: Pick<TimetableSession, 'title'>, slot: Slot) {
    setSaid(
      t('programmeTimetableAnnounce', {
        title: session.title,
        hall: hallName(slot.hallId),
        start: clockOf(slot.start),
        end: clockOf(slot.end),
      }),
    );
  }

  /** Keeps a slot within the day's grid, at least one step long. */
  function bounded(slot: Slot): Slot {
    const length = Math.max(step, slot.end - slot.start);
    const start = Math.min(Math.max(opensAt, slot.start), closesAt - length);
    return { hallId: slot.hallId, start, end: Math.min(closesAt, start + length) };
  }

  function commit(session: TimetableSession, slot: Slot) {
    if (slot.hallId === session.hallId && slot.start === session.startMinute && slot.end === session.endMinute) {
      setDraft(null);
      return;
    }
    sent.current = session.id;
    onMove({
      id: session.id,
      hallId: slot.hallId,
      startsAt: localTimeOf(day, slot.start),
      endsAt: localTimeOf(day, slot.end),
      base: JSON.stringify({ hallId: session.hallId, startsAt: session.localStart, endsAt: session.localEnd }),
    });
  }

  // ------------------------------------------------------------ the pointer

  /** The hall whose column is under a point, read from the columns themselves (either direction). */
  function hallAt(x: number): number | null {
    const columns = gridRef.current?.querySelectorAll<HTMLElement>('[data-hall-column]') ?? [];
    for (const column of columns) {
      const box = column.getBoundingClientRect();
      if (x >= box.left && x <= box.right) return Number(column.dataset.hallColumn); // rtl-ok: a point, not a side
    }
    return null;
  }

  function rowHeight(): number {
    const column = gridRef.current?.querySelector<HTMLElement>('[data-hall-column]');
    return column ? column.getBoundingClientRect().height / rows : 8;
  }

  function onPointerDown(event: PointerEvent<HTMLElement>, session: TimetableSession, mode: Drag['mode']) {
    // on a phone a touch scrolls the grid and a tap opens the move form: dragging is for a mouse or a pen
    if (event.button !== 0 || busyId !== null || event.pointerType === 'touch') return;
    event.stopPropagation();
    drag.current = { id: session.id, mode, x: event.clientX, y: event.clientY, from: slotOf(session), moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  // ------------------------------------------------------------ placing an unscheduled session

  /** The slot under a point of the grid for a session of the usual length, or null off the grid. */
  function slotAt(x: number, y: number): Slot | null {
    const hallId = hallAt(x);
    const column = gridRef.current?.querySelector<HTMLElement>(`[data-hall-column="${hallId}"]`);
    if (hallId === null || !column) return null;
    const box = column.getBoundingClientRect();
    if (y < box.top || y > box.bottom) return null; // rtl-ok: top and bottom are not sides
    const start = opensAt + Math.floor((y - box.top) / rowHeight()) * step;
    return bounded({ hallId, start, end: start + PLACED_SESSION_MINUTES });
  }

  function onPlaceDown(event: PointerEvent<HTMLElement>, item: UnscheduledSession) {
    if (event.button !== 0 || busyId !== null || event.pointerType === 'touch') return;
    const none = { hallId: 0, start: 0, end: 0 };
    drag.current = { id: item.id, mode: 'place', x: event.clientX, y: event.clientY, from: none, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPlaceMove(event: PointerEvent<HTMLElement>, item: UnscheduledSession) {
    const current = drag.current;
    if (!current || current.id !== item.id || current.mode !== 'place') return;
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < 4) return;
    current.moved = true;
    const slot = slotAt(event.clientX, event.clientY);
    if (!slot) {
      if (draft?.id === item.id) setDraft(null);
      return;
    }
    if (draft?.id !== item.id || draft.hallId !== slot.hallId || draft.start !== slot.start) {
      setDraft({ id: item.id, ...slot });
      announce(item, slot);
    }
  }

  function onPlaceUp(item: UnscheduledSession) {
    const current = drag.current;
    if (!current || current.id !== item.id) return;
    if (current.moved && draft?.id === item.id) {
      sent.current = item.id;
      onMove({
        id: item.id,
        hallId: draft.hallId,
        startsAt: localTimeOf(day, draft.start),
        endsAt: localTimeOf(day, draft.end),
        base: JSON.stringify({ hallId: null, startsAt: '', endsAt: '' }),
      });
    }
    window.setTimeout(() => {
      drag.current = null;
    }, 0);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>, session: TimetableSession) {
    const current = drag.current;
    if (!current || current.id !== session.id) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < 4) return;
    current.moved = true;
    const steps = Math.round(dy / rowHeight()) * step;
    const { from } = current;
    const slot =
      current.mode === 'resize'
        ? bounded({ hallId: from.hallId, start: from.start, end: Math.max(from.start + step, from.end + steps) })
        : bounded({ hallId: hallAt(event.clientX) ?? from.hallId, start: from.start + steps, end: from.end + steps });
    if (
      draft?.id !== session.id ||
      draft.hallId !== slot.hallId ||
      draft.start !== slot.start ||
      draft.end !== slot.end
    ) {
      setDraft({ id: session.id, ...slot });
      announce(session, slot);
    }
  }

  function onPointerUp(session: TimetableSession) {
    const current = drag.current;
    if (!current || current.id !== session.id) return;
    if (current.moved && draft?.id === session.id) commit(session, draft);
    // a drag leaves `moved` for the click that follows, which must not open the move form
    window.setTimeout(() => {
      drag.current = null;
    }, 0);
  }

  // ------------------------------------------------------------ the keyboard

  function onKeyDown(event: KeyboardEvent<HTMLElement>, session: TimetableSession) {
    // while a move is being saved the day is read again when it ends, which would drop a new draft: the
    // keys wait for it, as the pointer does (the grid says it is busy)
    if (busyId !== null && MOVE_KEYS.has(event.key)) {
      event.preventDefault();
      return;
    }
    const slot = slotOf(session);
    const isRtl = dir === 'rtl';
    const hallIndex = halls.findIndex((hall) => hall.id === slot.hallId);
    let next: Slot | null = null;
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown': {
        const delta = event.key === 'ArrowUp' ? -step : step;
        next = event.shiftKey
          ? bounded({ ...slot, end: Math.max(slot.start + step, slot.end + delta) })
          : bounded({ ...slot, start: slot.start + delta, end: slot.end + delta });
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        // the hall seen on that side: the columns run from the inline start, right to left in Arabic
        const forward = (event.key === 'ArrowRight') !== isRtl; // rtl-ok: keys name screen sides
        const hall = halls[hallIndex + (forward ? 1 : -1)];
        if (hall) next = { ...slot, hallId: hall.id };
        else return;
        break;
      }
      case 'Enter':
        if (draft?.id !== session.id) return; // no move under way: the link opens the move form
        event.preventDefault();
        commit(session, draft);
        return;
      case 'Escape':
        if (draft?.id !== session.id) return;
        event.preventDefault();
        setDraft(null);
        setSaid(t('programmeTimetableCancelled'));
        return;
      default:
        return;
    }
    event.preventDefault();
    setDraft({ id: session.id, ...next });
    announce(session, next);
  }

  // ------------------------------------------------------------ the grid

  const rowOf = (minute: number) => 2 + Math.round((minute - opensAt) / step);
  const hours: number[] = [];
  for (let hour = Math.ceil(opensAt / 60) * 60; hour < closesAt; hour += 60) hours.push(hour);

  const placing = draft ? unscheduled.find((item) => item.id === draft.id) : undefined;
  const placingColumn = placing && draft ? halls.findIndex((hall) => hall.id === draft.hallId) + 2 : 0;

  return (
    <>
      <div className="timetable">
        <div>
          {heading}
          <section className="timetable__scroll" aria-label={t('programmeTimetableScroll')}>
            <div
              ref={gridRef}
              className="timetable__grid"
              aria-busy={busyId !== null || undefined}
              style={{
                gridTemplateColumns: `var(--timetable-times) repeat(${halls.length}, minmax(var(--timetable-hall), 1fr))`,
                gridTemplateRows: `auto repeat(${rows}, var(--timetable-row))`,
              }}
              data-testid="timetable-grid"
            >
              <div className="timetable__corner" style={{ gridColumn: 1, gridRow: 1 }}>
                {t('programmeTimetableTime')}
              </div>
              {halls.map((hall, index) => (
                <div key={hall.id} className="timetable__hall" style={{ gridColumn: index + 2, gridRow: 1 }}>
                  {hall.name}
                </div>
              ))}
              {hours.map((hour) => (
                <div
                  key={hour}
                  className="timetable__hour"
                  dir="ltr"
                  style={{ gridColumn: 1, gridRow: `${rowOf(hour)} / span ${60 / step}` }}
                >
                  {clockOf(hour)}
                </div>
              ))}
              {halls.map((hall, index) => (
                <div
                  key={hall.id}
                  className="timetable__column"
                  data-hall-column={hall.id}
                  style={{ gridColumn: index + 2, gridRow: `2 / span ${rows}` }}
                />
              ))}
              {sessions.map((session) => {
                const slot = slotOf(session);
                const column = halls.findIndex((hall) => hall.id === slot.hallId) + 2;
                if (column < 2) return null;
                const isDraft = draft?.id === session.id;
                const blocked = isDraft && isBlocked(session.id, slot);
                const classes = [
                  'timetable__session',
                  isDraft ? 'is-draft' : '',
                  blocked ? 'is-blocked' : '',
                  busyId === session.id ? 'is-busy' : '',
                  session.conflicts.length ? 'has-conflict' : '',
                ].join(' ');
                return (
                  <Link
                    key={session.id}
                    to={moveHref(session.id)}
                    className={classes.trim()}
                    style={{
                      gridColumn: column,
                      gridRow: `${rowOf(slot.start)} / ${rowOf(slot.end)}`,
                      borderInlineStartColor: session.track.color,
                    }}
                    data-session-id={session.id}
                    aria-label={`${t('programmeTimetableAnnounce', {
                      title: session.title,
                      hall: hallName(slot.hallId),
                      start: clockOf(slot.start),
                      end: clockOf(slot.end),
                    })}${session.conflicts.length ? `. ${t('programmeTimetableConflict')}` : ''}`}
                    aria-describedby="timetable-keys"
                    aria-busy={busyId === session.id || undefined}
                    onPointerDown={(event) => onPointerDown(event, session, 'move')}
                    onPointerMove={(event) => onPointerMove(event, session)}
                    onPointerUp={() => onPointerUp(session)}
                    onPointerCancel={() => {
                      drag.current = null;
                      setDraft(null);
                    }}
                    onClick={(event) => {
                      if (drag.current?.moved) event.preventDefault();
                    }}
                    onKeyDown={(event) => onKeyDown(event, session)}
                    onBlur={() => {
                      if (draft?.id === session.id && !drag.current && sent.current === null) setDraft(null);
                    }}
                    draggable={false}
                  >
                    <span className="timetable__time" dir="ltr">
                      {clockOf(slot.start)}–{clockOf(slot.end)}
                    </span>
                    <span className="timetable__title">{session.title}</span>
                    {session.speakers.length ? (
                      <span className="timetable__speakers">
                        {session.speakers.map((speaker) => speaker.name).join(locale === 'ar' ? '، ' : ', ')}
                      </span>
                    ) : null}
                    {session.conflicts.length ? (
                      <span className="timetable__conflict" title={t('programmeTimetableConflict')} aria-hidden="true">
                        !
                      </span>
                    ) : null}
                    <span
                      className="timetable__resize"
                      aria-hidden="true"
                      onPointerDown={(event) => onPointerDown(event, session, 'resize')}
                    />
                  </Link>
                );
              })}
              {placing && draft && placingColumn >= 2 ? (
                <div
                  className={`timetable__session is-draft${isBlocked(placing.id, draft) ? ' is-blocked' : ''}${
                    busyId === placing.id ? ' is-busy' : ''
                  }`}
                  style={{
                    gridColumn: placingColumn,
                    gridRow: `${rowOf(draft.start)} / ${rowOf(draft.end)}`,
                    borderInlineStartColor: placing.track.color,
                  }}
                  aria-hidden="true"
                  data-placing-id={placing.id}
                >
                  <span className="timetable__time" dir="ltr">
                    {clockOf(draft.start)}–{clockOf(draft.end)}
                  </span>
                  <span className="timetable__title">{placing.title}</span>
                </div>
              ) : null}
            </div>
          </section>
        </div>
        <aside className="timetable__side" aria-labelledby="timetable-unscheduled" data-testid="timetable-unscheduled">
          <h2 id="timetable-unscheduled">{t('programmeTimetableUnscheduled')}</h2>
          {unscheduled.length === 0 ? (
            <p>{t('programmeTimetableUnscheduledNone')}</p>
          ) : (
            <>
              <p className="timetable__side-lead">
                {t('programmeTimetableUnscheduledLead', { minutes: PLACED_SESSION_MINUTES })}
              </p>
              <ul className="timetable__waiting">
                {unscheduled.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={moveHref(item.id)}
                      className={`timetable__waiting-item${busyId === item.id ? ' is-busy' : ''}`}
                      style={{ borderInlineStartColor: item.track.color }}
                      data-unscheduled-id={item.id}
                      aria-label={t('programmeTimetablePlace', { title: item.title })}
                      aria-busy={busyId === item.id || undefined}
                      onPointerDown={(event) => onPlaceDown(event, item)}
                      onPointerMove={(event) => onPlaceMove(event, item)}
                      onPointerUp={() => onPlaceUp(item)}
                      onPointerCancel={() => {
                        drag.current = null;
                        setDraft(null);
                      }}
                      onClick={(event) => {
                        if (drag.current?.moved) event.preventDefault();
                      }}
                      draggable={false}
                    >
                      <span className="timetable__title">{item.title}</span>
                      {item.speakers.length ? (
                        <span className="timetable__speakers">
                          {item.speakers.map((speaker) => speaker.name).join(locale === 'ar' ? '، ' : ', ')}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {side}
        </aside>
      </div>
      <p id="timetable-keys" className="visually-hidden">
        {draft ? t('programmeTimetablePending') : t('programmeTimetableLead', { step, zone: timetable.timeZone })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="timetable-said">
        {said}
      </p>
    </>
  );
}
