// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// Issues calls in a loop that never yields, so none can be answered.
for (let i = 0; ; i++) tools.hang({ i, pad: 'p'.repeat(100) });
