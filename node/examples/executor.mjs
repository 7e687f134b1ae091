// RunnerExecutor, the way an execbox host uses an executor: tools the guest
// awaits, console output, a tool that fails, and a timeout.
//
//   node node/examples/executor.mjs      (from the repository root, after `make build`)
//
// `execbox-runner` resolves to this package from inside it (a package may
// import itself by name), so the imports read as they do in your project.
import { RunnerExecutor } from 'execbox-runner';

const executor = new RunnerExecutor({ timeoutMs: 2000 });

// The shape execbox's resolveProvider() returns: tools keyed by the name the
// guest calls them by, each with an execute(input, context) function.
const weather = {
  name: 'weather',
  tools: {
    forecast: {
      description: 'Forecast for a city',
      execute: async ({ city }) => ({ city, tempC: city === 'Oslo' ? -3 : 21 }),
    },
    alerts: {
      execute: async () => {
        throw new Error('alerts service unavailable');
      },
    },
  },
  types: 'declare namespace weather { function forecast(input: { city: string }): Promise<{ city: string; tempC: number }>; }',
};

const code = `
  const cities = ['Oslo', 'Lisbon'];
  const forecasts = await Promise.all(cities.map((city) => weather.forecast({ city })));
  console.log('fetched', forecasts.length, 'forecasts');
  forecasts.filter((f) => f.tempC > 0).map((f) => f.city)
`;
console.log(await executor.execute(code, [weather]));
console.log(await executor.execute('await weather.alerts({})', [weather]));
console.log(await executor.execute('while (true) {}', [], { timeoutMs: 50 }));
