export declare function serveStatic(
  dir: string,
  options?: { port?: number; spa?: boolean; compress?: boolean },
): Promise<{ url: string; close: () => Promise<void> }>;
