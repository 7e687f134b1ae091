// expect: ok
// options: {"timeoutMs": 1000}
// Timers still outstanding when the top-level promise settles are dropped:
// the execution ends at once, with its result.
function tick() { setTimeout(tick, 0); }
tick();
setInterval(() => {}, 1);
'returned while timers were armed';
