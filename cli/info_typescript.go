package cli

import "context"

// typeScriptProbe is TypeScript as a model writes it. The other probes run
// through indirect eval, which takes JavaScript only (types are stripped
// from an execute's code, not from eval's), so this one is a whole
// execute of its own, through a real session: "typescript" is supported
// when it runs with its types stripped and gives the right answer.
var typeScriptProbe = probe{Name: "typescript", Code: `interface Box<T> { readonly value: T }
type Pair = [number, string];
enum Unit { One = 1, Two }
class Counter<T> implements Box<T> {
  private hits = 0;
  constructor(public value: T, protected readonly step?: number) {}
  bump(this: Counter<T>): number { return (this.hits += this.step ?? Unit.Two) }
}
declare const host: unknown;
function first<T>(xs: readonly T[]): T | undefined { return xs[0] }
const pair = [Unit.Two, "b"] as const satisfies Readonly<Pair>;
const c = new Counter<string>(first<string>(["a"])!);
return c.value + c.bump() + pair[0] + Unit[1] + typeof host`}

// typeScriptWant is what the probe returns when it ran as TypeScript.
const typeScriptWant = `"a22Oneundefined"`

// probeTypeScript runs typeScriptProbe through a session in this process.
func probeTypeScript(ctx context.Context) probe {
	p := typeScriptProbe
	done, err := probeSession(ctx, "info-typescript", p.Code)
	p.Supported = err == nil && done.OK && string(done.Result) == typeScriptWant
	return p
}
