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
  /** The Live Preview Utils SDK's chunk: loaded by live preview pages only (worker/content/live-preview.ts). */
  livePreview: string;
}

/**
 * The page's modules, in order: gathered while the shell renders (the entry's imports, then
 * each island hydrated at load) and written once by the Document's loader, which asks for
 * them after first paint (worker/render/module-loader.ts).
 */
export interface ModuleQueue {
  hrefs: string[];
  written: boolean;
}
