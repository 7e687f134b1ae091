// Error stacks in V8's shape, Error.captureStackTrace and
// Error.stackTraceLimit, as Node code uses them for custom errors. File
// names and positions differ between hosts, so each frame is reduced to
// its function name.
const frames = (stack) => stack.split("\n").slice(1).map((l) => {
  const m = /^    at (?:(\S+) \(.*\)|\S+:\d+:\d+)$/.exec(l);
  return m ? (m[1] ?? "<top>") : "BAD: " + l;
});

class ValidationError extends Error {
  constructor(field) {
    super(`invalid ${field}`);
    this.name = "ValidationError";
    Error.captureStackTrace(this, ValidationError);
  }
}
function check(x) { if (!x.id) throw new ValidationError("id"); }
function handler() { check({}); }
let caught;
try { handler(); } catch (e) { caught = e; }

function deep(n) { return n ? deep(n - 1) : new Error("deep"); }
const target = { name: "Custom", message: "from a plain object" };
function capture() { Error.captureStackTrace(target); }
capture();
const hidden = {};
function outer() { inner(); }
function inner() { Error.captureStackTrace(hidden, outer); }
outer();
Error.stackTraceLimit = 2;
const limited = deep(5);
Error.stackTraceLimit = 10;

let badTarget;
try { Error.captureStackTrace(1); } catch (e) { badTarget = e.constructor.name; }
return {
  header: caught.stack.split("\n")[0],
  customFrames: frames(caught.stack).slice(0, 2),
  ownKeys: Object.keys(caught),
  deepLines: deep(30).stack.split("\n").length,
  deepFrames: frames(deep(3).stack).slice(0, 4),
  plainHeader: target.stack.split("\n")[0],
  plainFrames: frames(target.stack).slice(0, 1),
  stackDescriptor: (({ writable, enumerable, configurable }) => ({ writable, enumerable, configurable }))(Object.getOwnPropertyDescriptor(target, "stack")),
  // The frames from outer up are left out: the first is the caller of outer.
  hiddenFirst: ["inner", "outer"].includes(frames(hidden.stack)[0]),
  limitedLines: limited.stack.split("\n").length,
  limitDescriptor: Object.getOwnPropertyDescriptor(Error, "stackTraceLimit"),
  captureLength: Error.captureStackTrace.length,
  badTarget,
  mapFrame: (() => { try { [1].map(function cb() { throw new Error("x"); }); } catch (e) { return frames(e.stack)[0]; } })(),
};
