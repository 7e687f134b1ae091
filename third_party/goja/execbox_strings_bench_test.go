package goja

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkStringWork runs the pieces of the agent workloads that are
// string and regular expression work (scripts/bench/agent/05, 06, 10) one
// by one, and the push + join program of the runner's `make bench`, so
// that a change to one of them can be measured and profiled alone. Like
// BenchmarkCompute it reports cpu-ns/op and skips outside the runner's
// repository.
func BenchmarkStringWork(b *testing.B) {
	setup, err := os.ReadFile(filepath.Join("..", "..", "scripts", "bench", "agent", "records.js"))
	if err != nil {
		b.Skip("no agent workloads here:", err)
	}
	const lines = "const lines = records.map((r) => `${r.createdAt} ${r.status.toUpperCase()} order=${r.id} customer=${r.customer} amount=${r.amount} email=<${r.email}>`);\n" +
		"const text = lines.join('\\n');\n"
	cases := []struct{ name, prep, body string }{
		{"push-join-4e4", "", `const a = []; for (let i = 0; i < 4e4; i++) a.push("abcdefghij"); return a.join("").length;`},
		{"join-numbers", "const nums = records.map((r) => r.amount);", `return nums.join(",").length;`},
		{"match-groups", lines, `const re = /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+Z (\w+) order=(ord-\d+) customer=(\S+) amount=(\d+(?:\.\d+)?)/;
let n = 0; for (const line of lines) { const m = line.match(re); if (m) n += m[7].length; } return n;`},
		{"matchAll", lines, `let n = 0; for (const m of text.matchAll(/<([a-z0-9]+)@([a-z.]+)>/g)) if (m[2] === "example.com") n++; return n;`},
		{"replace-fn", lines, `return text.slice(0, 200000).replace(/cust-(\d+)/g, (_, n) => "C" + n).length;`},
		{"replace-str", lines, `return text.replace(/cust-(\d+)/g, "C$1").length;`},
		{"split-regex", lines, `return text.split(/\n/).length;`},
		{"exec-loop", lines, `const re = /amount=(\d+)/g; let m, n = 0; while ((m = re.exec(text)) !== null) n += m.index & 1; return n;`},
		{"test", lines, `let n = 0; for (const line of lines) if (/PAID|REFUNDED/.test(line)) n++; return n;`},
		{"format", "", `const rows = [];
for (const r of records) rows.push(` + "`${r.id.padEnd(12)}|${r.customer.padStart(10)}|${r.region.padEnd(8, \".\")}|${r.qty.toString().padStart(3, \"0\")}|${r.amount.toFixed(2).padStart(10)}|${(r.amount / r.qty).toFixed(3)}|${r.shipping.express ? \"X\" : \" \"}`" + `);
return rows.join("\n").length;`},
		{"csv-out", "", `return records.map((r) => [r.id, r.customer, r.region, r.status, r.amount, r.qty, r.tags.join(";")].join(",")).join("\n").length;`},
		{"csv-in", "const csv = records.map((r) => [r.id, r.customer, r.region, r.status, r.amount, r.qty, r.tags.join(\";\")].join(\",\")).join(\"\\n\");", `let n = 0; for (const line of csv.split("\n")) { const cells = line.split(","); n += cells[1].trim().length + Number(cells[4]); } return n;`},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			r := New()
			src := string(setup)
			if !strings.Contains(c.prep+c.body, "records") {
				// The records would only make the collector's work larger.
				src = ""
			}
			if _, err := r.RunString(src + "\n" + c.prep + "\nvar __work = function() {\n" + c.body + "\n};"); err != nil {
				b.Fatal(err)
			}
			work, _ := AssertFunction(r.Get("__work"))
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
