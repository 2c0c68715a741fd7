/**
 * Share links of a blog post (spec §8 "Unknown share network", §9 "Share popup 626 by 436
 * px"): the address of each network's share dialog for a page, and where the popup opens.
 * Pure, so the server renders plain links and the island opens the same address in a popup.
 */

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Spec §9: the share popup is 626 by 436 px. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

export interface SharePage {
  /** Absolute address of the page. */
  url: string;
  title: string;
  /** Absolute address of the page's image (Pinterest pins it). */
  image?: string;
}

export class UnknownShareNetworkError extends Error {
  constructor(readonly network: string) {
    super(`The share network "${network}" does not exist`);
    this.name = 'UnknownShareNetworkError';
  }
}

export function isShareNetwork(name: string): name is ShareNetwork {
  return (SHARE_NETWORKS as readonly string[]).includes(name);
}

/** The address that shares `page` on `network`; an unknown network throws (spec §8). */
export function shareUrl(network: string, page: SharePage): string {
  const u = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${title}${page.image ? `&media=${encodeURIComponent(page.image)}` : ''}`;
    case 'email':
      return `mailto:?subject=${title}&body=${u}`;
    default:
      throw new UnknownShareNetworkError(network);
  }
}

/** Whether the network's dialog opens in the popup (mail opens the mail program instead). */
export function opensPopup(network: ShareNetwork): boolean {
  return network !== 'email';
}

/** `window.open` features for the popup, centred on the opener's window when its size is known. */
export function popupFeatures(screen?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP;
  const left = screen ? Math.max(0, Math.round(screen.left + (screen.width - width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round(screen.top + (screen.height - height) / 2)) : 0;
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
