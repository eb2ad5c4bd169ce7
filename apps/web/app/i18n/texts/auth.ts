// Texts of the login, registration and recovery screens (routes/auth/*).
export const authEn = {
  showPassword: 'Show',
  hidePassword: 'Hide',
};

export const authAr: Record<keyof typeof authEn, string> = {
  showPassword: 'إظهار',
  hidePassword: 'إخفاء',
};
