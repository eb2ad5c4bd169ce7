import type { MediaItem } from '@forum/contract/media';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { BackIcon, ForwardIcon } from '~/components/icons.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

type Photo = MediaItem['photos'][number];

const SWIPE_DISTANCE = 40;

/**
 * How far a key moves through the photos. The arrows follow the reading direction: in Arabic the next
 * photo is to the left, as the next page of a book is.
 */
export function stepOfKey(key: string, dir: 'rtl' | 'ltr'): -1 | 0 | 1 {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === backward) return -1;
  return 0;
}

/** The same for a swipe of deltaX pixels (positive: the finger moved right); short moves are taps. */
export function stepOfSwipe(deltaX: number, dir: 'rtl' | 'ltr'): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_DISTANCE) return 0;
  // as in a phone's photo app: dragging the photo toward the end of the line brings back the previous one
  const towardEnd = dir === 'rtl' ? deltaX < 0 : deltaX > 0;
  return towardEnd ? -1 : 1;
}

/** Moving past the last photo comes back to the first, and back from the first to the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The photos of a gallery as a grid; each opens the viewer at its place. */
export function Gallery({ title, photos }: { title: string; photos: Photo[] }) {
  const { t } = useI18n();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const close = () => {
    setOpenAt(null);
    // focus goes back where it was: on the photo that opened the viewer
    openerRef.current?.focus();
  };

  return (
    <>
      <ul className="gallery grid-list" data-testid="gallery">
        {photos.map((photo, index) => (
          <li key={photo.id} className="gallery__item">
            <button
              type="button"
              className="gallery__thumb"
              aria-label={t('galleryOpenPhoto', { number: index + 1, total: photos.length, caption: photo.caption })}
              aria-haspopup="dialog"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenAt(index);
              }}
            >
              <UploadedImage src={photo.url} alt={photo.alt} spot="galleryThumb" eager={index < 2} />
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null ? (
        <Lightbox title={title} photos={photos} index={openAt} onIndex={setOpenAt} onClose={close} />
      ) : null}
    </>
  );
}

function Lightbox({
  title,
  photos,
  index,
  onIndex,
  onClose,
}: {
  title: string;
  photos: Photo[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t, dir } = useI18n();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeRef = useRef<{ x: number; pointerId: number } | null>(null);
  const photo = photos[index];
  const move = (step: number) => onIndex(wrapIndex(index + step, photos.length));
  // the page is inert while the dialog is open: close it first, so that focus can go back to the page
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // a modal dialog: the rest of the page is inert until it closes
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = stepOfKey(event.key, dir);
    if (step !== 0) {
      event.preventDefault();
      move(step);
      return;
    }
    if (event.key === 'Tab') trapFocus(event);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeRef.current = { x: event.clientX, pointerId: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const step = stepOfSwipe(event.clientX - start.x, dir);
    if (step !== 0) move(step);
  };

  if (!photo) return null;
  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      data-testid="lightbox"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="lightbox__bar">
        <h2 id={`${id}-title`} className="lightbox__title">
          {t('galleryViewer', { title })}
        </h2>
        <button type="button" className="lightbox__close icon-button" onClick={close} data-testid="lightbox-close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('galleryClose')}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('galleryHint')}
      </p>
      <div className="lightbox__stage">
        <button
          type="button"
          className="lightbox__step icon-button lightbox__step--previous"
          onClick={() => move(-1)}
          data-testid="lightbox-previous"
        >
          <BackIcon />
          <span className="visually-hidden">{t('galleryPrevious')}</span>
        </button>
        <figure className="lightbox__figure" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <UploadedImage
            key={photo.id}
            src={photo.url}
            alt={photo.alt}
            spot="lightbox"
            eager
            className="lightbox__image"
            draggable={false}
          />
          <figcaption className="lightbox__caption">
            <span className="lightbox__position" aria-live="polite" data-testid="lightbox-position">
              {t('galleryPosition', { number: index + 1, total: photos.length })}
            </span>
            <span data-testid="lightbox-caption">{photo.caption}</span>
          </figcaption>
        </figure>
        <button
          type="button"
          className="lightbox__step icon-button lightbox__step--next"
          onClick={() => move(1)}
          data-testid="lightbox-next"
        >
          <ForwardIcon />
          <span className="visually-hidden">{t('galleryNext')}</span>
        </button>
      </div>
    </dialog>
  );
}

/** Tab and Shift+Tab go round the dialog's own controls, never out to the page or the browser. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]')].filter(
    (element) => !element.hasAttribute('disabled'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
