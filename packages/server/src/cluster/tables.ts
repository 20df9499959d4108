/** A lease row (migration 0300-cluster-leases.ts); times in ms on the database's clock. */
export interface ClusterLeasesTable {
  name: string;
  owner: string;
  epoch: number;
  expires_at: number;
}

declare module '../db/schema.ts' {
  interface Database {
    cluster_leases: ClusterLeasesTable;
  }
}
