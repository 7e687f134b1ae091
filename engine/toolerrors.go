package engine

import (
	"fmt"
	"strings"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/internal/suggest"
)

// Bounds on the list of tools a missing tool's TypeError names, so that a
// provider with hundreds of tools does not make a message of kilobytes.
const (
	maxListedTools     = 20
	maxListedToolBytes = 400
)

// missingTool is the message of the TypeError thrown when the guest calls
// a member of a provider's namespace that is not one of its tools (goja's
// NotAFunctionHook), in V8's form, followed by what helps a model repair
// the call: the namespace, the name it called, the nearest tool name and
// the tools there are.
//
//	tools.serch is not a function: the tools namespace has no tool
//	"serch"; did you mean tools.search? Its tools: search, fetch
//
// For any other receiver it returns "", and goja says "x.y is not a
// function" as V8 does.
func (e *Engine) missingTool(this goja.Value, member string) string {
	obj, ok := this.(*goja.Object)
	if !ok {
		return ""
	}
	p, ok := e.namespaces[obj]
	if !ok {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s.%s is not a function: the %s namespace has no tool %q", p.Name, member, p.Name, member)
	if len(p.Tools) == 0 {
		b.WriteString("; it has no tools")
		return b.String()
	}
	if s := suggest.Closest(member, p.Tools); s != "" {
		fmt.Fprintf(&b, "; did you mean %s.%s? Its tools: ", p.Name, s)
	} else {
		b.WriteString("; its tools: ")
	}
	listed := 0
	for i, t := range p.Tools {
		if i == maxListedTools || b.Len()+len(t) > maxListedToolBytes {
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(t)
		listed++
	}
	if more := len(p.Tools) - listed; more > 0 {
		fmt.Fprintf(&b, ", and %d more", more)
	}
	return b.String()
}
