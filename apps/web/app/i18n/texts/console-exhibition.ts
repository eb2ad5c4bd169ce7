// Texts of the staff console's exhibition part (decision 061); the console's pages receive every console part's.
export const consoleExhibitionEn = {} as const;

export const consoleExhibitionAr: Record<keyof typeof consoleExhibitionEn, string> = {};
