import type { FastifyReply } from 'fastify';
import type { SettingsService } from '../settings/settings-service.ts';

/** The site's name as calendar files carry it: one name, whatever the file's language. */
export async function calendarSiteName(settings: SettingsService): Promise<string> {
  const stored = await settings.get();
  return stored.site.name.en || stored.site.name.ar;
}

/** Sends an iCalendar file to be saved (attachment) or read by a calendar app (inline). */
export function sendCalendar(
  reply: FastifyReply,
  file: { filename: string; content: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .send(file.content);
}
