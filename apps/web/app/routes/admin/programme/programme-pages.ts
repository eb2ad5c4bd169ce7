import type { ConsolePage } from '../console-page.ts';

/** The console's programme pages (decisions 061, 063), in the order of the navigation; admin-pages.ts joins every part's. */
export const programmePages: readonly ConsolePage[] = [
  {
    path: 'programme/timetable',
    file: 'routes/admin/programme/timetable.tsx',
    permission: 'conference.manage',
    nav: { label: 'programmeNavTimetable' },
  },
  {
    path: 'programme/timetable/:id/move',
    file: 'routes/admin/programme/timetable-move.tsx',
    permission: 'conference.manage',
  },
  {
    path: 'programme/sessions',
    file: 'routes/admin/programme/sessions.tsx',
    permission: 'conference.manage',
    nav: { label: 'programmeNavSessions' },
  },
  { path: 'programme/sessions/:id', file: 'routes/admin/programme/session.tsx', permission: 'conference.manage' },
  {
    path: 'programme/speakers',
    file: 'routes/admin/programme/speakers.tsx',
    permission: 'conference.manage',
    nav: { label: 'programmeNavSpeakers' },
  },
  { path: 'programme/speakers/:id', file: 'routes/admin/programme/speaker.tsx', permission: 'conference.manage' },
  {
    path: 'programme/halls',
    file: 'routes/admin/programme/halls.tsx',
    permission: 'conference.manage',
    nav: { label: 'programmeNavHalls' },
  },
  { path: 'programme/halls/:id', file: 'routes/admin/programme/hall.tsx', permission: 'conference.manage' },
  {
    path: 'programme/tracks',
    file: 'routes/admin/programme/tracks.tsx',
    permission: 'conference.manage',
    nav: { label: 'programmeNavTracks' },
  },
  { path: 'programme/tracks/:id', file: 'routes/admin/programme/track.tsx', permission: 'conference.manage' },
  {
    path: 'programme/workshops',
    file: 'routes/admin/programme/workshops.tsx',
    permission: 'workshops.manage',
    nav: { label: 'programmeNavWorkshops' },
  },
  { path: 'programme/workshops/:id', file: 'routes/admin/programme/workshop.tsx', permission: 'workshops.manage' },
];
