import { performAll, type ProbedBehaviour, type Probing, type Where } from './behaviours.ts';
import { quotable, quoted } from './drafts.ts';
import { fieldsToFill, fillStep } from './fieldValues.ts';
import type { ListFinding } from './pageFindings.ts';

/** A table the explorer found on a view, named by the view's heading. */
export interface ListWhere extends Where {
  name: string;
  finding: ListFinding;
}

/** What a new item is called, and what an edit renames it to: new at every run, so no earlier run's item matches. */
const NEW_ITEM = '{{random.name}}';
const RENAMED_ITEM = '{{random.title}}';

const countCheck = (rows: number) => `I see ${rows} ${rows === 1 ? 'row' : 'rows'} in the table`;
const firstCells = (rows: string[][]) => rows.map((r) => r[0] ?? '');
/** A name the list showed before and no longer shows: the proof that it was narrowed, not just reordered. */
const droppedName = (before: string[][], after: string[][]) =>
  firstCells(before).find((name) => quotable(name) && !firstCells(after).includes(name)) ?? null;

function behaviour(list: ListWhere, b: Omit<ProbedBehaviour, 'path' | 'signedIn'>): ProbedBehaviour {
  return { path: list.path, signedIn: list.signedIn, ...b };
}

/** Typing a name the list shows into its search field narrows the rows to it: the count and the rows say so. */
export async function probeSearch(p: Probing, list: ListWhere): Promise<ProbedBehaviour | null> {
  const field = list.finding.search;
  if (!quotable(field) || !(await p.open(list.path))) return null;
  const before = await p.rows();
  // The last row's name: a search that does nothing leaves it where it was, far from alone.
  const wanted = before.at(-1)?.[0];
  if (before.length < 2 || !quotable(wanted)) return null;
  const acts = [`Type ${quoted(wanted)} into the ${quoted(field)} field`];
  if (!(await performAll(p, acts))) return null;
  let after = await p.rows();
  if (after.length === before.length) {
    // A search that runs when Enter is pressed.
    acts.push(`Press Enter in the ${quoted(field)} field`);
    if (!(await p.perform(acts.at(-1)!))) return null;
    after = await p.rows();
  }
  if (after.length === 0 || after.length >= before.length || !firstCells(after).includes(wanted)) return null;
  const dropped = droppedName(before, after);
  const checks = [
    countCheck(after.length),
    `I see ${quoted(wanted)} in the table`,
    ...(dropped ? [`I don't see ${quoted(dropped)} in the table`] : []),
  ];
  if (!(await performAll(p, checks))) return null;
  return behaviour(list, {
    kind: 'page',
    title: `Search the ${list.name} list`,
    goal: `Searching the ${list.name} list on ${list.path} for “${wanted}” shows only the rows that match.`,
    expectedResult: `${after.length} of ${before.length} rows show, “${wanted}” among them.`,
    steps: [...acts, ...checks],
  });
}

/** Choosing a value in a dropdown above the list keeps only the rows that show that value. */
export async function probeFilter(p: Probing, list: ListWhere): Promise<ProbedBehaviour | null> {
  for (const filter of list.finding.filters.filter((f) => quotable(f.name)).slice(0, 2)) {
    // The first option is most often "All …": the others narrow the list.
    for (const option of filter.options.slice(1, 4).filter((o) => quotable(o))) {
      if (!(await p.open(list.path))) return null;
      const before = await p.rows();
      const choose = `Select ${quoted(option)} from the ${quoted(filter.name)} dropdown`;
      if (!(await p.perform(choose))) continue;
      const after = await p.rows();
      if (after.length === 0 || after.length >= before.length || !after.every((r) => r.includes(option))) continue;
      const dropped = droppedName(before, after);
      const checks = [
        countCheck(after.length),
        `I see ${quoted(option)} in the first row`,
        ...(dropped ? [`I don't see ${quoted(dropped)} in the table`] : []),
      ];
      if (!(await performAll(p, checks))) continue;
      return behaviour(list, {
        kind: 'page',
        title: `Filter the ${list.name} list by ${filter.name}`,
        goal: `Choosing “${option}” in ${filter.name} on ${list.path} keeps only the rows of ${option}.`,
        expectedResult: `${after.length} of ${before.length} rows show, each of ${option}.`,
        steps: [choose, ...checks],
      });
    }
  }
  return null;
}

/** Sorting by a column puts its rows in that order: the first and last rows say which came first. */
export async function probeSort(p: Probing, list: ListWhere): Promise<ProbedBehaviour | null> {
  const column = list.finding.sortable.find((name) => quotable(name));
  const index = column ? list.finding.headers.indexOf(column) : -1;
  if (!column || index < 0 || !(await p.open(list.path))) return null;
  const before = (await p.rows()).map((r) => r[index] ?? '');
  const ascending = [...before].sort((a, b) => a.localeCompare(b));
  // The order that changes the first row: a sort that does nothing then fails its check.
  const direction = ascending[0] !== before[0] ? 'ascending' : ascending.at(-1) !== before[0] ? 'descending' : null;
  if (before.length < 2 || !direction) return null;
  const sort = `Sort by ${quoted(column)} in ${direction} order`;
  if (!(await p.perform(sort))) return null;
  const after = (await p.rows()).map((r) => r[index] ?? '');
  const expected = direction === 'ascending' ? ascending : [...ascending].reverse();
  if (after.join('\n') !== expected.join('\n') || !quotable(after[0]) || !quotable(after.at(-1))) return null;
  const checks = [`I see ${quoted(after[0])} in the first row`, `I see ${quoted(after.at(-1)!)} in the last row`];
  if (!(await performAll(p, checks))) return null;
  return behaviour(list, {
    kind: 'page',
    title: `Sort the ${list.name} list by ${column}`,
    goal: `Sorting the ${list.name} list on ${list.path} by ${column}, ${direction}, puts its rows in that order.`,
    expectedResult: `“${after[0]}” comes first and “${after.at(-1)}” last.`,
    steps: [sort, ...checks],
  });
}

