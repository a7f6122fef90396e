export declare const E2E_SITE_DIR: string;
export declare const PREBUILT_VARIABLE: string;
export declare function demoEnv(): NodeJS.ProcessEnv;
export declare function viteBuild(outDir: string, env: NodeJS.ProcessEnv): Promise<void>;
export declare function buildDemoSite(outDir?: string): Promise<string>;
