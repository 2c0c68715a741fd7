import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, SHARE_POPUP, UnknownShareNetworkError, opensPopup, popupFeatures, shareUrl } from '../../../shared/share';

const page = {
  url: 'https://loipe.test/de-de/blog/p/double-poling-engine',
  title: 'Doppelstock & Rumpf',
  image: 'https://loipe.test/media/i/loipe/x?w=1',
};

describe('share links (spec §8, §9)', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Floipe.test%2Fde-de%2Fblog%2Fp%2Fdouble-poling-engine'],
    [
      'x',
      'https://x.com/intent/post?url=https%3A%2F%2Floipe.test%2Fde-de%2Fblog%2Fp%2Fdouble-poling-engine&text=Doppelstock%20%26%20Rumpf',
    ],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Floipe.test%2Fde-de%2Fblog%2Fp%2Fdouble-poling-engine'],
    [
      'pinterest',
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Floipe.test%2Fde-de%2Fblog%2Fp%2Fdouble-poling-engine&description=Doppelstock%20%26%20Rumpf&media=https%3A%2F%2Floipe.test%2Fmedia%2Fi%2Floipe%2Fx%3Fw%3D1',
    ],
    ['email', 'mailto:?subject=Doppelstock%20%26%20Rumpf&body=https%3A%2F%2Floipe.test%2Fde-de%2Fblog%2Fp%2Fdouble-poling-engine'],
  ])('builds the %s share address with the page encoded', (network, expected) => {
    expect(shareUrl(network, page)).toBe(expected);
  });

  it.each(['myspace', '', 'Facebook', 'constructor', '__proto__'])('throws that the network "%s" does not exist', (network) => {
    expect(() => shareUrl(network, page)).toThrow(UnknownShareNetworkError);
    expect(() => shareUrl(network, page)).toThrow(`The share network "${network}" does not exist`);
  });

  it('opens every network but mail in the popup', () => {
    expect(SHARE_NETWORKS.filter(opensPopup)).toEqual(['facebook', 'x', 'linkedin', 'pinterest']);
  });

  it('opens the popup at 626 × 436 px, centred on the window', () => {
    expect(SHARE_POPUP).toEqual({ width: 626, height: 436 });
    expect(popupFeatures({ left: 100, top: 50, width: 1426, height: 936 })).toBe(
      'width=626,height=436,left=500,top=300,noopener,noreferrer',
    );
    expect(popupFeatures()).toBe('width=626,height=436,left=0,top=0,noopener,noreferrer');
    expect(popupFeatures({ left: 0, top: 0, width: 300, height: 200 })).toContain('left=0,top=0');
  });
});
