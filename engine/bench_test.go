package engine

import (
	"testing"

	"github.com/dop251/goja"
)

// BenchmarkNew is building a runtime with the whole guest environment,
// which every runner process does before it reads stdin.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		if _, err := New(Config{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompile is normalizing and compiling a typical model-written
// program.
func BenchmarkCompile(b *testing.B) {
	const code = "```js\nconst pages = await Promise.all(urls.map(u => tools.fetch({ url: u })));\n" +
		"const titles = pages.map(p => p.title ?? null).filter(Boolean);\n" +
		"console.log(`got ${titles.length}`);\n({ titles, count: titles.length })\n```"
	for b.Loop() {
		if _, err := Compile(code); err != nil {
			b.Fatal(err)
		}
	}
}

// benchValue evaluates src in a bare runtime.
func benchValue(b *testing.B, src string) (*Engine, goja.Value) {
	b.Helper()
	e, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	v, err := e.vm.RunString(src)
	if err != nil {
		b.Fatal(err)
	}
	return e, v
}

// BenchmarkSerializeResult is the Go-side walk of a typical result: 100
// records of mixed fields.
func BenchmarkSerializeResult(b *testing.B) {
	e, v := benchValue(b, `Array.from({ length: 100 }, (_, i) => ({
		id: i, name: "item " + i, tags: ["a", "b"], score: i / 7, ok: i % 2 === 0, note: null }))`)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := e.serialize("result", v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLogLine is formatting and keeping one console.log line with a
// string, a number and an object.
func BenchmarkLogLine(b *testing.B) {
	e, v := benchValue(b, `["fetched", 42, { url: "https://example.com", status: 200 }]`)
	args := make([]goja.Value, 3)
	arr := v.(*goja.Object)
	for i := range args {
		args[i] = arr.Get(string(rune('0' + i)))
	}
	b.ReportAllocs()
	for b.Loop() {
		e.logs = newLogBuffer(100, 64000)
		e.logs.add(e.formatLine(args))
	}
}
