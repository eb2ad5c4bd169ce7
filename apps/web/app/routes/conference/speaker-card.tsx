import type { SpeakerSummary } from '@forum/contract/conference';
import { Link } from 'react-router';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { speakerPath } from './conference-parts.tsx';

/** A speaker in a grid: photo, name (a link to their page), title and organisation. */
export function SpeakerCard({ speaker, headingLevel = 3 }: { speaker: SpeakerSummary; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="speaker-card" data-testid="speaker-card">
      <UploadedImage src={speaker.photoUrl} alt="" spot="speakerCard" className="speaker-card__photo" />
      <div>
        <Heading className="speaker-card__name">
          <Link to={to(speakerPath(speaker.id))} className="speaker-card__link">
            {speaker.name}
          </Link>
        </Heading>
        <p className="speaker-card__title">
          {[speaker.title, speaker.organization].filter(Boolean).join(t('listSeparator'))}
        </p>
      </div>
    </li>
  );
}
