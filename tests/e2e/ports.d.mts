export declare const E2E: {
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
};