/** The steps that create an item the explorer names, and the row it shows in ('first' or 'last'). */
interface Created {
  steps: string[];
  row: 'first' | 'last';
}

/** Opens the new item's form, fills it with valid values (its name new at every run), saves, and finds its row. */
async function create(p: Probing, list: ListWhere, button: string): Promise<Created | null> {
  p.renew();
  if (!(await p.open(list.path))) return null;
  const open = `Click the ${quoted(button)} button`;
  if (!(await p.perform(open))) return null;
  const form = (await p.forms()).find((f) => quotable(f.submit) && f.fields.some((x) => x.kind === 'text'));
  const fills = form ? fieldsToFill(form).map(fillStep) : [];
  if (!form || fills.length === 0 || fills.some((s) => s === null) || !fills.some((s) => s!.includes(NEW_ITEM))) {
    return null;
  }
  const save = `Click the ${quoted(form.submit!)} button`;
  if (!(await performAll(p, [...(fills as string[]), save]))) return null;
  const rows = await p.rows();
  const at = rows.findIndex((r) => r.includes(p.fill(NEW_ITEM)));
  const row = at === 0 ? 'first' : at > 0 && at === rows.length - 1 ? 'last' : null;
  const listed = `I see ${quoted(NEW_ITEM)} in the ${row} row`;
  if (!row || !(await p.perform(listed))) return null;
  return { steps: [open, ...(fills as string[]), save, listed], row };
}

/** Renames the item just created in its row's edit form: the new name shows in the list, the old one no longer. */
async function edit(p: Probing, list: ListWhere, made: Created, button: string): Promise<string[] | null> {
  p.renew();
  if (!(await p.open(list.path)) || !(await performAll(p, made.steps))) return null;
  const open = `Click ${quoted(button)} in the ${made.row} row`;
  if (!(await p.perform(open))) return null;
  const form = (await p.forms()).find((f) => quotable(f.submit));
  const field = form?.fields.find((f) => f.kind === 'text' && quotable(f.name));
  if (!form || !field) return null;
  const acts = [
    open,
    `Type ${quoted(RENAMED_ITEM)} into the ${quoted(field.name)} field`,
    `Click the ${quoted(form.submit!)} button`,
  ];
  const checks = [`I see ${quoted(RENAMED_ITEM)} in the table`, `I don't see ${quoted(NEW_ITEM)} in the table`];
  return (await performAll(p, [...acts.slice(1), ...checks])) ? [...made.steps, ...acts, ...checks] : null;
}

/** Deletes the item just created from its row: it leaves the list, and where Undo is offered, Undo brings it back. */
async function remove(p: Probing, list: ListWhere, made: Created, button: string): Promise<string[] | null> {
  p.renew();
  if (!(await p.open(list.path)) || !(await performAll(p, made.steps))) return null;
  const steps = [`Click ${quoted(button)} in the ${made.row} row`, `I don't see ${quoted(NEW_ITEM)} in the table`];
  if (!(await performAll(p, steps))) return null;
  if (!(await p.texts()).some((t) => /\bundo\b/i.test(t))) return [...made.steps, ...steps];
  const undo = ['Click the "Undo" button', `I see ${quoted(NEW_ITEM)} in the table`];
  return [...made.steps, ...steps, ...((await performAll(p, undo)) ? undo : [])];
}

/**
 * What a list does to its items, each on an item the explorer creates (never one it found, which may be someone's
 * data): created and then listed, edited and then shown changed, deleted and then gone (and back on Undo).
 */
export async function probeItems(p: Probing, list: ListWhere): Promise<ProbedBehaviour[]> {
  const button = list.finding.create;
  const made = quotable(button) ? await create(p, list, button) : null;
  if (!made) return [];
  const found = [
    behaviour(list, {
      kind: 'form',
      title: `Create an item of the ${list.name} list`,
      goal: `“${button}” on ${list.path} opens a form; saving it adds the item to the list.`,
      expectedResult: 'The new item shows in the list.',
      steps: made.steps,
    }),
  ];
  const action = (words: RegExp) => list.finding.rowActions.find((name) => words.test(name) && quotable(name));
  const editButton = action(/^edit\b/i);
  const edited = editButton ? await edit(p, list, made, editButton) : null;
  if (edited) {
    found.push(
      behaviour(list, {
        kind: 'form',
        title: `Edit an item of the ${list.name} list`,
        goal: `An item's “${editButton}” on ${list.path} changes it, and the list shows the change.`,
        expectedResult: 'The list shows the new name, and not the old one.',
        steps: edited,
      }),
    );
  }
  const deleteButton = action(/^(delete|remove)\b/i);
  const removed = deleteButton ? await remove(p, list, made, deleteButton) : null;
  if (removed) {
    const undone = removed.includes('Click the "Undo" button');
    found.push(
      behaviour(list, {
        kind: 'form',
        title: `Delete an item of the ${list.name} list${undone ? ', then undo' : ''}`,
        goal: `An item's “${deleteButton}” on ${list.path} takes it off the list${undone ? ', and Undo brings it back' : ''}.`,
        expectedResult: undone ? 'The item leaves the list, and shows again after Undo.' : 'The item leaves the list.',
        steps: removed,
      }),
    );
  }
  return found;
}
