import type { Db } from '../../db/client.ts';
import { findSettingRows, lockSettingRows, upsertSetting } from '../../settings/settings-queries.ts';

// The console's settings read and write the settings domain's rows (apps/api/src/settings): one row per key.
export { findSettingRows, lockSettingRows };

export async function writeSettings(tx: Db, changes: Record<string, unknown>) {
  for (const [key, value] of Object.entries(changes)) await upsertSetting(tx, key, value);
}
