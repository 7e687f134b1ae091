package goja

import "testing"

// JSON.stringify of ASCII strings copies the runs that need no escape;
// every escape is still written as before.
func TestJSONQuoteASCII(t *testing.T) {
	const SCRIPT = `
	const s = "plain \"quoted\" back\\slash \b\t\n\f\r \u0001\u001f\u007f end";
	JSON.stringify([s, { [s]: s }, "", "x", "\"", "\u0000"]) ===
		'["plain \\"quoted\\" back\\\\slash \\b\\t\\n\\f\\r \\u0001\\u001f\u007f end",' +
		'{"plain \\"quoted\\" back\\\\slash \\b\\t\\n\\f\\r \\u0001\\u001f\u007f end":"plain \\"quoted\\" back\\\\slash \\b\\t\\n\\f\\r \\u0001\\u001f\u007f end"},' +
		'"","x","\\"","\\u0000"]'
	`
	testScript(SCRIPT, valueTrue, t)
}
