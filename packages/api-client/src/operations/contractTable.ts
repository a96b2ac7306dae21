import { clientOperations } from './clientTable';
import { consoleOperations } from './consoleOperations';
import type { OperationContract } from './operationContract';

/**
 * The whole contract table, both clients' operations (kept in two halves so that a tool does not ship the console's
 * part): what the fake routes by and what the test holds openapi.yaml to.
 */
export const contractTable = { ...clientOperations, ...consoleOperations } satisfies Record<string, OperationContract>;

/** Every operation of the contract, named `resource.call` as on the clients and the reference server's routes. */
export type Operation = keyof typeof contractTable;

export type { BodyKind, OperationContract, PollSchedule } from './operationContract';
