// Texts of the staff console's content part (decision 061); the console's pages receive every console part's.
export const consoleContentEn = {} as const;

export const consoleContentAr: Record<keyof typeof consoleContentEn, string> = {};
