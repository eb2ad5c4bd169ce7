// Texts of the staff console's settings part (decision 061); the console's pages receive every console part's.
export const consoleSettingsEn = {} as const;

export const consoleSettingsAr: Record<keyof typeof consoleSettingsEn, string> = {};
