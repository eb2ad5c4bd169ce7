import type { ServiceList } from '@forum/contract/info';
import { Link } from 'react-router';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { ServiceIcon } from './info-icons.tsx';

/** The services as cards: icon, title (the link), summary. */
export function ServiceCards({ services, headingLevel = 2 }: { services: ServiceList['items']; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {services.map((service) => (
        <li key={service.id} className="service-card" data-testid="service-card">
          <span className="service-card__icon">
            <ServiceIcon name={service.icon} />
          </span>
          <Heading className="service-card__title">
            <Link to={to(`/services/${service.id}`)} className="service-card__link card-link">
              {service.title}
            </Link>
          </Heading>
          <p className="service-card__summary">{service.summary}</p>
          <span className="service-card__more link-arrow" aria-hidden="true">
            {t('learnMore')}
          </span>
        </li>
      ))}
    </ul>
  );
}
