import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, staffOf } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { listCsvEndpoint } from '../list-csv.ts';
import {
  hallCsvColumns,
  sessionCsvColumns,
  speakerCsvColumns,
  trackCsvColumns,
  workshopCsvColumns,
} from './programme-csv.ts';
import { createProgrammeService } from './programme-service.ts';

const tags = ['console: programme'];

/**
 * The console's programme calls (decisions 061, 063): the table's entries of
 * packages/contract/src/console/programme.ts. Each entry names its permission (conference, or workshops for
 * the workshops' places), checked by endpoint() before the body is read; the staff member it was checked
 * for (`staffOf`) is who the audit log names.
 */
export const programmeConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const programme = createProgrammeService(deps);

  // ------------------------------------------------------------ halls, tracks, speakers
  personalEndpoint(
    app,
    'programme.halls',
    { tags, summary: 'Conference halls, filtered and sorted' },
    async (request) => programme.listHalls(request.query, request.locale),
  );
  personalEndpoint(app, 'programme.addHall', { tags, summary: 'Add a conference hall' }, async (request) =>
    programme.addHall(staffOf(request), request.body, request.locale),
  );
  personalEndpoint(
    app,
    'programme.hall',
    { tags, summary: 'A conference hall, as its form opens it' },
    async (request) => programme.hall(request.params.id, request.locale),
  );
  personalEndpoint(app, 'programme.updateHall', { tags, summary: 'Change a conference hall' }, async (request) =>
    programme.updateHall(staffOf(request), request.params.id, request.body, request.locale),
  );
  personalEndpoint(
    app,
    'programme.deleteHall',
    { tags, summary: 'Delete a hall no session or workshop uses' },
    async (request) => programme.deleteHall(staffOf(request), request.params.id),
  );

  personalEndpoint(app, 'programme.tracks', { tags, summary: 'Tracks, filtered and sorted' }, async (request) =>
    programme.listTracks(request.query, request.locale),
  );
  personalEndpoint(app, 'programme.addTrack', { tags, summary: 'Add a track' }, async (request) =>
    programme.addTrack(staffOf(request), request.body, request.locale),
  );
  personalEndpoint(app, 'programme.track', { tags, summary: 'A track, as its form opens it' }, async (request) =>
    programme.track(request.params.id, request.locale),
  );
  personalEndpoint(app, 'programme.updateTrack', { tags, summary: 'Change a track' }, async (request) =>
    programme.updateTrack(staffOf(request), request.params.id, request.body, request.locale),
  );
  personalEndpoint(app, 'programme.deleteTrack', { tags, summary: 'Delete a track no session uses' }, async (request) =>
    programme.deleteTrack(staffOf(request), request.params.id),
  );

  personalEndpoint(app, 'programme.speakers', { tags, summary: 'Speakers, filtered and sorted' }, async (request) =>
    programme.listSpeakers(request.query, request.locale),
  );
  personalEndpoint(
    app,
    'programme.addSpeaker',
    { tags, summary: 'Add a speaker (the photo uploaded first)' },
    async (request) => programme.addSpeaker(staffOf(request), request.body, request.locale),
  );
  personalEndpoint(app, 'programme.speaker', { tags, summary: 'A speaker, as its form opens it' }, async (request) =>
    programme.speaker(request.params.id, request.locale),
  );
  personalEndpoint(app, 'programme.updateSpeaker', { tags, summary: 'Change a speaker' }, async (request) =>
    programme.updateSpeaker(staffOf(request), request.params.id, request.body, request.locale),
  );
  personalEndpoint(
    app,
    'programme.deleteSpeaker',
    { tags, summary: 'Delete a speaker in no session or workshop' },
    async (request) => programme.deleteSpeaker(staffOf(request), request.params.id),
  );

  // ------------------------------------------------------------ sessions and the timetable
  personalEndpoint(app, 'programme.sessions', { tags, summary: 'Sessions, filtered and sorted' }, async (request) =>
    programme.listSessions(request.query, request.locale),
  );
  personalEndpoint(
    app,
    'programme.addSession',
    { tags, summary: 'Add a session (refused on top of another in its hall; a speaker clash is a warning)' },
    async (request) => programme.addSession(staffOf(request), request.body, request.locale),
  );
  personalEndpoint(app, 'programme.session', { tags, summary: 'A session, as its form opens it' }, async (request) =>
    programme.session(request.params.id, request.locale),
  );
  personalEndpoint(
    app,
    'programme.updateSession',
    { tags, summary: 'Change a session; the people who saved it are told when it moves' },
    async (request) => programme.updateSession(staffOf(request), request.params.id, request.body, request.locale),
  );
  personalEndpoint(
    app,
    'programme.deleteSession',
    { tags, summary: 'Cancel a session; the people who saved it are told' },
    async (request) => programme.deleteSession(staffOf(request), request.params.id),
  );
  personalEndpoint(
    app,
    'programme.timetable',
    { tags, summary: "A day's timetable: halls as columns, sessions with their times, speaker clashes" },
    async (request) => programme.timetable(request.query.day, request.locale),
  );
  personalEndpoint(
    app,
    'programme.moveSession',
    {
      tags,
      summary: 'Move or resize a session (snapped to 5 minutes; refused on top of another in the hall)',
    },
    async (request) => programme.moveSession(staffOf(request), request.params.id, request.body, request.locale),
  );

  // ------------------------------------------------------------ workshops
  personalEndpoint(
    app,
    'programme.workshops',
    { tags, summary: 'Workshops with their seats taken and waiting lists' },
    async (request) => programme.listWorkshops(request.query, request.locale),
  );
  personalEndpoint(
    app,
    'programme.workshopRegistrations',
    { tags, summary: "A workshop's seats and waiting list" },
    async (request) => programme.registrations(request.params.id, request.locale),
  );
  personalEndpoint(
    app,
    'programme.cancelRegistration',
    { tags, summary: 'Cancel a place; a freed seat goes to the first person waiting, who is told' },
    async (request) =>
      programme.cancelRegistration(staffOf(request), request.params.id, request.params.registrationId, request.locale),
  );
  personalEndpoint(
    app,
    'programme.promoteRegistration',
    { tags, summary: 'Give a seat to someone on the waiting list, who is told' },
    async (request) =>
      programme.promoteRegistration(staffOf(request), request.params.id, request.params.registrationId, request.locale),
  );

  // ------------------------------------------------------------ the lists' CSV files (issue 33)
  // each reads its list's own page function: the same filtered rows, in the same order, a batch at a time
  const csv = (what: string) => `The filtered ${what} as CSV (streamed; formula cells escaped)`;
  listCsvEndpoint(app, 'programme.hallsCsv', {
    summary: csv('conference halls'),
    columns: hallCsvColumns,
    page: (query, request) => programme.listHalls(query, request.locale),
  });
  listCsvEndpoint(app, 'programme.tracksCsv', {
    summary: csv('tracks'),
    columns: trackCsvColumns,
    page: (query, request) => programme.listTracks(query, request.locale),
  });
  listCsvEndpoint(app, 'programme.speakersCsv', {
    summary: csv('speakers'),
    columns: speakerCsvColumns,
    page: (query, request) => programme.listSpeakers(query, request.locale),
  });
  listCsvEndpoint(app, 'programme.sessionsCsv', {
    summary: csv('sessions'),
    columns: sessionCsvColumns,
    page: (query, request) => programme.listSessions(query, request.locale),
  });
  listCsvEndpoint(app, 'programme.workshopsCsv', {
    summary: csv('workshops'),
    columns: workshopCsvColumns,
    page: (query, request) => programme.listWorkshops(query, request.locale),
  });
};
