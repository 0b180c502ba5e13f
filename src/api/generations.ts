import { settle, type HttpClient } from './client.ts';
import type { components } from './schema.d.ts';

export type Generation = components['schemas']['Generation'];
export type Proposal = components['schemas']['Proposal'];
export type GenerationInput = components['schemas']['GenerationInput'];
export type GenerationSource = components['schemas']['GenerationSource'];
export type ModelStatus = components['schemas']['ModelStatus'];

/** Generating test cases: by exploring an environment, or with the model from a goal or a bug report. */
export function generationsApi(client: HttpClient) {
  return {
    model: () => settle('getModelStatus', () => client.GET('/model')),
    create: (body: GenerationInput) => settle('createGeneration', () => client.POST('/generations', { body })),
    get: (id: number) => settle('getGeneration', () => client.GET('/generations/{id}', { params: { path: { id } } })),
    keep: (id: number, testCaseIds: number[]) =>
      settle('keepProposals', () =>
        client.POST('/generations/{id}/keep', { params: { path: { id } }, body: { test_case_ids: testCaseIds } }),
      ),
  };
}
