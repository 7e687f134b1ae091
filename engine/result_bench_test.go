package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// records is a typical large tool result: n records of about 150 bytes.
func records(n int) []byte {
	var b strings.Builder
	b.WriteByte('[')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"record %d","email":"user%d@example.com","active":%t,"score":%d.5,"tags":["alpha","beta"],"address":{"city":"Zürich","zip":"80%02d"}}`,
			i, i, i, i%2 == 0, i%100, i%100)
	}
	b.WriteByte(']')
	return []byte(b.String())
}

// BenchmarkToolResult2000 is building the guest's value of a 2,000-record
// tool result (about 300 KB), the way SettleTool does. Issue 13 wants it
// within twice BenchmarkGuestJSONParse2000, the guest's own JSON.parse of
// the same text.
func BenchmarkToolResult2000(b *testing.B) {
	e, _ := benchValue(b, "0")
	text := records(2000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := e.buildResult(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGuestJSONParse2000 is JSON.parse of the same text inside the
// guest, the text already a guest string.
func BenchmarkGuestJSONParse2000(b *testing.B) {
	e, _ := benchValue(b, "0")
	text := records(2000)
	parse, _ := goja.AssertFunction(e.vm.Get("JSON").ToObject(e.vm).Get("parse"))
	s := e.vm.ToValue(string(text))
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := parse(goja.Undefined(), s); err != nil {
			b.Fatal(err)
		}
	}
}
