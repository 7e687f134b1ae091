package engine

import "testing"

// TestIntlDisplayNamesUnsupported: Intl.DisplayNames is not implemented,
// and says so instead of failing with "Value is not an object".
func TestIntlDisplayNamesUnsupported(t *testing.T) {
	runWebCases(t, []webCase{
		{"DisplayNames throws a clear error", `attempt(() => new Intl.DisplayNames(["en"], {type: "region"}).of("US"))`,
			`["TypeError","Intl.DisplayNames is not supported by this runner",true]`},
	})
}
