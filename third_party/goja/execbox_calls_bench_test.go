package goja

import "testing"

// Micro-benchmarks of the call path: native built-ins calling JS closures
// and JS calling JS.
func BenchmarkCallPath(b *testing.B) {
	cases := []struct{ name, src string }{
		{"map", `var a = []; for (var i = 0; i < 1e5; i++) a.push(i); function w() { return a.map((x) => x).length; }`},
		{"filter", `var a = []; for (var i = 0; i < 1e5; i++) a.push(i); function w() { return a.filter((x) => x & 1).length; }`},
		{"forEach", `var a = []; for (var i = 0; i < 1e5; i++) a.push(i); function w() { var s = 0; a.forEach((x) => { s += x; }); return s; }`},
		{"reduce", `var a = []; for (var i = 0; i < 1e5; i++) a.push(i); function w() { return a.reduce((s, x) => s + x, 0); }`},
		{"sort", `var a = []; for (var i = 0; i < 1e4; i++) a.push((i * 7919) % 10007); function w() { return a.slice().sort((x, y) => x - y)[0]; }`},
		{"jsloop", `var a = []; for (var i = 0; i < 1e5; i++) a.push(i); function w() { var f = (x) => x, s = 0; for (var i = 0; i < a.length; i++) s += f(a[i]); return s; }`},
		{"fib", `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } function w() { return fib(22); }`},
		{"method", `class C { constructor(v) { this.v = v; } get g() { return this.v; } m() { return this.v + 1; } } var c = new C(3); function w() { var s = 0; for (var i = 0; i < 1e5; i++) s += c.g + c.m(); return s; }`},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			r := New()
			if _, err := r.RunString(c.src); err != nil {
				b.Fatal(err)
			}
			w, _ := AssertFunction(r.Get("w"))
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := w(nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
