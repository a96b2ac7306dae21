// The browser project's global setup (in Node): the misbehaving server for the tools' fault tests in Chromium, which
// read its address with `inject('faultServer')`.
import type { TestProject } from 'vitest/node';
import { startFaultServer, type FaultServerAddress } from './faultServer';

declare module 'vitest' {
  interface ProvidedContext {
    faultServer: FaultServerAddress;
  }
}

export default async function setup(project: TestProject) {
  const server = await startFaultServer({ dripMs: 150 });
  project.provide('faultServer', { origin: server.origin, otherOrigin: server.otherOrigin });
  return () => server.close();
}
