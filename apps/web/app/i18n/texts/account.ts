// Texts of the account area (routes/account/*) and the branches page.
export const accountEn = {
  logout: 'Log out',
};

export const accountAr: Record<keyof typeof accountEn, string> = {
  logout: 'تسجيل الخروج',
};
