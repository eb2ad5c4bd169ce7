// Texts of the staff console's people part (decision 061); the console's pages receive every console part's.
export const consolePeopleEn = {} as const;

export const consolePeopleAr: Record<keyof typeof consolePeopleEn, string> = {};
