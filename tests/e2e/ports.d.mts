export declare const E2E: {
  sitePort: number;
  backendPort: number;
  siteUrl: string;
  backendUrl: string;
  distDir: string;
  database: string;
  productionBackendPort: number;
  productionBackendUrl: string;
  productionDatabase: string;
};
