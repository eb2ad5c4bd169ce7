import { defaultLocale } from '@forum/contract/locale';
import type { Limit } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { pick } from '../localize.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { Mailer } from './mailer.ts';
import type { MailContext } from './templates.ts';

/** What a form that writes to the forum needs: where to store it and whom to tell. */
export type InboxOptions = { db: Db; mailer: Mailer; settings: SettingsService; siteUrl: string };

/** Forms that write to the forum's inbox, per address: a person sends a few, a script is stopped. */
export const inboxLimits = {
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
  sponsorshipPerIp: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * The staff's copy of a form, in the forum's default language, to the contact address of the settings.
 * Nothing goes to the address the visitor typed: the form would otherwise mail anyone on request.
 */
export async function mailToForum(
  options: Pick<InboxOptions, 'mailer' | 'settings' | 'siteUrl'>,
  build: (context: MailContext) => { subject: string; text: string; html: string },
): Promise<void> {
  const stored = await options.settings.get();
  const to = stored.contacts.email;
  if (!to) return;
  const context = { locale: defaultLocale, siteName: pick(stored.site.name, defaultLocale), siteUrl: options.siteUrl };
  await options.mailer.send({ to, ...build(context) });
}
