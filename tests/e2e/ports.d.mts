export interface E2ESlot {
  sitePort: number;
  backendPort: number;
  siteUrl: string;
  backendUrl: string;
  distDir: string;
  database: string;
  outputDir: string;
  productionBackendPort: number;
  productionBackendUrl: string;
  productionDatabase: string;
  faultSitePort: number;
  faultSiteUrl: string;
  faultProxyUrl: string;
  faultProxyControlUrl: string;
  supervisedSitePort: number;
  supervisedSiteUrl: string;
  supervisedBackendPort: number;
  supervisedBackendUrl: string;
  supervisedDatabase: string;
  cluster: {
    port: number;
    url: string;
    /** Instance n (1…N) directly, past the balancer. */
    instanceUrl: (n: number) => string;
    redisPort: number;
    backendPort: number;
    backendUrl: string;
    database: string;
    dataDir: string;
    outputDir: string;
  };
}

export declare const LAST_E2E_SLOT: number;
export declare function e2eSlot(slot: number, distDir?: string): E2ESlot;
export declare const E2E: E2ESlot;
