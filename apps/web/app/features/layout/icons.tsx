import type { ReactNode, SVGProps } from 'react';
import type { AccountIconName, CartIconName } from './layout-settings.ts';
import type { SocialNetwork } from './social-links.ts';

/**
 * Inline SVG icons of the frame (no icon font, no CDN): drawn on a 24-unit grid in currentColor, decorative
 * (aria-hidden); the link or button around each one carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon drawn in lines: their width and ends are the `line-icon` utility's (app.css), written once per page. */
function Outline({ size = 24, children, className, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={className ? `line-icon ${className}` : 'line-icon'}
      {...props}
    >
      {children}
    </svg>
  );
}

function Solid({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}

/** The cart, drawn as CART_ICON asks: a trolley (default), a basket or a shopping bag. */
export const CartIcon = ({ variant = 'cart', ...props }: IconProps & { variant?: CartIconName }) => (
  <Outline {...props}>
    {variant === 'basket' ? (
      <>
        <path d="M3 10h18l-1.8 9.2a1.5 1.5 0 0 1-1.5 1.3H6.3a1.5 1.5 0 0 1-1.5-1.3Z" />
        <path d="m8 10 3-6M16 10l-3-6M9 14v3M12 14v3M15 14v3" />
      </>
    ) : variant === 'bag' ? (
      <>
        <path d="M5 8h14l-1 12.5H6Z" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
      </>
    ) : (
      <>
        <path d="M3 4h2.2l2.2 11h10.8L20.5 7.5H6.2" />
        <circle cx="9.5" cy="19.5" r="1.4" />
        <circle cx="16.5" cy="19.5" r="1.4" />
      </>
    )}
  </Outline>
);

/** The account, drawn as MY_ACCOUNT_ICON asks: a bust (default) or a bust in a circle. */
export const AccountIcon = ({ variant = 'user', ...props }: IconProps & { variant?: AccountIconName }) =>
  variant === 'user-circle' ? (
    <Outline {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="10" r="3" />
      <path d="M6.6 18.2c1.2-2 3.1-3.2 5.4-3.2s4.2 1.2 5.4 3.2" />
    </Outline>
  ) : (
    <Outline {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.3-3.6 4.2-5.5 7.5-5.5s6.2 1.9 7.5 5.5" />
    </Outline>
  );

export const HomeIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
  </Outline>
);

export const SearchIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </Outline>
);

export const MenuIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Outline>
);

export const CloseIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const GlobeIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
  </Outline>
);

export const CheckIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Outline>
);

export const MapPinIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Outline>
);

export const PhoneIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M5 4h3.5l1.5 4-2.2 1.5a11 11 0 0 0 6.7 6.7L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4Z" />
  </Outline>
);

export const MailIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6.5L20.5 7" />
  </Outline>
);

export const ClockIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </Outline>
);

