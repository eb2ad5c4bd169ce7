// Texts of the staff console's frame part (decision 061); the console's pages receive every console part's.
export const consoleFrameEn = {} as const;

export const consoleFrameAr: Record<keyof typeof consoleFrameEn, string> = {};
