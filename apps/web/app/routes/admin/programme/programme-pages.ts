import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/programme';

/** The console's programme pages (decisions 061, 063), in the order of the navigation; admin-pages.ts joins every part's. */
export const programmePages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'conference.manage', [
    { path: 'programme/timetable', file: 'timetable.tsx', nav: 'programmeNavTimetable' },
    { path: 'programme/timetable/:id/move', file: 'timetable-move.tsx' },
    { path: 'programme/sessions', file: 'sessions.tsx', nav: 'programmeNavSessions', record: 'session.tsx' },
    { path: 'programme/speakers', file: 'speakers.tsx', nav: 'programmeNavSpeakers', record: 'speaker.tsx' },
    { path: 'programme/halls', file: 'halls.tsx', nav: 'programmeNavHalls', record: 'hall.tsx' },
    { path: 'programme/tracks', file: 'tracks.tsx', nav: 'programmeNavTracks', record: 'track.tsx' },
  ]),
  ...pagesOf(dir, 'workshops.manage', [
    { path: 'programme/workshops', file: 'workshops.tsx', nav: 'programmeNavWorkshops', record: 'workshop.tsx' },
  ]),
];
