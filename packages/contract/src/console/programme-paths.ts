/**
 * The console's programme calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./programme.ts.
 */
export const programmePaths = {
  // conference halls, tracks, speakers, sessions (decision 063)
  'programme.halls': 'GET /admin/programme/halls',
  'programme.hallsCsv': 'GET /admin/programme/halls.csv',
  'programme.addHall': 'POST /admin/programme/halls',
  'programme.hall': 'GET /admin/programme/halls/{id}',
  'programme.updateHall': 'PUT /admin/programme/halls/{id}',
  'programme.deleteHall': 'DELETE /admin/programme/halls/{id}',
  'programme.tracks': 'GET /admin/programme/tracks',
  'programme.tracksCsv': 'GET /admin/programme/tracks.csv',
  'programme.addTrack': 'POST /admin/programme/tracks',
  'programme.track': 'GET /admin/programme/tracks/{id}',
  'programme.updateTrack': 'PUT /admin/programme/tracks/{id}',
  'programme.deleteTrack': 'DELETE /admin/programme/tracks/{id}',
  'programme.speakers': 'GET /admin/programme/speakers',
  'programme.speakersCsv': 'GET /admin/programme/speakers.csv',
  'programme.addSpeaker': 'POST /admin/programme/speakers',
  'programme.speaker': 'GET /admin/programme/speakers/{id}',
  'programme.updateSpeaker': 'PUT /admin/programme/speakers/{id}',
  'programme.deleteSpeaker': 'DELETE /admin/programme/speakers/{id}',
  'programme.sessions': 'GET /admin/programme/sessions',
  'programme.sessionsCsv': 'GET /admin/programme/sessions.csv',
  'programme.addSession': 'POST /admin/programme/sessions',
  'programme.session': 'GET /admin/programme/sessions/{id}',
  'programme.updateSession': 'PUT /admin/programme/sessions/{id}',
  'programme.deleteSession': 'DELETE /admin/programme/sessions/{id}',
  // the timetable: a day, halls as columns; a session moved or resized (refused on top of another)
  'programme.timetable': 'GET /admin/programme/timetable',
  'programme.moveSession': 'POST /admin/programme/sessions/{id}/slot',
  // workshops: registrations, the waiting list
  'programme.workshops': 'GET /admin/programme/workshops',
  'programme.workshopsCsv': 'GET /admin/programme/workshops.csv',
  'programme.workshopRegistrations': 'GET /admin/programme/workshops/{id}/registrations',
  'programme.cancelRegistration': 'POST /admin/programme/workshops/{id}/registrations/{registrationId}/cancel',
  'programme.promoteRegistration': 'POST /admin/programme/workshops/{id}/registrations/{registrationId}/promote',
} as const;
