// Package protocol is the vocabulary of the execbox runner protocol that
// more than one part of the runner speaks: the stable error codes, the
// trusted Error that a done carries, and the shape of the done line.
// The session writes done lines, the engine makes the errors, and the
// watchdog writes a done of its own when the runner dies; each imports
// this package, and this package imports nothing of theirs, so that the
// watchdog (a process supervisor) links no JavaScript engine.
package protocol

import (
	"fmt"
	"strconv"
)

// Version names the wire contract this runner implements, as --version
// and info print it.
const Version = "execbox-runner/1"

// Code is one of execbox's stable error codes.
type Code string

// The stable error codes of the execbox runner specification.
const (
	CodeTimeout       Code = "timeout"
	CodeMemoryLimit   Code = "memory_limit"
	CodeValidation    Code = "validation_error"
	CodeTool          Code = "tool_error"
	CodeRuntime       Code = "runtime_error"
	CodeSerialization Code = "serialization_error"
	CodeInternal      Code = "internal_error"
)

// Codes are the stable error codes, in the specification's order.
var Codes = []Code{CodeTimeout, CodeMemoryLimit, CodeValidation, CodeTool, CodeRuntime, CodeSerialization, CodeInternal}

// KnownCode reports whether s is one of the stable error codes.
func KnownCode(s string) bool {
	switch Code(s) {
	case CodeTimeout, CodeMemoryLimit, CodeValidation, CodeTool, CodeRuntime, CodeSerialization, CodeInternal:
		return true
	}
	return false
}

// TimeoutMessage is the message of every timeout and cancellation.
const TimeoutMessage = "Execution timed out"

// Error is an execution failure as it appears in `done.error`. Its code
// and message are the runner's own words, never text a guest chose
// unchecked: a host may show them and branch on the code.
type Error struct {
	Code    Code   `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf returns an *Error with a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrTimeout is the failure for a deadline or a cancel.
var ErrTimeout = &Error{Code: CodeTimeout, Message: TimeoutMessage}

// ErrMemoryLimit returns the failure for a guest over its memory limit.
func ErrMemoryLimit(limit int64) *Error {
	return &Error{Code: CodeMemoryLimit, Message: "Memory limit exceeded: the guest used more than " + strconv.FormatInt(limit, 10) + " bytes"}
}
