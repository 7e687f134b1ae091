package goja

import "github.com/dop251/goja/unistring"

// goFuncName is the name of every function that ToValue makes from a Go
// func: none, as for an anonymous function. Upstream named it after the Go
// symbol (runtime.FuncForPC), so a script saw names such as
// "github.com/you/app.(*T).method-fm" in String(f), f.name and error
// stacks: Go symbols in reach of untrusted code (a patch carried by
// execbox-runner, PATCHES.md). An embedder that wants a name defines the
// function's "name" property, which is configurable.
const goFuncName unistring.String = ""
