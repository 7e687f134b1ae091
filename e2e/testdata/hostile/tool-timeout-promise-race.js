// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// Races the pending call against its own handlers, all swallowing errors.
const p = tools.hang({}).catch(() => 'swallowed');
const q = tools.hang({}).then(() => 'never', () => 'swallowed too');
await Promise.allSettled([p, q]);
return 'settled';
