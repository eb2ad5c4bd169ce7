import type { ReactNode, SVGProps } from 'react';
import { Icon as SiteIcon, PinIcon as SitePinIcon } from '~/components/icons.tsx';

// Icons of the info pages: the site's icon, drawn with a finer line; decorative, the text beside them carries
// the meaning.
function Icon(props: SVGProps<SVGSVGElement>) {
  return <SiteIcon focusable="false" strokeWidth="1.8" {...props} />;
}

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Icon>
);
export const WhatsappIcon = () => (
  <Icon>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3Z" />
    <path d="M9 9.5c.5 2 2.5 4 4.5 4.5l1-1.2 2 .9c-.2 1-1 1.8-2 1.8A6.5 6.5 0 0 1 8 9c0-1 .8-1.8 1.8-2l.9 2Z" />
  </Icon>
);
export const PinIcon = () => <SitePinIcon focusable="false" strokeWidth="1.8" />;
export const CheckIcon = () => (
  <Icon strokeWidth="2.4">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const AppleIcon = () => (
  <Icon fill="currentColor" stroke="none" width="28" height="28">
    <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4.1 2.5c-1.8 3-.5 7.6 1.2 10 .8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.6-4.1ZM14 5.2a4.3 4.3 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1A3.7 3.7 0 0 0 14 5.2Z" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none" width="28" height="28">
    <path d="M4 2.8v18.4c0 .6.6 1 1.2.7L21 12.7c.5-.3.5-1.1 0-1.4L5.2 2.1c-.6-.3-1.2.1-1.2.7Z" />
  </Icon>
);

const SERVICE_ICONS: Record<string, ReactNode> = {
  handshake: (
    <>
      <path d="m11 17 2 2a1.5 1.5 0 0 0 2-2" />
      <path d="m14 14 2.5 2.5a1.5 1.5 0 0 0 2-2L15 11l-2 1a2 2 0 0 1-2.5-3L13 7h3l4 4" />
      <path d="m4 11 4-4h3" />
      <path d="m7 14 2 2a1.5 1.5 0 0 0 2-2l-1-1" />
      <path d="M2 10l2 1M22 10l-2 1" />
    </>
  ),
  store: (
    <>
      <path d="M3 9 5 4h14l2 5" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 12v8h14v-8M10 20v-5h4v5" />
    </>
  ),
  film: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M7 3v18M17 3v18M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4" />
    </>
  ),
  press: (
    <>
      <rect x="4" y="3" width="13" height="18" rx="1.5" />
      <path d="M17 8h3v11a2 2 0 0 1-2 2H6" />
      <path d="M7 7h7M7 11h7M7 15h4" />
    </>
  ),
  camera: (
    <>
      <path d="M3 8a2 2 0 0 1 2-2h2l2-2h6l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  accessibility: (
    <>
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M5 8.5 12 10l7-1.5M12 10v4l-3 6M12 14l3 6" />
    </>
  ),
};

const FALLBACK_SERVICE_ICON = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </>
);

/** The icon a service names (packages/contract info.ts: the name of an icon of the site). */
export function ServiceIcon({ name }: { name: string }) {
  return (
    <Icon width="32" height="32">
      {SERVICE_ICONS[name] ?? FALLBACK_SERVICE_ICON}
    </Icon>
  );
}
