package goja

import "testing"

// BenchmarkTypedArrayElements measures the element access a guest's
// numeric code does on typed arrays over fixed-length buffers: indexed
// reads and writes in a loop, and a length read per iteration. Resizable
// buffers must not slow this path down. Besides wall time it reports
// cpu-ns/op (see BenchmarkCompute), steadier on a shared machine.
func BenchmarkTypedArrayElements(b *testing.B) {
	for _, tc := range []struct{ name, src string }{
		{"Float64RW", `
			var a = new Float64Array(1024);
			function work() {
				for (var i = 0; i < a.length; i++) { a[i] = a[i] + i * 0.5; }
			}`},
		{"Uint8RW", `
			var a = new Uint8Array(4096);
			function work() {
				for (var i = 0; i < a.length; i++) { a[i] = (a[i] + i) & 255; }
			}`},
		{"Int32Sum", `
			var a = new Int32Array(1024);
			for (var j = 0; j < a.length; j++) a[j] = j;
			function work() {
				var s = 0;
				for (var i = 0; i < 1024; i++) { s += a[i]; }
				return s;
			}`},
		{"Methods", `
			var a = new Float64Array(256);
			for (var j = 0; j < a.length; j++) a[j] = 256 - j;
			function work() {
				return a.map(function (x) { return x * 2; }).filter(function (x) { return x > 100; }).reduce(function (s, x) { return s + x; }, 0) + a.slice(1, 100).indexOf(3) + a.subarray(5).length;
			}`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			r := New()
			if _, err := r.RunString(tc.src); err != nil {
				b.Fatal(err)
			}
			work, _ := AssertFunction(r.Get("work"))
			b.ResetTimer()
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := work(nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
