import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { coveredMachines } from './machines.ts';
import { recordsDir } from './record.ts';
import { reachableTransitions } from './reachable.ts';
import { definedTransitions } from './transitions.ts';

/**
 * The last step of `npm test`: reads the transitions the component, API and browser runs executed
 * (.tmp/transitions/*.jsonl), prints per machine how many of its transitions ran (those of its
 * definition its model reaches; `defined` counts also guarded branches no state reaches), names
 * the ones that did not, and exits non-zero unless every machine is at 100% with its pinned count.
 */
const executed = new Map<string, Set<string>>();
const runnersOf = new Map<string, Set<string>>();
for (const file of existsSync(recordsDir) ? readdirSync(recordsDir).filter((f) => f.endsWith('.jsonl')) : []) {
  for (const line of readFileSync(`${recordsDir}${file}`, 'utf8').split('\n').filter(Boolean)) {
    const { machine, transition, runner } = JSON.parse(line) as { machine: string; transition: string; runner: string };
    (executed.get(machine) ?? executed.set(machine, new Set()).get(machine)!).add(transition);
    (runnersOf.get(transition) ?? runnersOf.set(transition, new Set()).get(transition)!).add(runner);
  }
}

const failures: string[] = [];
const rows = coveredMachines.map(({ models, transitions: pinned }) => {
  const machine = models[0]!.machine;
  const reachable = [...new Set(models.flatMap((model) => [...reachableTransitions(model)]))];
  if (reachable.length !== pinned) failures.push(`${machine.id} has ${reachable.length} reachable transitions, pinned ${pinned}: review the change and update tests/coverage/machines.ts`);
  const ran = reachable.filter((t) => executed.get(machine.id)?.has(t));
  for (const t of reachable.filter((t) => !ran.includes(t))) failures.push(`${machine.id}: never executed ${t}`);
  const runners = [...new Set(ran.flatMap((t) => [...(runnersOf.get(t) ?? [])]))].sort().join(', ');
  const defined = definedTransitions(machine).length;
  return { machine: machine.id, defined, transitions: reachable.length, executed: ran.length, '%': Math.floor((100 * ran.length) / reachable.length), runners };
});

console.log('Model coverage: transitions of each machine executed by the component, API and browser runs');
console.table(rows);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
