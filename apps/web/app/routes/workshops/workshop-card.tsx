import type { Registration, RegistrationResponse, WorkshopSummary } from '@forum/contract/workshops';
import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { DayName, languageLabels, speakerPath, TimeRange } from '~/routes/conference/conference-parts.tsx';
import { RegistrationControl, Seats } from './registration.tsx';
import workshopsCss from './workshops.css?inline';

export const levelLabels = {
  beginner: 'workshopLevel_beginner',
  intermediate: 'workshopLevel_intermediate',
  advanced: 'workshopLevel_advanced',
} as const;

export const workshopPath = (id: number) => `/workshops/${id}`;

/** A workshop with what decides a registration: when, level, language, instructor and seats. */
export function WorkshopCard({
  workshop,
  registration,
  onChange,
  isFirst = false,
  headingLevel = 2,
}: {
  workshop: WorkshopSummary;
  registration: Registration | undefined;
  onChange: (answer: RegistrationResponse) => void;
  isFirst?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="workshop-card" data-testid="workshop-card" data-workshop-id={workshop.id}>
      <RouteStyles name="workshops" sheet={workshopsCss} />
      <img
        src={workshop.imageUrl}
        alt=""
        width={1200}
        height={675}
        loading={isFirst ? 'eager' : 'lazy'}
        decoding="async"
        className="workshop-card__image"
      />
      <div className="workshop-card__body">
        <p className="session-card__kind">
          <span className="session-type">{t(levelLabels[workshop.level])}</span>
          <span>{t(languageLabels[workshop.language])}</span>
        </p>
        <Heading className="workshop-card__title">
          <Link to={to(workshopPath(workshop.id))}>{workshop.title}</Link>
        </Heading>
        <p className="workshop-card__when">
          <DayName day={workshop.day} /> <TimeRange startsAt={workshop.startsAt} endsAt={workshop.endsAt} />
        </p>
        <p className="workshop-card__facts">
          <span>
            <span className="visually-hidden">{t('conferenceHall')}: </span>
            {workshop.hall.name}
          </span>
          <span>
            {t('workshopInstructor')}:{' '}
            <Link to={to(speakerPath(workshop.instructor.id))}>{workshop.instructor.name}</Link>
          </span>
        </p>
        <Seats workshop={workshop} />
        <RegistrationControl workshop={workshop} registration={registration} onChange={onChange} />
      </div>
    </article>
  );
}
