/** The prebuilt database, as vite-plugin.ts serves it (Storybook and demo builds). */
declare module 'virtual:mare-mock-database' {
  interface Tar {
    url: string;
    bytes?: number;
    gzipUrl?: string;
  }
  /** boot.ts' DatabaseSources (a relative import is not allowed here). */
  const sources: {
    dump: Tar;
    engine?: { wasm: string; data: string };
    pgcrypto?: Tar;
  };
  export default sources;
}
