package goja

import "testing"

// TestExecboxNumberClasses checks the number conversions issue 19 found
// silently wrong, each with Node 20's result (printed by running the same
// programs with node): BigInt to Number kept the low 64 bits
// (Number(2n ** 64n) was 0, 2n ** 64n + 1n == true was true); includes
// compared a -0 element with SameValue, and the typed arrays compared
// float elements by their bits (-0, NaN) or as float32 (a Float32Array
// found 0.1); parseInt("-0") was +0 and large values were summed digit by
// digit in float64; toString(radix) dropped the sign of -0.75 and printed
// digits V8 rounds away.
func TestExecboxNumberClasses(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"bigint", "const big = 2n ** 64n; [Number(big), Number(-big), Number(2n ** 63n), Number(2n ** 1024n), Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(Object(big)), new Number(big).valueOf(), Number(123456789012345678901234567890n), big + 1n == true, 1n == true, 2n ** 64n + 1n == 1].join();",
			"18446744073709552000,-18446744073709552000,9223372036854776000,Infinity,9007199254740992,9007199254740996,18446744073709552000,18446744073709552000,1.2345678901234568e+29,false,true,false"},
		{"includes", "const a = [-0]; const r = [a.includes(0), [0].includes(-0), [NaN].includes(NaN), Array.prototype.includes.call({length: 1, 0: -0}, 0)];\n  for (const T of [Float64Array, Float32Array, Int16Array]) { const t = new T([-0, 1, 0]); r.push(t.includes(0), t.includes(-0), t.indexOf(0), t.lastIndexOf(-0)); }\n  r.push(new Float64Array([0/0, -NaN]).includes(NaN), new Float64Array([NaN]).indexOf(NaN), new Float32Array([0.1]).includes(0.1), new Float32Array([0.1]).indexOf(0.1), new Float32Array([0.5]).lastIndexOf(0.5));\n  r.join();",
			"true,true,true,true,true,true,0,2,true,true,0,2,true,true,0,2,true,-1,false,-1,0"},
		{"parseInt", "const D = \"0123456789abcdefghijklmnopqrstuvwxyz\"; const r = [Object.is(parseInt(\"-0\"), -0), Object.is(parseInt(\"-0\", 16), -0), Object.is(parseInt(\"-00\"), -0), Object.is(parseInt(\"0\"), 0)];\n  for (const b of [2, 7, 10, 16, 35, 36]) for (const len of [17, 30]) { let x = \"\"; for (let i = 0; i < len; i++) x += D[(i * 7 + len * 3 + b) % b]; r.push(parseInt(x, b)); }\n  r.push(parseInt(\"1\" + \"0\".repeat(25) + \"1\"), parseInt(\"9\".repeat(400)), parseInt(\"0000001000000000000000000000001\", 7));\n  r.join();",
			"true,true,true,true,87381,357913941,77543504662402,2.2539340290692256e+25,18529630741852964,7.418529630741853e+28,66981875952483030000,8.388688379281225e+35,8.45918731446412e+25,1.2474486789633865e+46,1.2442166529836709e+26,2.5413235087903984e+46,1e+26,Infinity,191581231380566400000"},
		{"radix", "[(-0.75).toString(8), (2 ** 60 + 12345).toString(7), (1e21).toString(36), Math.PI.toString(36), (0.1).toString(3), (-0).toString(2)].join();",
			"-0.6,2031000661631341146200,5v1j4f4ds7c000,3.53i5ab8p5f,0.0022002200220022002200220022002201,0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := New().RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}
