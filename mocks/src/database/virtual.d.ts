/** The prebuilt database, as vite-plugin.ts serves it (Storybook and demo builds). */
declare module 'virtual:mare-mock-database' {
  /** boot.ts' DatabaseSources (a relative import is not allowed here). */
  const sources: {
    dump: { url: string; bytes?: number; gzipUrl?: string };
    pgcryptoTar?: string;
  };
  export default sources;
}
