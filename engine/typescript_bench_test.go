package engine

import "testing"

// The typical program of BenchmarkCompile, as a model writes it in
// TypeScript, and the same program in JavaScript (what esbuild prints).
const (
	benchTypeScript = "```ts\ninterface Page { url: string; title?: string | null }\n" +
		"declare const tools: { fetch(input: { url: string }): Promise<Page> };\n" +
		"const urls: string[] = ['https://a.example', 'https://b.example'];\n" +
		"const pages: Page[] = await Promise.all(urls.map((u: string) => tools.fetch({ url: u })));\n" +
		"const titles = pages.map((p) => p.title ?? null).filter((t): t is string => Boolean(t));\n" +
		"console.log(`got ${titles.length}`);\n({ titles, count: titles.length } as const)\n```"
	benchJavaScript = "```js\n" +
		"const urls = ['https://a.example', 'https://b.example'];\n" +
		"const pages = await Promise.all(urls.map((u) => tools.fetch({ url: u })));\n" +
		"const titles = pages.map((p) => p.title ?? null).filter((t) => Boolean(t));\n" +
		"console.log(`got ${titles.length}`);\n({ titles, count: titles.length })\n```"
)

// BenchmarkCompileTypeScript is normalizing, stripping and compiling a
// typical TypeScript program: goja's parse fails, esbuild parses it twice
// (as TypeScript, and as JavaScript to see that it is not), prints it,
// and goja parses and compiles the result.
func BenchmarkCompileTypeScript(b *testing.B) {
	for b.Loop() {
		if _, err := Compile(benchTypeScript); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompileJavaScriptOfTypeScript is the same program written in
// JavaScript, for comparison with BenchmarkCompileTypeScript.
func BenchmarkCompileJavaScriptOfTypeScript(b *testing.B) {
	for b.Loop() {
		if _, err := Compile(benchJavaScript); err != nil {
			b.Fatal(err)
		}
	}
}
