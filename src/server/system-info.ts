type UpstreamMode = 'embedded' | 'remote';
type DatabaseKind = 'pglite' | 'postgres';

/** What the BFF knows about itself, for `system.info` and `/healthz`. */
export interface SystemInfo {
  buildId: string;
  version: string;
  upstreamMode: UpstreamMode;
  /** Known only when the upstream is embedded in this process. */
  databaseKind: DatabaseKind | null;
  startedAt: number;
  /**
   * The sign-in pages may offer the seeded demo accounts: a demo or development start whose
   * embedded upstream was seeded with them.
   */
  offersDemoAccounts: boolean;
  /** Checks the embedded database; absent with a remote upstream. */
  pingDatabase?: () => Promise<void>;
}
