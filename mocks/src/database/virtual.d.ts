/** The URL of the prebuilt database, given by vite-plugin.ts (Storybook and demo builds). */
declare module 'virtual:mare-mock-database' {
  const url: string;
  export default url;
}
