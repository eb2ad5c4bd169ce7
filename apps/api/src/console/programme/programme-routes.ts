import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoints, staffOf } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { filteredCsvEndpoint } from '../list-csv.ts';
import { recordEndpoints } from '../record-endpoints.ts';
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
  recordEndpoints(app, tags, programme.halls, [
    ['programme.halls', 'Conference halls, filtered and sorted'],
    ['programme.hall', 'A conference hall, as its form opens it'],
    ['programme.addHall', 'Add a conference hall'],
    ['programme.updateHall', 'Change a conference hall'],
    ['programme.deleteHall', 'Delete a hall no session or workshop uses'],
  ]);

  recordEndpoints(app, tags, programme.tracks, [
    ['programme.tracks', 'Tracks, filtered and sorted'],
    ['programme.track', 'A track, as its form opens it'],
    ['programme.addTrack', 'Add a track'],
    ['programme.updateTrack', 'Change a track'],
    ['programme.deleteTrack', 'Delete a track no session uses'],
  ]);

  recordEndpoints(app, tags, programme.speakers, [
    ['programme.speakers', 'Speakers, filtered and sorted'],
    ['programme.speaker', 'A speaker, as its form opens it'],
    ['programme.addSpeaker', 'Add a speaker (the photo uploaded first)'],
    ['programme.updateSpeaker', 'Change a speaker'],
    ['programme.deleteSpeaker', 'Delete a speaker in no session or workshop'],
  ]);

  // ------------------------------------------------------------ sessions and the timetable
  recordEndpoints(app, tags, programme.sessions, [
    ['programme.sessions', 'Sessions, filtered and sorted'],
    ['programme.session', 'A session, as its form opens it'],
    ['programme.addSession', 'Add a session (refused on top of another in its hall; a speaker clash is a warning)'],
    ['programme.updateSession', 'Change a session; the people who saved it are told when it moves'],
    ['programme.deleteSession', 'Cancel a session; the people who saved it are told'],
  ]);
  personalEndpoints(app, tags, {
    'programme.timetable': [
      "A day's timetable: halls as columns, sessions with their times, speaker clashes",
      async (request) => programme.timetable(request.query.day, request.locale),
    ],
    'programme.moveSession': [
      'Move or resize a session (snapped to 5 minutes; refused on top of another in the hall)',
      async (request) => programme.moveSession(staffOf(request), request.params.id, request.body, request.locale),
    ],

    // -------------------------------------------------------- workshops
    'programme.workshops': [
      'Workshops with their seats taken and waiting lists',
      async (request) => programme.listWorkshops(request.query, request.locale),
    ],
    'programme.workshopRegistrations': [
      "A workshop's seats and waiting list",
      async (request) => programme.registrations(request.params.id, request.locale),
    ],
    'programme.cancelRegistration': [
      'Cancel a place; a freed seat goes to the first person waiting, who is told',
      async (request) =>
        programme.cancelRegistration(
          staffOf(request),
          request.params.id,
          request.params.registrationId,
          request.locale,
        ),
    ],
    'programme.promoteRegistration': [
      'Give a seat to someone on the waiting list, who is told',
      async (request) =>
        programme.promoteRegistration(
          staffOf(request),
          request.params.id,
          request.params.registrationId,
          request.locale,
        ),
    ],
  });

  // ------------------------------------------------------------ the lists' CSV files (issue 33)
  // each reads its list's own page function: the same filtered rows, in the same order, a batch at a time
  filteredCsvEndpoint(app, 'programme.hallsCsv', 'conference halls', hallCsvColumns, (query, request) =>
    programme.halls.list(query, request.locale),
  );
  filteredCsvEndpoint(app, 'programme.tracksCsv', 'tracks', trackCsvColumns, (query, request) =>
    programme.tracks.list(query, request.locale),
  );
  filteredCsvEndpoint(app, 'programme.speakersCsv', 'speakers', speakerCsvColumns, (query, request) =>
    programme.speakers.list(query, request.locale),
  );
  filteredCsvEndpoint(app, 'programme.sessionsCsv', 'sessions', sessionCsvColumns, (query, request) =>
    programme.sessions.list(query, request.locale),
  );
  filteredCsvEndpoint(app, 'programme.workshopsCsv', 'workshops', workshopCsvColumns, (query, request) =>
    programme.listWorkshops(query, request.locale),
  );
};
