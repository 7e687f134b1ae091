package engine

import "testing"

// TestURLMatchesV8: the four accessors urlfix.go overrides answer as V8
// does (the expected values are Node 20's); each case failed before.
func TestURLMatchesV8(t *testing.T) {
	runWebCases(t, []webCase{
		{"password stays encoded", `new URL("https://u:pa%20ss@h/").password`, `"pa%20ss"`},
		{"username stays encoded", `new URL("https://a%20b@h/").username`, `"a%20b"`},
		{"set password encodes", `const u = new URL("https://h/"); u.password = "a b@c"; [u.password, u.href]`, `["a%20b%40c","https://:a%20b%40c@h/"]`},
		{"origin keeps a non-default port", `[new URL("https://h:8443/").origin, new URL("http://[::1]:8080/").origin, new URL("https://h:443/").origin]`, `["https://h:8443","http://[::1]:8080","https://h"]`},
		{"origin of file is null", `new URL("file:///tmp/x").origin`, `"null"`},
		{"searchParams reach href", `const u = new URL("https://h/?a=1"); u.searchParams.set("a", "2"); u.searchParams.append("b", "x y"); u.href`, `"https://h/?a=2&b=x+y"`},
		{"still a URL", `const u = new URL("https://h/"); [u instanceof URL, typeof u.toJSON, u.pathname]`, `[true,"function","/"]`},
		{"accessors check their receiver", `attempt(() => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(new URL("https://h/")), "href").get.call({}))[0]`, `"TypeError"`},
	})
}
