package goja

// Tests of the en-US locale methods (builtin_locale.go, a patch of
// execbox-runner's; see PATCHES.md). Expected values are V8's (Node 20,
// full ICU, TZ=UTC).

import (
	"testing"
	"time"
)

func TestNumberToLocaleStringEnUS(t *testing.T) {
	const SCRIPT = `
	assert.sameValue((1234567.891).toLocaleString(), "1,234,567.891");
	assert.sameValue((1234567.891).toLocaleString("en-US"), "1,234,567.891", "no radix error");
	assert.sameValue((1.0005).toLocaleString(), "1.001", "rounds the shortest decimal, half away from zero");
	assert.sameValue((999.9995).toLocaleString(), "1,000");
	assert.sameValue((-0).toLocaleString(), "-0");
	assert.sameValue((-0.0001).toLocaleString(), "-0");
	assert.sameValue(NaN.toLocaleString(), "NaN");
	assert.sameValue((-Infinity).toLocaleString(), "-∞");
	assert.sameValue((1e21).toLocaleString(), "1,000,000,000,000,000,000,000");
	assert.sameValue((1234.5).toLocaleString(undefined, {minimumFractionDigits: 2, maximumFractionDigits: 2}), "1,234.50");
	assert.sameValue((2.5).toLocaleString(undefined, {maximumFractionDigits: 0}), "3");
	assert.sameValue((-2.5).toLocaleString(undefined, {maximumFractionDigits: 0}), "-3");
	assert.sameValue((0.12345).toLocaleString(undefined, {style: "percent", maximumFractionDigits: 1}), "12.3%");
	assert.sameValue((1234.5).toLocaleString(undefined, {useGrouping: false}), "1234.5");
	assert.sameValue((1234).toLocaleString(undefined, {useGrouping: "min2"}), "1234");
	assert.sameValue((5).toLocaleString(undefined, {minimumIntegerDigits: 3}), "005");
	assert.sameValue((12345678901234567890n).toLocaleString(), "12,345,678,901,234,567,890");
	assert.sameValue([1234.5, 6789].toLocaleString(), "1,234.5,6,789");
	assert.throws(RangeError, () => (1).toLocaleString(undefined, {maximumFractionDigits: 21}));
	assert.throws(RangeError, () => (1).toLocaleString(undefined, {minimumFractionDigits: 3, maximumFractionDigits: 1}));
	assert.throws(RangeError, () => (1).toLocaleString("de-DE"), "another locale is refused, not misformatted");
	assert.throws(RangeError, () => (1).toLocaleString(undefined, {style: "currency", currency: "USD"}));
	assert.throws(RangeError, () => (1).toLocaleString(undefined, {notation: "compact"}));
	assert.sameValue((1234.5).toLocaleString(undefined, {foo: 1}), "1,234.5", "unknown options are ignored");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestDateToLocaleStringEnUS(t *testing.T) {
	vm := New()
	vm.Set("$ERROR", func(msg string) { panic(vm.NewGoError(errorString(msg))) })
	old := time.Local
	time.Local = time.UTC
	defer func() { time.Local = old }()
	const SCRIPT = `
	const d = new Date(Date.UTC(2023, 0, 5, 3, 4, 5));
	assert.sameValue(d.toLocaleString(), "1/5/2023, 3:04:05 AM");
	assert.sameValue(d.toLocaleDateString("en-US"), "1/5/2023");
	assert.sameValue(d.toLocaleTimeString(), "3:04:05 AM");
	assert.sameValue(new Date(Date.UTC(2023, 11, 25, 0, 0, 0)).toLocaleTimeString(), "12:00:00 AM");
	assert.sameValue(new Date(Date.UTC(2023, 11, 25, 12, 0, 59)).toLocaleTimeString(), "12:00:59 PM");
	assert.sameValue(d.toLocaleString("en-US", {timeZone: "UTC"}), "1/5/2023, 3:04:05 AM");
	assert.sameValue(new Date(NaN).toLocaleString(), "Invalid Date");
	assert.throws(RangeError, () => d.toLocaleDateString("en-US", {weekday: "long", year: "numeric", month: "long", day: "numeric"}));
	assert.throws(RangeError, () => d.toLocaleString("en-GB"));
	assert.throws(RangeError, () => d.toLocaleString("en-US", {timeZone: "America/New_York"}));
	assert.sameValue(d.toString(), "Thu Jan 05 2023 03:04:05 GMT+0000 (Coordinated Universal Time)");
	assert.sameValue(d.toTimeString(), "03:04:05 GMT+0000 (Coordinated Universal Time)");
	assert.sameValue(String(d), d.toString());
	`
	if _, err := vm.RunString(TESTLIB + SCRIPT); err != nil {
		t.Fatal(err)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

func TestLocaleCompareOptions(t *testing.T) {
	const SCRIPT = `
	const files = ["report10.pdf", "report2.pdf", "report1.pdf"];
	assert.sameValue(files.sort((a, b) => a.localeCompare(b, undefined, {numeric: true})).join(), "report1.pdf,report2.pdf,report10.pdf");
	assert.sameValue("a".localeCompare("A", undefined, {sensitivity: "base"}), 0);
	assert.sameValue("a".localeCompare("á", undefined, {sensitivity: "base"}), 0);
	assert.sameValue("a".localeCompare("á", undefined, {sensitivity: "accent"}), -1);
	assert.sameValue("a".localeCompare("A", undefined, {sensitivity: "accent"}), 0);
	assert.sameValue("a".localeCompare("A"), -1);
	assert.throws(RangeError, () => "a".localeCompare("b", undefined, {sensitivity: "case"}));
	assert.throws(RangeError, () => "a".localeCompare("b", "sv"));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}
