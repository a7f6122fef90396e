export interface ServeOptions {
  port?: number;
  spa?: boolean;
  compress?: boolean;
  encodings?: readonly ('br' | 'gzip')[];
  onResponse?: (answer: {
    path: string;
    status: number;
    bytes: number;
    encoding: string | null;
  }) => void;
  /** PEM key and certificate: HTTP/2 over TLS at an https URL. */
  tls?: { key: string; cert: string };
}

export interface StaticServer {
  url: string;
  /** Bytes written on every connection so far, headers included. */
  bytesSent: () => number;
  close: () => Promise<void>;
}

export declare function serveStatic(dir: string, options?: ServeOptions): Promise<StaticServer>;
