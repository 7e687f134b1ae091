package session

import "fmt"

// Diagnostic categories. Every stderr diagnostic about a line the session
// ignores or refuses carries one of these as its "category" attribute
// (category=unknown_call_id in the text format, "category":"unknown_call_id"
// with --log-format json). They are stable: hosts and tests may match on
// them, while the message text may change.
const (
	// A line that is not JSON, not an object, not a known message type, or
	// a cancel or tool_result without its id (type and id, or callId).
	DiagMalformedLine = "malformed_line"
	// A tool_result that names its call but cannot settle it as asked (ok
	// not a boolean, error without string code and message): the call
	// rejects with a trusted internal_error saying what was wrong.
	DiagMalformedToolResult = "malformed_tool_result"
	// A member that no message of its type has (execute.options.timeoutMS):
	// reported with the nearest known name, and otherwise ignored.
	DiagUnknownField = "unknown_field"
	// A line longer than --max-line-bytes, dropped unread.
	DiagLineTooLong = "line_too_long"
	// A cancel whose id is not the active execution's (or that came before
	// any execute).
	DiagCancelOtherID = "cancel_other_id"
	// A tool_result for a callId the runner never issues (not call-N).
	DiagUnknownCallID = "unknown_call_id"
	// A tool_result for a call that was made and is already settled.
	DiagSettledCall = "settled_call"
	// A second early tool_result for a call the guest has not made yet.
	DiagDuplicateResult = "duplicate_result"
	// An early tool_result over the bound on held results.
	DiagHeldFull = "held_results_full"
	// An execute while another is active; it gets its own done.
	DiagSecondExecute = "second_execute"
	// An execute with missing or wrongly typed fields; it gets a done with
	// validation_error.
	DiagInvalidExecute = "invalid_execute"
	// stdin ended before any execute.
	DiagNoExecute = "no_execute"
)

// reportFields reports, for a decoded line, each member no message of its
// type has, and a tool_result that rejects its call for being malformed.
// Neither changes what the session does with the line.
func (s *session) reportFields(m inbound) {
	for _, u := range m.Unknown {
		args := []any{"category", DiagUnknownField, "field", u.Path}
		if u.Suggest != "" {
			args = append(args, "suggest", u.Suggest)
		}
		s.log.Warn(u.String(), args...)
	}
	if m.UnknownMore > 0 {
		s.log.Warn(fmt.Sprintf("%d more fields in this %s are not known fields", m.UnknownMore, m.Type), "category", DiagUnknownField)
	}
	if m.Malformed != "" {
		s.log.Warn("malformed tool_result: its call rejects with internal_error", "category", DiagMalformedToolResult, "callId", m.CallID, "err", m.Malformed)
	}
}
