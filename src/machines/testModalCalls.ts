import { api } from '../api/index.ts';
import type { GenerationInput } from '../api/generations.ts';
import { errorMessage } from './effects.ts';

/*
 * The calls of the test modal's panes: environments to choose from, importing files, attachments,
 * generating tests and the proposals. Each is the `load` of a resource machine or the `save` of a
 * save machine: the panes hand them to useResource and useSave.
 */

/** The current project's environments; none without a project. */
export const loadEnvironments = (projectId: number | null) =>
  projectId === null ? Promise.resolve({ success: true as const, data: [] }) : api.projects.environments(projectId);

interface FileOutcome {
  file: string;
  ok: boolean;
  message: string;
}

/** Imports the files one after another; each file's outcome is kept, whatever the others did. */
export async function importFiles(input: { files: File[]; environmentId: number }): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of input.files) {
    try {
      const answer = await api.upload({ file, environmentId: input.environmentId, onProgress: () => undefined });
      outcomes.push({ file: file.name, ok: true, message: answer.message });
    } catch (error) {
      outcomes.push({ file: file.name, ok: false, message: errorMessage(error) });
    }
  }
  return outcomes;
}

/** A test case's files; `version` only reloads them after a change. */
export const loadAttachments = ({ id }: { id: number; version: number }) => api.testCases.attachments(id);
export const attach = ({ id, file }: { id: number; file: File }) => api.attach(id, file);
export const removeAttachment = ({ id, attachmentId }: { id: number; attachmentId: number }) =>
  api.testCases.removeAttachment(id, attachmentId);

/** Generating tests: whether a model is configured, and starting a generation. */
export const loadModel = () => api.generations.model();
export const startGeneration = (input: GenerationInput) => api.generations.create(input);

/** A proposal: keep it, discard it, or save its edited steps. */
export const keepProposal = ({ generationId, id }: { generationId: number; id: number }) =>
  api.generations.keep(generationId, [id]);
export const discardProposal = (id: number) => api.testCases.remove(id);
export const saveProposalSteps = ({ id, steps }: { id: number; steps: string[] }) =>
  api.testCases.update(id, { steps });
