import type { TestProject } from 'vitest/node';
import { startDevServer } from './dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the Worker under `wrangler dev` for the whole run, as `npm start` does (support/dev-server.ts). */
export default async function setup(project: TestProject) {
  // E2E_PORT / E2E_INSPECTOR_PORT pin the ports on a host shared with other runs; else any free ones.
  const server = await startDevServer({
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined,
    inspectorPort: process.env.E2E_INSPECTOR_PORT ? Number(process.env.E2E_INSPECTOR_PORT) : undefined,
  });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
