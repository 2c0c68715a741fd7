import type { AssetManifest } from '../../shared/assets';
import manifest from '../generated/manifest.json';

/** Hashed client files of this build (written by build.mjs before the Worker is bundled). */
export const assetManifest: AssetManifest = manifest;
