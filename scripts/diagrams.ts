/**
 * Writes one Markdown file per XState machine into docs/flows/, each with a Mermaid `stateDiagram-v2`
 * drawn from the machine itself (states, events, guards, delays), plus docs/flows/README.md linking them.
 * Run with `npm run diagrams`; tests/server/diagrams.test.ts fails when a committed diagram is stale.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export const flowsDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));

export interface MachineEntry {
  /** File name in src/machines without `.ts`; also the diagram's file name. */
  file: string;
  /** The machine's export in that file. */
  name: string;
  title: string;
}

/** Every machine drawn, in the order the index lists them. */
export const machines: MachineEntry[] = [
  { file: 'authSession', name: 'authSessionMachine', title: 'Session' },
  { file: 'signup', name: 'signupMachine', title: 'Sign-up' },
  { file: 'login', name: 'loginMachine', title: 'Sign-in' },
  { file: 'emailVerification', name: 'emailVerificationMachine', title: 'Email verification' },
  { file: 'passwordReset', name: 'passwordResetMachine', title: 'Password reset' },
  { file: 'changePassword', name: 'changePasswordMachine', title: 'Change password' },
  { file: 'onboarding', name: 'onboardingMachine', title: 'Onboarding' },
  { file: 'testModal', name: 'testModalMachine', title: 'Test modal' },
  {
    file: 'stepReadings',
    name: 'stepReadingsMachine',
    title: "The model's readings of typed steps (in the test modal)",
  },
  { file: 'projectSwitcher', name: 'projectSwitcherMachine', title: 'Project switcher' },
  { file: 'resource', name: 'resourceMachine', title: 'Data request (resource)' },
  { file: 'save', name: 'saveMachine', title: 'Save' },
  { file: 'deleteEnvironment', name: 'deleteEnvironmentMachine', title: 'Delete environment' },
  { file: 'testCaseActions', name: 'testCaseActionsMachine', title: 'Test case actions' },
  { file: 'generationProgress', name: 'generationProgressMachine', title: 'A generation followed (test modal)' },
  { file: 'cronPreview', name: 'cronPreviewMachine', title: 'Cron expression preview (schedule form)' },
  { file: 'resultsList', name: 'resultsListMachine', title: 'Results list (/results)' },
  { file: 'insights', name: 'insightsMachine', title: 'Insights (/insights)' },
  { file: 'issuesList', name: 'issuesListMachine', title: 'Issues list (/issues)' },
  { file: 'issueDetail', name: 'issueDetailMachine', title: 'Issue detail (/issues/:testCaseId/:stepId)' },
  { file: 'jiraIssue', name: 'jiraIssueMachine', title: 'Jira issue of an issue' },
  { file: 'issueStatus', name: 'issueStatusMachine', title: 'Issue status' },
  { file: 'runStarter', name: 'runStarterMachine', title: 'Run controls (start and stop runs)' },
  { file: 'liveRun', name: 'liveRunMachine', title: 'Live run' },
  { file: 'runStream', name: 'runStreamMachine', title: 'Live run stream (Server-Sent Events)' },
  { file: 'suiteProgress', name: 'suiteProgressMachine', title: 'Suite followed live (/test-results)' },
];

/**
 * Imports a machine from its module. The path is built at run time so the server type check does not
 * follow it into browser code (src/ is checked by tsconfig.json, with the DOM types).
 */
export async function loadMachine(entry: MachineEntry): Promise<AnyStateMachine> {
  const url = new URL(`../src/machines/${entry.file}.ts`, import.meta.url).href;
  const module = (await import(url)) as Record<string, unknown>;
  const machine = module[entry.name];
  if (!machine || typeof machine !== 'object' || !('root' in machine)) {
    throw new Error(`src/machines/${entry.file}.ts does not export a machine named ${entry.name}`);
  }
  return machine as AnyStateMachine;
}

type StateNode = AnyStateMachine['root'];

interface Transition {
  eventType: string;
  target?: readonly StateNode[];
  guard?: unknown;
  delay?: number | string;
}

/** A guard's name: named guards by name, `not(a)`/`and(a, b)` spelled out, inline functions as `guard`. */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner) && guard.name) return `${guard.name}(${inner.map(guardLabel).join(', ')})`;
    return 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return guardLabel((guard as { type: unknown }).type);
  return 'guard';
}

