package session

// Diagnostic categories. Every stderr diagnostic about a line the session
// ignores or refuses carries one of these as its "category" attribute
// (category=unknown_call_id in the text format, "category":"unknown_call_id"
// with --log-format json). They are stable: hosts and tests may match on
// them, while the message text may change.
const (
	// A line that is not JSON, not an object, not a known message type, or
	// a cancel or tool_result without its required fields.
	DiagMalformedLine = "malformed_line"
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
