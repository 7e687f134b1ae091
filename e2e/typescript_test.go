package e2e

// End-to-end tests of TypeScript input (engine/typescript.go), through the
// built binary: its types are stripped inside the walls, and errors point
// at the user's own lines.

import (
	"strings"
	"testing"
)

func TestTypeScriptEndToEnd(t *testing.T) {
	const report = `interface Order { id: number; region: string; amount: number }
type Totals = Record<string, number>;
enum Rank { First = 1 }
const orders = (await sales.orders({ week: "2024-W01" })) as Order[];
const totals: Totals = {};
for (const o of orders) totals[o.region] = (totals[o.region] ?? 0) + o.amount;
const [region, amount] = Object.entries(totals).sort((a, b) => b[1] - a[1])[Rank.First - 1]!;
({ region, amount } satisfies { region: string; amount: number })`
	stdout, stderr, code := runCLI(t, report, "run", "--tools", "../examples/fixtures.json", "-")
	if code != 0 || !strings.Contains(stdout, `"region": "east"`) || !strings.Contains(stdout, `"amount": 200`) {
		t.Fatalf("exit %d, want 0 and east: 200\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	for _, c := range []struct{ name, code, want string }{
		{"syntax error in TypeScript", "interface A { a: number }\nconst x: A = { a: 1 };\nconst y: number = ;",
			`SyntaxError: Unexpected ";" (line 3, column 19)`},
		{"runtime error in TypeScript", "interface A { a: number }\nfunction f(x: A): never {\n  throw new Error('boom ' + x.a);\n}\nf({ a: 1 } as A)",
			"boom 1 (line 3, column 9)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, c.code, "run", "-")
			if code != 1 || !strings.Contains(stdout, c.want) {
				t.Errorf("exit %d, want 1 and %q in stdout:\n%s\nstderr:\n%s", code, c.want, stdout, stderr)
			}
		})
	}
}
