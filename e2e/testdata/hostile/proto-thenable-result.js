// expect: runtime_error
// options: {"timeoutMs": 500}
// Object.prototype.then makes every object thenable. Resolving the async
// program with an object then calls the guest's then, which never settles:
// nothing is left that could settle the program, so it ends at once as an
// unsettled top level, as Node ends it, not at the deadline.
Object.prototype.then = function () {};
({ a: 1 });
