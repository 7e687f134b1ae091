// expect: timeout
// options: {"timeoutMs": 500}
// The default sort compares as strings, inside one long built-in call that
// never looks at the interrupt.
const a = Array.from({ length: 3e5 }, (_, i) => (i * 7919) % 300007);
while (true) a.sort();
