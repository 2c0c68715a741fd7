/** What build.mjs writes to worker/generated/manifest.json: hashed URLs of the client files. */
export interface AssetManifest {
  buildId: string;
  /** Client entry module (hydrates islands). */
  entry: string;
  /** Modules the entry imports statically, to modulepreload with it. */
  entryImports: string[];
  css: string;
  /** Island name → its chunk and the chunks it imports. */
  islands: Record<string, { file: string; imports: string[] }>;
}