/** Simplified marks of the social networks, drawn for this site (not the brands' official artwork). */
const SOCIAL_GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a20 20 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21h3.2Z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.6-3.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z"
    />
  ),
  pinterest: (
    <path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c0-.8 0-1.8.2-2.6l1.3-5.4s-.3-.7-.3-1.7c0-1.6.9-2.8 2.1-2.8 1 0 1.4.7 1.4 1.6 0 1-.6 2.5-1 3.9-.3 1.2.6 2.1 1.7 2.1 2.1 0 3.5-2.7 3.5-5.8 0-2.4-1.6-4.2-4.5-4.2-3.3 0-5.3 2.4-5.3 5.2 0 .9.3 1.6.7 2.1.2.2.2.3.1.6l-.2.8c-.1.3-.3.4-.6.3-1.5-.6-2.2-2.3-2.2-4.1 0-3.1 2.6-6.8 7.8-6.8 4.2 0 6.9 3 6.9 6.3 0 4.3-2.4 7.5-5.9 7.5-1.2 0-2.3-.6-2.7-1.4l-.8 3c-.2.8-.6 1.6-1 2.2A9.5 9.5 0 1 0 12 2.5Z" />
  ),
  x: (
    <path d="M4 3.5h4.6l4.1 5.8 5-5.8h2.1l-6.2 7.2 6.9 9.8h-4.6l-4.4-6.2-5.4 6.2H4l6.6-7.6L4 3.5Zm3 1.6 9.9 13.8h1.6L8.6 5.1H7Z" />
  ),
  linkedin: (
    <path d="M4.5 9h3.2v11H4.5V9Zm1.6-5.2a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8ZM10 9h3.1v1.5c.5-.9 1.7-1.8 3.5-1.8 3.3 0 3.9 2.1 3.9 4.9V20h-3.2v-5.6c0-1.3 0-3-1.9-3-1.8 0-2.1 1.4-2.1 2.9V20H10V9Z" />
  ),
  tiktok: (
    <path d="M13.5 3h3c.2 1.9 1.6 3.4 3.5 3.6v3a6.6 6.6 0 0 1-3.5-1.1v6.3a5.3 5.3 0 1 1-5.3-5.3c.3 0 .6 0 .9.1v3.1a2.3 2.3 0 1 0 1.4 2.1V3Z" />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M5.5 5h13A3.5 3.5 0 0 1 22 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-13A3.5 3.5 0 0 1 2 15.5v-7A3.5 3.5 0 0 1 5.5 5ZM10 9v6l5.2-3L10 9Z"
    />
  ),
  tripadvisor: (
    <path
      fillRule="evenodd"
      d="M12 6.5c2.3 0 4.4.6 6 1.7h3.5l-1.3 1.6A4.5 4.5 0 1 1 13.8 16L12 18l-1.8-2a4.5 4.5 0 1 1-6.4-6.2L2.5 8.2H6c1.6-1.1 3.7-1.7 6-1.7ZM7 10.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm10 0a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM7 12a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm10 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
    />
  ),
  google: <path d="M12 3a9 9 0 1 0 8.8 10.9c.1-.6.2-1.2.2-1.9H12v3.2h5.3A5.8 5.8 0 1 1 16 8l2.3-2.3A9 9 0 0 0 12 3Z" />,
  telegram: (
    <path d="m20.7 4.2-18 7c-.9.4-.9 1.2 0 1.5l4.6 1.5 1.7 5.3c.2.6.9.8 1.4.3l2.5-2.3 4.8 3.5c.6.4 1.3.1 1.5-.6l3-14.3c.2-.9-.6-1.4-1.5-.9ZM9.4 14.1l8.4-7.5-6.9 8.6-.4 3-1.1-4.1Z" />
  ),
  discord: (
    <path
      fillRule="evenodd"
      d="M18.6 5.6A16 16 0 0 0 14.7 4.4l-.5 1a15 15 0 0 0-4.4 0l-.5-1a16 16 0 0 0-3.9 1.2C2.9 9.3 2.2 12.9 2.6 16.5a16 16 0 0 0 4.8 2.4l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.4 11.4 0 0 0 9.6 0l.4.3-1.6.8 1 1.6a16 16 0 0 0 4.8-2.4c.4-4.2-.6-7.8-2.8-10.9ZM9 14.3c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2c1 0 1.7.9 1.7 2s-.8 2-1.7 2Zm6 0c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2c1 0 1.7.9 1.7 2s-.7 2-1.7 2Z"
    />
  ),
  github: (
    <path d="M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.7-.2.7-.5v-1.7c-2.6.6-3.2-1.2-3.2-1.2-.4-1.1-1-1.4-1-1.4-.9-.6 0-.6 0-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.8.8.1-.6.4-1.1.7-1.3-2.1-.2-4.3-1-4.3-4.7 0-1 .4-1.9 1-2.6-.1-.3-.4-1.2.1-2.6 0 0 .8-.2 2.6 1a9 9 0 0 1 4.8 0c1.8-1.2 2.6-1 2.6-1 .5 1.4.2 2.3.1 2.6.6.7 1 1.5 1 2.6 0 3.7-2.2 4.5-4.3 4.7.3.3.7.9.7 1.8v2.7c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5Z" />
  ),
};

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  return <Solid {...props}>{SOCIAL_GLYPHS[network]}</Solid>;
}