/** Mermaid ends a label at `;` and reads `#` as an entity: keep labels to safe characters. */
function safeLabel(text: string): string {
  return text.replace(/[;#\n\r"{}]/g, ' ').trim();
}

function invokeName(node: StateNode, invokeId: string): string {
  const invoke = node.invoke.find((i) => i.id === invokeId);
  // An invoke without an id gets a generated one (`0.machine.state`): its source names it better.
  if (invoke && /^\d+\./.test(invoke.id) && typeof invoke.src === 'string') return invoke.src;
  return invokeId;
}

function eventLabel(node: StateNode, t: Transition): string {
  const type = t.eventType;
  if (t.delay !== undefined) return typeof t.delay === 'number' ? `after ${t.delay}ms` : `after ${t.delay}`;
  if (type === '') return 'always';
  if (type.startsWith('xstate.done.actor.'))
    return `done: ${invokeName(node, type.slice('xstate.done.actor.'.length))}`;
  if (type.startsWith('xstate.error.actor.')) {
    return `error: ${invokeName(node, type.slice('xstate.error.actor.'.length))}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** Renders one machine as Mermaid `stateDiagram-v2` text. */
export function renderMachine(machine: AnyStateMachine): string {
  const ids = new Map<StateNode, string>();
  const used = new Set<string>();
  const idOf = (node: StateNode): string => {
    let id = ids.get(node);
    if (id) return id;
    const base = `s_${node.id.replace(/\W/g, '_')}`;
    id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node, id);
    return id;
  };

  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const children = (node: StateNode): StateNode[] => Object.values(node.states) as StateNode[];

  const collectEdges = (node: StateNode) => {
    const all: Transition[] = [];
    for (const list of node.transitions.values()) all.push(...(list as Transition[]));
    all.push(...((node.always ?? []) as Transition[]));
    for (const t of all) {
      // Actions-only transitions (no target) are left out: they do not change the state.
      if (!t.target?.length) continue;
      let label = eventLabel(node, t);
      if (t.guard !== undefined) label += ` [${guardLabel(t.guard)}]`;
      for (const target of t.target) edges.push(`${idOf(node)} --> ${idOf(target)} : ${safeLabel(label)}`);
    }
    children(node).forEach(collectEdges);
  };

  // Draws the inside of a compound or parallel node (its children, initial and final markers).
  const renderBody = (node: StateNode, indent: string) => {
    if (node.type === 'parallel') {
      children(node).forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        renderState(region, indent);
      });
      return;
    }
    const initial = node.initial?.target?.[0] as StateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    for (const child of children(node)) {
      renderState(child, indent);
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    }
  };

  const renderState = (node: StateNode, indent: string) => {
    const declaration = `${indent}state "${safeLabel(node.key)}" as ${idOf(node)}`;
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${declaration} {`);
      renderBody(node, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(declaration);
    }
  };

  // The machine itself is drawn as the outer composite state: transitions it handles in every state
  // start from its border, and Mermaid separates parallel regions only inside a composite state.
  const root = machine.root as StateNode;
  lines.push(`  [*] --> ${idOf(root)}`);
  renderState(root, '  ');
  collectEdges(root);
  // Transitions are drawn after every state is declared, so a transition that crosses composite
  // states points at the declared state instead of creating a new one.
  lines.push(...edges.map((edge) => `  ${edge}`));
  return `${lines.join('\n')}\n`;
}

/** File name in docs/flows → content, for every machine plus the README.md index. */
export async function generateDiagrams(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const index: string[] = [
    '# User flows',
    '',
    'One diagram per XState machine in `src/machines`, generated from the machines themselves by `npm run diagrams`',
    '(do not edit these files by hand; a test fails when they are out of date). Arrows are labelled with the event,',
    'then the guard in brackets; `after …` is a delay, `always` an immediate transition, `done:` / `error:` the',
    'result of a server call or other invoked work.',
    '',
  ];
  for (const entry of machines) {
    const machine = await loadMachine(entry);
    const name = `${entry.file}.md`;
    files.set(
      name,
      [
        `# ${entry.title} flow`,
        '',
        `Generated from \`src/machines/${entry.file}.ts\` by \`npm run diagrams\`; do not edit this file by hand.`,
        '',
        '```mermaid',
        renderMachine(machine).trimEnd(),
        '```',
        '',
      ].join('\n'),
    );
    index.push(`- [${entry.title}](${name}) — \`src/machines/${entry.file}.ts\``);
  }
  files.set('README.md', `${index.join('\n')}\n`);
  return files;
}

/** Writes the diagrams into docs/flows/ and removes .md files there that are no longer generated. */
export async function writeDiagrams(): Promise<string[]> {
  const files = await generateDiagrams();
  await fs.mkdir(flowsDir, { recursive: true });
  for (const existing of await fs.readdir(flowsDir)) {
    if (existing.endsWith('.md') && !files.has(existing)) await fs.rm(path.join(flowsDir, existing));
  }
  for (const [name, content] of files) await fs.writeFile(path.join(flowsDir, name), content);
  return [...files.keys()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await writeDiagrams();
  console.log(`Wrote ${written.length} files to docs/flows/`);
}
