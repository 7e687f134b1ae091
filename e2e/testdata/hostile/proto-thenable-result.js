// expect: timeout
// options: {"timeoutMs": 500}
// Object.prototype.then makes every object thenable. Resolving the async
// program with an object then calls the guest's then, which never settles:
// by JavaScript's rules the program never finishes, so the deadline ends it.
Object.prototype.then = function () {};
({ a: 1 });
