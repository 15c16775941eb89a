/** The networks an article can be shared to: plain links to their share pages, no script of theirs. */
export type ShareNetwork = 'email' | 'facebook' | 'x' | 'linkedin' | 'pinterest';

export interface ShareLink {
  network: ShareNetwork;
  /** The network's name ('E-mail' is worded by the page). */
  name: string;
  href: string;
}

interface Shared {
  /** The article's absolute address. */
  url: string;
  title: string;
  /** Its illustration's absolute address (Pinterest pins an image). */
  image?: string | null;
}

const encode = encodeURIComponent;

/** The share links of an article: e-mail first, then the networks' share pages. */
export function shareLinks({ url, title, image }: Shared): ShareLink[] {
  return [
    { network: 'email', name: 'E-mail', href: `mailto:?subject=${encode(title)}&body=${encode(`${title}\n${url}`)}` },
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}` },
    { network: 'x', name: 'X (Twitter)', href: `https://x.com/intent/post?url=${encode(url)}&text=${encode(title)}` },
    {
      network: 'linkedin',
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
    },
    {
      network: 'pinterest',
      name: 'Pinterest',
      href:
        `https://www.pinterest.com/pin/create/button/?url=${encode(url)}&description=${encode(title)}` +
        (image ? `&media=${encode(image)}` : ''),
    },
  ];
}
