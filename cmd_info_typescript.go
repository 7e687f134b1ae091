package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"

	"github.com/execbox/execbox-runner/session"
)

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
	exec, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "info-typescript", "code": p.Code,
		"options": map[string]any{"timeoutMs": 10000}, "providers": []any{},
	})
	var out bytes.Buffer
	inR, inW := io.Pipe()
	go func() {
		_, _ = inW.Write(append(exec, '\n'))
		_ = inW.Close()
	}()
	if session.Run(ctx, session.Config{}, inR, &out) != session.ExitOK {
		return p
	}
	for _, line := range bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n")) {
		var done struct {
			Type   string          `json:"type"`
			OK     bool            `json:"ok"`
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(line, &done) == nil && done.Type == "done" {
			p.Supported = done.OK && string(done.Result) == typeScriptWant
		}
	}
	return p
}
