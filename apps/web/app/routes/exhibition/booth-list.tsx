import type { ExhibitionMap } from '@forum/contract/exhibition';
import { Link } from 'react-router';
import { PinIcon } from '~/components/icons.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { MapBooth } from './booth-search.ts';

/** Where the map's skip link leads: inside the closed list, so that the browser opens it on arrival. */
export const BOOTH_LIST_TARGET = 'booth-list-halls';
export const BOOTH_LIST_DETAILS = 'booth-list-details';

/** The plan as a list, hall by hall: what a screen reader reads, and a way to find a booth without the map. */
export function BoothList({
  map,
  highlighted,
  onShow,
}: {
  map: ExhibitionMap;
  highlighted: Set<number>;
  onShow: (booth: MapBooth) => void;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <TitledSection
      id="booth-list"
      className="ex-booth-list"
      data-testid="booth-list"
      headingId="booth-list-title"
      title={t('exhibitionMapListTitle')}
      titleClassName="ex-section-title"
    >
      {/* closed until asked for: the plan's page paints sooner without laying out every row */}
      {/* a link to an element inside it opens it (the browser's own reveal, with or without scripts) */}
      <details className="ex-booth-list__details" id={BOOTH_LIST_DETAILS}>
        <summary className="ex-booth-list__summary">{t('exhibitionMapListShow', { count: map.booths.length })}</summary>
        <div className="split-layout ex-booth-list__halls" id={BOOTH_LIST_TARGET} tabIndex={-1}>
          {map.halls.map((hall) => {
            const booths = map.booths.filter((booth) => booth.hall.id === hall.id);
            if (booths.length === 0) return null;
            return (
              <div key={hall.id} className="ex-booth-list__hall">
                <h3 id={`hall-${hall.id}`} className="ex-booth-list__title">
                  {hall.name}
                </h3>
                <table className="ex-booth-table" aria-labelledby={`hall-${hall.id}`}>
                  <thead>
                    <tr>
                      <th scope="col">{t('exhibitionMapBoothColumn')}</th>
                      <th scope="col">{t('exhibitionMapExhibitorColumn')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('exhibitionMapPlanColumn')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {booths.map((booth) => (
                      <tr
                        key={booth.id}
                        data-booth-row={booth.code}
                        className={highlighted.has(booth.id) ? 'ex-booth-table__row--match' : undefined}
                      >
                        <th scope="row">
                          <bdi dir="ltr">{booth.code}</bdi>
                        </th>
                        <td>
                          {booth.exhibitor ? (
                            <>
                              <Link to={to(`/exhibition/${booth.exhibitor.id}`)}>{booth.exhibitor.name}</Link>
                              <span className="ex-booth-table__category">{booth.exhibitor.category.name}</span>
                            </>
                          ) : (
                            <span className="ex-booth-table__free">
                              {booth.isFree ? t('exhibitionMapAvailable') : t('exhibitionMapReserved')}
                            </span>
                          )}
                        </td>
                        <td className="ex-booth-table__action">
                          <a
                            href={`?booth=${encodeURIComponent(booth.code)}#floor-plan`}
                            className="ex-booth-table__show icon-button"
                            onClick={(event) => {
                              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                              event.preventDefault();
                              onShow(booth);
                            }}
                          >
                            <PinIcon />
                            <span className="visually-hidden">
                              {t('exhibitionMapShowOnPlan', { code: booth.code })}
                            </span>
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          })}
        </div>
      </details>
    </TitledSection>
  );
}
