package e2e

// Invalid UTF-8 from the host reads as Node reads the same bytes
// (Buffer.toString, then JSON.parse): each maximal ill-formed subsequence
// becomes one U+FFFD, on every path a host string takes into the guest.

import (
	"strings"
	"testing"
)

// invalidUTF8 pairs byte sequences with the code units Node 20's
// JSON.parse(buffer.toString()) gives for them between quotes.
var invalidUTF8 = []struct {
	bytes string
	units string
}{
	{"\xff", "65533"},
	{"\xe2\x82", "65533"},                 // a truncated three-byte sequence: one subpart
	{"\xe2\x82x", "65533,120"},            // the same, with the next character kept
	{"\xf0\x9f\x98", "65533"},             // a truncated four-byte sequence
	{"\xf0\x80\x80", "65533,65533,65533"}, // an overlong lead: each byte alone
	{"\xed\xa0\x80", "65533,65533,65533"}, // an encoded surrogate
	{"\xc0\xaf", "65533,65533"},
	{"\xf4\x90\x80\x80", "65533,65533,65533,65533"}, // past U+10FFFF
	{"a\x80b", "97,65533,98"},
}

func TestInvalidUTF8Inbound(t *testing.T) {
	const units = `.map(s => [...s].map(c => c.charCodeAt(0)).join())`
	for _, c := range invalidUTF8 {
		// A long string takes the path that shares the line's memory
		// instead of copying; it is checked at both ends.
		long := c.bytes + strings.Repeat("x", 4000) + c.bytes
		want := c.units
		code := `const small = await tools.echo(1), big = await tools.echo(2), keyed = await tools.echo(3);
const message = await tools.echo(4).catch(e => e.message);
const r = [small, big.slice(0, ` + "BIGHEAD" + `), big.slice(-` + "BIGHEAD" + `), Object.keys(keyed)[0], message, LITERAL]` + units + "; r"
		head := len(strings.Split(want, ","))
		code = strings.ReplaceAll(code, "BIGHEAD", itoa(head))
		code = strings.Replace(code, "LITERAL", `"`+c.bytes+`"`, 1)
		done := doneLine(t, `{"type":"execute","id":"u","code":`+quoteBytes(code)+`,"options":{},`+echoProviders+"}\n"+
			`{"type":"tool_result","callId":"call-1","ok":true,"result":"`+c.bytes+`"}`+"\n"+
			`{"type":"tool_result","callId":"call-2","ok":true,"result":"`+long+`"}`+"\n"+
			`{"type":"tool_result","callId":"call-3","ok":true,"result":{"`+c.bytes+`":1}}`+"\n"+
			`{"type":"tool_result","callId":"call-4","ok":false,"error":{"code":"tool_error","message":"`+c.bytes+`"}}`+"\n")
		w := `"` + want + `"`
		wantTail(t, done, `,"logs":[],"result":[`+strings.Repeat(w+",", 5)+w+`]}`)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// quoteBytes writes s as a JSON string, leaving its bytes as they are
// (json.Marshal would replace invalid UTF-8 before the runner saw it).
func quoteBytes(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}
