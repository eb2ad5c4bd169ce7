// React and React Router choose their production or development build when first imported, from
// NODE_ENV: settle it before anything imports them (a bare `node dist/main.mjs` leaves it unset).
process.env.NODE_ENV ??= 'production';
await import('./serve.ts');

export {};
