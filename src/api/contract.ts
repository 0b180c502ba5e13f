import type { operations } from './schema.d.ts';

/** The JSON body an operation of `openapi.yaml` accepts; used by the client and the server. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
