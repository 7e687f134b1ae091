package intl

import (
	"math"
	"strings"
	"time"
)

// RangePart is a part of formatRangeToParts: which date it shows
// (startRange, endRange) or "shared".
type RangePart struct {
	Part
	Source string
}

// FormatRange is formatRange.
func (f *DateTimeFormat) FormatRange(a, b float64) (string, error) {
	parts, err := f.FormatRangeToParts(a, b)
	var sb strings.Builder
	single := true
	for _, p := range parts {
		sb.WriteString(p.Value)
		single = single && p.Source == "shared"
	}
	if single {
		// One date is format's string, spaces and all; an interval
		// keeps CLDR's narrow no-break spaces.
		return strings.ReplaceAll(sb.String(), "\u202f", " "), err
	}
	return sb.String(), err
}

// FormatRangeToParts is formatRangeToParts: ICU's DateIntervalFormat for
// the skeleton of the format's pattern (dateinterval.go). Two times ICU
// writes as one date format as format does, every part shared.
func (f *DateTimeFormat) FormatRangeToParts(a, b float64) ([]RangePart, error) {
	for _, v := range []float64{a, b} {
		if math.IsNaN(v) || math.Abs(v) > 8.64e15 {
			return nil, rangeErrorf("Invalid time value")
		}
	}
	ta, tb := time.UnixMilli(int64(a)).In(f.loc), time.UnixMilli(int64(b)).In(f.loc)
	f.intervalOnce.Do(func() { f.interval = f.newICUInterval() })
	parts, err := f.interval.format(ta, tb)
	if err != nil || parts != nil {
		return parts, err
	}
	single, err := f.formatTokens(tokenize(f.pattern), ta)
	out := make([]RangePart, len(single))
	for i, p := range single {
		out[i] = RangePart{p, "shared"}
	}
	return out, err
}
