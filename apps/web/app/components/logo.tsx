/** The forum's mark; its colours come from the theme (styles/app.css). */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className="logo-mark">
      <rect width="64" height="64" rx="14" className="logo-mark__tile" />
      <circle cx="32" cy="32" r="17" fill="none" strokeWidth="6" className="logo-mark__ring" />
      <circle cx="32" cy="32" r="5" className="logo-mark__dot" />
    </svg>
  );
}
