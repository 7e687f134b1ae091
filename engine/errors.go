package engine

import "fmt"

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

// Error is an execution failure as it appears in `done.error`.
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
