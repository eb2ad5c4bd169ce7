import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/programme';

/** The console's programme pages (decisions 061, 063), in the order of the navigation; admin-pages.ts joins every part's. */
export const programmePages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'conference.manage', [
    { path: 'programme/timetable', nav: 'programmeNavTimetable' },
    { path: 'programme/timetable/:id/move', file: 'timetable-move.tsx' },
    { path: 'programme/sessions', nav: 'programmeNavSessions', record: 'session.tsx' },
    { path: 'programme/speakers', nav: 'programmeNavSpeakers', record: 'speaker.tsx' },
    { path: 'programme/halls', nav: 'programmeNavHalls', record: 'hall.tsx' },
    { path: 'programme/tracks', nav: 'programmeNavTracks', record: 'track.tsx' },
  ]),
  ...pagesOf(dir, 'workshops.manage', [
    { path: 'programme/workshops', nav: 'programmeNavWorkshops', record: 'workshop.tsx' },
  ]),
];
