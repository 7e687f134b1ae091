package goja

import "testing"

// TestInstanceofCallableProxy: instanceof a Proxy of a constructor follows
// the Proxy's prototype, as in V8, where goja threw a TypeError.
func TestInstanceofCallableProxy(t *testing.T) {
	const SCRIPT = `
	function F() {}
	const P = new Proxy(F, {});
	const Q = new Proxy(F, { get: (t, k) => k === "prototype" ? Array.prototype : t[k] });
	[new F() instanceof P, {} instanceof P, [] instanceof Q, new F() instanceof Q].join();
	`
	testScript(SCRIPT, asciiString("true,false,true,false"), t)
}
