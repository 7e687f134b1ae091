// A stack overflow is a RangeError the program can catch and go on from.
function r() { r(); }
try { r(); } catch (e) {
  console.log(e instanceof RangeError, e.name, e.message, e.constructor === RangeError);
}
console.log("after");

// A handler that recurses again meets the limit again.
let caught = 0;
try { try { r(); } catch (e) { caught++; r(); } } catch (e) { caught++; }
console.log("caught", caught);

// Caught at every depth, the deepest frames see it first.
function depth(n) { try { return depth(n + 1); } catch (e) { return n; } }
console.log(depth(0) > 1000);

// Through built-ins and getters.
const viaMap = () => [1].map(viaMap);
try { viaMap(); } catch (e) { console.log("map", e instanceof RangeError); }
const o = { get x() { return this.x; } };
try { o.x; } catch (e) { console.log("getter", e.message); }

// An async recursion rejects with it.
const f = async () => f();
try { await f(); } catch (e) { console.log("async", e instanceof RangeError, e.message); }

// The program goes on normally afterwards.
const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));
return [fib(15), String(new RangeError("Maximum call stack size exceeded"))];
