// A durable execution that asks a person before each deletion: the tool
// that asks pauses the execution, the checkpoint is kept (in a database, a
// queue, a file), and once the person has answered, the execution resumes
// in a fresh executor. Here the answers come at once, from a table.
//
//   node node/examples/approval.mjs      (from the repository root, after `make build`)
import { PauseExecution, RunnerExecutor } from 'execbox-runner';

const key = 'keep me secret'; // signs checkpoints: resume refuses a tampered one
const decisions = new Map(); // what the person answered so far, by repository

const repos = {
  name: 'repos',
  tools: {
    list: { execute: async () => ['alpha', 'beta', 'gamma'] },
    remove: { execute: async ({ name }) => `${name} deleted` },
  },
};
const people = {
  name: 'people',
  tools: {
    approve: {
      execute: async ({ name }) => {
        if (!decisions.has(name)) throw new PauseExecution(`May I delete ${name}?`);
        return decisions.get(name);
      },
    },
  },
};

const code = `
const done = [];
for (const name of await repos.list()) {
  if (await people.approve({ name })) done.push(await repos.remove({ name }));
  else console.log('kept', name);
}
return done;
`;

let result = await new RunnerExecutor({ checkpointKey: key }).execute(code, [repos, people], { durable: true });
while (result.paused) {
  const [call] = result.paused.pending;
  console.log('paused:', call.reason);
  decisions.set(call.input.name, call.input.name !== 'beta'); // the person's answer
  result = await new RunnerExecutor({ checkpointKey: key }).resume(result.paused.checkpoint, [repos, people]);
}
console.log(result);
