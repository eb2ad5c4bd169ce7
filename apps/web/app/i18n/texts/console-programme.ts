// Texts of the staff console's programme part (decision 061); the console's pages receive every console part's.
export const consoleProgrammeEn = {} as const;

export const consoleProgrammeAr: Record<keyof typeof consoleProgrammeEn, string> = {};
