package engine

import (
	_ "embed"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/intl"
)

// intl.js is the guest's Intl: constructors and option reading in
// JavaScript, formatting in Go (package intl). Like web.js it is compiled
// at the first touch of Intl or of a locale-sensitive built-in, so that a
// guest that never formats pays nothing; the CLDR tables are parsed at the
// first use of each locale.
//
//go:embed intl.js
var intlJS string

// Plain sync.Once values: nothing is allocated at start-up.
var (
	intlProgramOnce sync.Once
	intlProgramPrg  *goja.Program
	intlProgramErr  error
)

func intlProgram() (*goja.Program, error) {
	intlProgramOnce.Do(func() { intlProgramPrg, intlProgramErr = goja.CompileNative("intl.js", intlJS, true) })
	return intlProgramPrg, intlProgramErr
}

var intlIntrinsics = []string{"TypeError", "RangeError", "Object.defineProperty", "Reflect.getOwnPropertyDescriptor", "Reflect.getPrototypeOf", "Reflect.ownKeys", "String.prototype.slice", "Reflect.apply", "Object",
	"Array.isArray", "Map", "WeakMap", "WeakMap.prototype.get", "WeakMap.prototype.set"}

// intlDelegated are the locale-sensitive built-ins intl.js formats for;
// any other keeps goja's own en-US formatting.
func intlDelegated(method string) bool {
	switch method {
	case "Number.prototype.toLocaleString", "BigInt.prototype.toLocaleString", "Date.prototype.toLocaleString",
		"Date.prototype.toLocaleDateString", "Date.prototype.toLocaleTimeString", "String.prototype.localeCompare",
		"String.prototype.toLocaleLowerCase", "String.prototype.toLocaleUpperCase":
		return true
	}
	return false
}

// installIntl defines the lazy Intl global and hands goja's
// locale-sensitive built-ins over to it.
func (e *Engine) installIntl() error {
	vm := e.vm
	e.intl = once(func() (*goja.Object, error) {
		return e.runSetup(intlProgram, intlIntrinsics, e.intlNatives())
	})
	// plain is the collator of localeCompare without locales or options,
	// the common case (a sort comparator): that call skips intl.js, whose
	// delegate would build the same collator (canonicalizeLocaleList of
	// undefined is [], the options record is empty) and call back into Go
	// for the comparison. Going through the delegate took three quarters of
	// the time of such a localeCompare.
	var plain *intl.Collator
	// lastKey is the locales string of the last collator localeCompare
	// made with a string or no locale and no options ("" for none), set
	// once one was: V8 keeps that collator and reuses it for a call with
	// the same string, so after a call with no locale, a call with "" is
	// the default locale's compare rather than the RangeError "" alone
	// gives. intl.js keeps the same for the formatters of toLocaleString.
	lastKey, haveKey := "", false
	vm.SetLocaleDelegate(func(method string, this goja.Value, args []goja.Value) (goja.Value, bool) {
		if method == "Date zone name" {
			return vm.ToValue(intl.DateZoneName(time.UnixMilli(this.ToInteger()))), true
		}
		if !intlDelegated(method) {
			return nil, false
		}
		if (method == "String.prototype.toLocaleLowerCase" || method == "String.prototype.toLocaleUpperCase") && undefinedFrom(args, 0) {
			// The default locale, en-US, maps case as the root does:
			// goja's own toLowerCase and toUpperCase.
			return nil, false
		}
		key, cacheable := "", false
		if method == "String.prototype.localeCompare" && undefinedFrom(args, 2) {
			cacheable = undefinedFrom(args, 1)
			if len(args) > 1 {
				if s, ok := args[1].(goja.String); ok {
					key, cacheable = s.String(), true
				}
			}
			if undefinedFrom(args, 1) || cacheable && key == "" && haveKey && lastKey == "" {
				if plain == nil {
					if c, err := intl.NewCollator([]string{}, intl.Options{}); err == nil {
						plain = c
					}
				}
				if plain != nil {
					lastKey, haveKey = "", true
					// goString keeps a lone surrogate, which ICU weighs by
					// its code unit, where String makes it U+FFFD.
					return vm.ToValue(plain.Compare(goString(this), goString(args[0]))), true
				}
			}
		}
		delegates := e.must(e.intl()).Get("delegates").ToObject(vm)
		fn, _ := goja.AssertFunction(delegates.Get(method))
		v, err := fn(goja.Undefined(), append([]goja.Value{this}, args...)...)
		if err != nil {
			e.must(nil, err)
		}
		if cacheable {
			lastKey, haveKey = key, true
		}
		return v, true
	})
	return e.defineLazy("Intl", func() goja.Value { return e.must(e.intl()).Get("Intl") })
}

// undefinedFrom reports whether every argument from index i on is
// undefined or absent.
func undefinedFrom(args []goja.Value, i int) bool {
	for ; i < len(args); i++ {
		if args[i] != nil && !goja.IsUndefined(args[i]) {
			return false
		}
	}
	return true
}

// throwIntl throws an intl.Error as the RangeError or TypeError it names.
func (e *Engine) throwIntl(err error) {
	var ie *intl.Error
	if !errors.As(err, &ie) {
		panic(e.vm.NewTypeError(err.Error()))
	}
	ctor, _ := goja.AssertConstructor(e.vm.Intrinsic(ie.Kind))
	obj, cerr := ctor(nil, e.vm.ToValue(ie.Message))
	if cerr != nil {
		e.must(nil, cerr)
	}
	panic(obj)
}

// intlHandle is the Go value behind one Intl object; the guest sees it
// only as an opaque wrapper in a WeakMap of intl.js.
type intlHandle struct {
	v interface{ Resolved() []intl.KV }
}

func (e *Engine) handle(v goja.Value) interface{ Resolved() []intl.KV } {
	if h, ok := v.Export().(*intlHandle); ok {
		return h.v
	}
	panic(e.vm.NewTypeError("not an Intl object"))
}

func (e *Engine) strings(v goja.Value) []string {
	var out []string
	if err := e.vm.ExportTo(v, &out); err != nil {
		panic(e.vm.NewTypeError("expected a list of strings"))
	}
	return out
}

// options turns intl.js's record of read options into intl.Options.
func (e *Engine) options(v goja.Value) intl.Options {
	o := intl.Options{}
	obj := v.ToObject(e.vm)
	for _, k := range obj.Keys() {
		switch x := obj.Get(k).Export().(type) {
		case int64:
			o[k] = float64(x)
		default:
			o[k] = x
		}
	}
	return o
}

func (e *Engine) parts(parts []intl.Part) goja.Value {
	out := make([]any, len(parts))
	for i, p := range parts {
		out[i] = e.vm.NewArray(p.Type, p.Value)
	}
	return e.vm.NewArray(out...)
}

// decimalLiteral is a StringNumericLiteral in decimal notation, which
// Intl.NumberFormat formats exactly rather than as the nearest double.
// It is compiled at first use, not at start-up.
var (
	decimalLiteralOnce sync.Once
	decimalLiteralRE   *regexp.Regexp
)

func decimalLiteral() *regexp.Regexp {
	decimalLiteralOnce.Do(func() {
		decimalLiteralRE = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)
	})
	return decimalLiteralRE
}

// intlCacheKey identifies a constructor call by what it read: the kind,
// the canonical locales and the options record (sorted), and any extra
// arguments. toLocaleString in a loop builds the same formatter each time;
// the cache builds it once.
func intlCacheKey(kind string, locales []string, o intl.Options, extra ...string) string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	sb.WriteString(kind)
	for _, l := range locales {
		sb.WriteString("\x00")
		sb.WriteString(l)
	}
	sb.WriteString("\x01")
	for _, k := range keys {
		fmt.Fprintf(&sb, "%s=%T:%v\x00", k, o[k], o[k])
	}
	for _, x := range extra {
		sb.WriteString("\x01")
		sb.WriteString(x)
	}
	return sb.String()
}

// intlCacheSize bounds the formatters kept per runtime.
const intlCacheSize = 256

func (e *Engine) intlNatives() *goja.Object {
	vm := e.vm
	n := e.bareObject()
	cache := map[string]interface{ Resolved() []intl.KV }{}
	cached := func(key string, build func() (interface{ Resolved() []intl.KV }, error)) (interface{ Resolved() []intl.KV }, error) {
		if v, ok := cache[key]; ok {
			return v, nil
		}
		v, err := build()
		if err == nil {
			if len(cache) >= intlCacheSize {
				clear(cache)
			}
			cache[key] = v
		}
		return v, err
	}
	set := func(name string, fn func(goja.FunctionCall) goja.Value) {
		_ = n.DefineDataProperty(name, vm.ToValue(fn), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	}
	_ = n.DefineDataProperty("toStringTag", goja.SymToStringTag, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	_ = n.DefineDataProperty("iterator", goja.SymIterator, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	wrap := func(v interface{ Resolved() []intl.KV }, err error) goja.Value {
		// A cached formatter is shared: the guest sees a new object with
		// the same Go value, which holds no guest-visible state.
		if err != nil {
			e.throwIntl(err)
		}
		return vm.ToValue(&intlHandle{v})
	}
	set("canonicalize", func(c goja.FunctionCall) goja.Value {
		tag, err := intl.Canonicalize(c.Argument(0).String())
		if err != nil {
			// Intl.Locale (a second argument of true) words every
			// malformed tag one way; a locale list says which failed.
			if c.Argument(1).ToBoolean() {
				err = intl.ErrInvalidTag
			}
			var ie *intl.Error
			if !errors.As(err, &ie) {
				ie = &intl.Error{Kind: "RangeError", Message: err.Error()}
			}
			e.throwIntl(ie)
		}
		return vm.ToValue(tag)
	})
	set("localeNew", func(c goja.FunctionCall) goja.Value {
		o := intl.LocaleOptions{}
		obj := c.Argument(1).ToObject(vm)
		for _, k := range obj.Keys() {
			o[k] = obj.Get(k).String()
		}
		tag, err := intl.NewLocaleTag(c.Argument(0).String(), o)
		if err != nil {
			e.throwIntl(err)
		}
		return vm.ToValue(tag)
	})
	set("localeParts", func(c goja.FunctionCall) goja.Value {
		base, lang, script, region, kw := intl.LocaleParts(c.Argument(0).String())
		keywords := e.bareObject()
		for k, v := range kw {
			_ = keywords.Set(k, v)
		}
		return vm.NewArray(base, lang, script, region, keywords)
	})
	strs := func(list []string) goja.Value {
		out := make([]any, len(list))
		for i, v := range list {
			out[i] = v
		}
		return vm.NewArray(out...)
	}
	set("localeInfo", func(c goja.FunctionCall) goja.Value {
		tag := c.Argument(0).String()
		switch c.Argument(1).String() {
		case "calendars":
			return strs(intl.LocaleCalendars(tag))
		case "collations":
			return strs(intl.LocaleCollations(tag))
		case "hourCycles":
			hc, err := intl.LocaleHourCycles(tag)
			if err != nil {
				e.throwIntl(err)
			}
			return strs(hc)
		case "numberingSystems":
			return strs(intl.LocaleNumberingSystems(tag))
		case "textInfo":
			return vm.ToValue(intl.LocaleTextDirection(tag))
		case "timeZones":
			zones, ok := intl.LocaleTimeZones(tag)
			if !ok {
				return goja.Undefined()
			}
			return strs(zones)
		case "weekInfo":
			first, weekend, minDays := intl.LocaleWeekInfo(tag)
			days := make([]any, len(weekend))
			for i, d := range weekend {
				days[i] = d
			}
			return vm.NewArray(first, vm.NewArray(days...), minDays)
		}
		return goja.Undefined()
	})
	likely := func(f func(string) (string, error)) func(goja.FunctionCall) goja.Value {
		return func(c goja.FunctionCall) goja.Value {
			tag, err := f(c.Argument(0).String())
			if err != nil {
				e.throwIntl(&intl.Error{Kind: "RangeError", Message: err.Error()})
			}
			return vm.ToValue(tag)
		}
	}
	set("localeMaximize", likely(intl.Maximize))
	set("localeMinimize", likely(intl.Minimize))
	set("supportedValues", func(c goja.FunctionCall) goja.Value {
		list, err := intl.SupportedValues(c.Argument(0).String())
		if err != nil {
			e.throwIntl(err)
		}
		out := make([]any, len(list))
		for i, v := range list {
			out[i] = v
		}
		return vm.NewArray(out...)
	})
	set("caseMap", func(c goja.FunctionCall) goja.Value {
		s, upper := c.Argument(0).String(), c.Argument(2).ToBoolean()
		if out, ok := intl.CaseMap(s, c.Argument(1).String(), upper); ok {
			return vm.ToValue(out)
		}
		if upper {
			return vm.ToValue(strings.ToUpper(s))
		}
		return vm.ToValue(strings.ToLower(s))
	})
	set("supported", func(c goja.FunctionCall) goja.Value {
		// As V8's lookup: a tag is supported when it or a prefix of it is
		// one of ICU's (de-XX is, as de).
		_, ok := intl.Supported(c.Argument(0).String())
		return vm.ToValue(ok)
	})
	set("resolved", func(c goja.FunctionCall) goja.Value {
		kv := e.handle(c.Argument(0)).Resolved()
		out := make([]any, len(kv))
		for i, p := range kv {
			out[i] = vm.NewArray(p.Key, p.Value)
		}
		return vm.NewArray(out...)
	})
	set("decimalString", func(c goja.FunctionCall) goja.Value {
		s := trimJSSpace(c.Argument(0).String())
		if decimalLiteral().MatchString(s) {
			return vm.ToValue(s)
		}
		return vm.ToValue(c.Argument(0).ToFloat())
	})
	// A third argument (the fifth for dateTimeFormat) is the name of the
	// locale-sensitive built-in making the formatter, which its errors name.
	service := func(o intl.Options, v goja.Value) intl.Options {
		if !goja.IsUndefined(v) {
			o[intl.ServiceKey] = v.String()
		}
		return o
	}
	set("numberFormat", func(c goja.FunctionCall) goja.Value {
		locales, o := e.strings(c.Argument(0)), service(e.options(c.Argument(1)), c.Argument(2))
		return wrap(cached(intlCacheKey("nf", locales, o), func() (interface{ Resolved() []intl.KV }, error) {
			return intl.NewNumberFormat(locales, o)
		}))
	})
	set("numberFormatFormat", func(c goja.FunctionCall) goja.Value {
		f := e.handle(c.Argument(0)).(*intl.NumberFormat)
		var parts []intl.Part
		switch x := c.Argument(1).Export().(type) {
		case *big.Int:
			parts = f.FormatIntegerToParts(x.String())
		case string:
			var err error
			if parts, err = f.FormatStringToParts(x); err != nil {
				e.throwIntl(err)
			}
		default:
			parts = f.FormatToParts(c.Argument(1).ToFloat())
		}
		if c.Argument(2).ToBoolean() {
			return e.parts(parts)
		}
		return vm.ToValue(intl.JoinParts(parts))
	})
	set("numberFormatRange", func(c goja.FunctionCall) goja.Value {
		f := e.handle(c.Argument(0)).(*intl.NumberFormat)
		value := func(v goja.Value) intl.Value {
			switch x := v.Export().(type) {
			case *big.Int:
				return intl.IntegerValue(x.String())
			case string:
				v, err := intl.StringValue(x)
				if err != nil {
					e.throwIntl(err)
				}
				return v
			}
			return intl.FloatValue(v.ToFloat())
		}
		parts, err := f.FormatRangeToParts(value(c.Argument(1)), value(c.Argument(2)))
		if err != nil {
			e.throwIntl(err)
		}
		if !c.Argument(3).ToBoolean() {
			var sb strings.Builder
			for _, p := range parts {
				sb.WriteString(p.Value)
			}
			return vm.ToValue(sb.String())
		}
		out := make([]any, len(parts))
		for i, p := range parts {
			out[i] = vm.NewArray(p.Type, p.Value, p.Source)
		}
		return vm.NewArray(out...)
	})
	set("pluralRules", func(c goja.FunctionCall) goja.Value {
		return wrap(intl.NewPluralRules(e.strings(c.Argument(0)), e.options(c.Argument(1))))
	})
	set("pluralRulesSelect", func(c goja.FunctionCall) goja.Value {
		return vm.ToValue(e.handle(c.Argument(0)).(*intl.PluralRules).Select(c.Argument(1).ToFloat()))
	})
	set("pluralRulesSelectRange", func(c goja.FunctionCall) goja.Value {
		return vm.ToValue(e.handle(c.Argument(0)).(*intl.PluralRules).SelectRange(c.Argument(1).ToFloat(), c.Argument(2).ToFloat()))
	})
	set("listFormat", func(c goja.FunctionCall) goja.Value {
		return wrap(intl.NewListFormat(e.strings(c.Argument(0)), e.options(c.Argument(1))))
	})
	set("listFormatFormat", func(c goja.FunctionCall) goja.Value {
		parts := e.handle(c.Argument(0)).(*intl.ListFormat).FormatToParts(e.strings(c.Argument(1)))
		if c.Argument(2).ToBoolean() {
			return e.parts(parts)
		}
		return vm.ToValue(intl.JoinParts(parts))
	})
	set("now", func(goja.FunctionCall) goja.Value {
		// Date.now(), through the runtime's own clock (seeded runs fix it).
		now, _ := goja.AssertFunction(vm.Intrinsic("Date").Get("now"))
		v, err := now(goja.Undefined())
		if err != nil {
			e.must(nil, err)
		}
		return v
	})
	set("dateTimeFormat", func(c goja.FunctionCall) goja.Value {
		locales, o := e.strings(c.Argument(0)), service(e.options(c.Argument(1)), c.Argument(4))
		required, defaults := c.Argument(2).String(), c.Argument(3).String()
		return wrap(cached(intlCacheKey("dtf", locales, o, required, defaults), func() (interface{ Resolved() []intl.KV }, error) {
			return intl.NewDateTimeFormat(locales, o, required, defaults)
		}))
	})
	set("dateTimeFormatFormat", func(c goja.FunctionCall) goja.Value {
		f := e.handle(c.Argument(0)).(*intl.DateTimeFormat)
		ms := c.Argument(1).ToFloat()
		if c.Argument(2).ToBoolean() {
			parts, err := f.FormatToParts(ms)
			if err != nil {
				e.throwIntl(err)
			}
			return e.parts(parts)
		}
		s, err := f.Format(ms)
		if err != nil {
			e.throwIntl(err)
		}
		return vm.ToValue(s)
	})
	set("dateTimeFormatRange", func(c goja.FunctionCall) goja.Value {
		f := e.handle(c.Argument(0)).(*intl.DateTimeFormat)
		a, b := c.Argument(1).ToFloat(), c.Argument(2).ToFloat()
		if c.Argument(3).ToBoolean() {
			parts, err := f.FormatRangeToParts(a, b)
			if err != nil {
				e.throwIntl(err)
			}
			out := make([]any, len(parts))
			for i, p := range parts {
				out[i] = vm.NewArray(p.Type, p.Value, p.Source)
			}
			return vm.NewArray(out...)
		}
		s, err := f.FormatRange(a, b)
		if err != nil {
			e.throwIntl(err)
		}
		return vm.ToValue(s)
	})
	set("collator", func(c goja.FunctionCall) goja.Value {
		locales, o := e.strings(c.Argument(0)), service(e.options(c.Argument(1)), c.Argument(2))
		return wrap(cached(intlCacheKey("col", locales, o), func() (interface{ Resolved() []intl.KV }, error) {
			return intl.NewCollator(locales, o)
		}))
	})
	set("collatorCompare", func(c goja.FunctionCall) goja.Value {
		return vm.ToValue(e.handle(c.Argument(0)).(*intl.Collator).Compare(goString(c.Argument(1)), goString(c.Argument(2))))
	})
	set("segmenter", func(c goja.FunctionCall) goja.Value {
		return wrap(intl.NewSegmenter(e.strings(c.Argument(0)), e.options(c.Argument(1))))
	})
	set("segmenterSegments", func(c goja.FunctionCall) goja.Value {
		segs, err := e.handle(c.Argument(0)).(*intl.Segmenter).Segments(c.Argument(1).String())
		if err != nil {
			e.throwIntl(err)
		}
		out := make([]any, len(segs))
		for i, s := range segs {
			out[i] = vm.NewArray(s.Index, s.Length, s.WordLike)
		}
		return vm.NewArray(out...)
	})
	set("displayNames", func(c goja.FunctionCall) goja.Value {
		return wrap(intl.NewDisplayNames(e.strings(c.Argument(0)), e.options(c.Argument(1))))
	})
	set("displayNamesOf", func(c goja.FunctionCall) goja.Value {
		name, ok, err := e.handle(c.Argument(0)).(*intl.DisplayNames).Of(c.Argument(1).String())
		if err != nil {
			e.throwIntl(err)
		}
		if !ok {
			return goja.Undefined()
		}
		return vm.ToValue(name)
	})
	set("relativeTimeFormat", func(c goja.FunctionCall) goja.Value {
		return wrap(intl.NewRelativeTimeFormat(e.strings(c.Argument(0)), e.options(c.Argument(1))))
	})
	set("relativeTimeFormatFormat", func(c goja.FunctionCall) goja.Value {
		r := e.handle(c.Argument(0)).(*intl.RelativeTimeFormat)
		parts, err := r.FormatToParts(c.Argument(1).ToFloat(), c.Argument(2).String())
		if err != nil {
			e.throwIntl(err)
		}
		if !c.Argument(3).ToBoolean() {
			s := ""
			for _, p := range parts {
				s += p.Value
			}
			return vm.ToValue(s)
		}
		out := make([]any, len(parts))
		for i, p := range parts {
			if p.Unit != "" {
				out[i] = vm.NewArray(p.Type, p.Value, p.Unit)
			} else {
				out[i] = vm.NewArray(p.Type, p.Value)
			}
		}
		return vm.NewArray(out...)
	})
	return n
}

// trimJSSpace trims what StringToNumber trims: white space and line
// terminators.
func trimJSSpace(s string) string {
	isSpace := func(r rune) bool {
		switch r {
		case '\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff':
			return true
		}
		return r >= '\u2000' && r <= '\u200a'
	}
	// One rune at a time from each end: converting what is left to runes
	// at each step made 20,000 leading U+3000 take 3.5 s (issue 21).
	start, end := 0, len(s)
	for start < end {
		r, size := utf8.DecodeRuneInString(s[start:end])
		if !isSpace(r) {
			break
		}
		start += size
	}
	for end > start {
		r, size := utf8.DecodeLastRuneInString(s[start:end])
		if !isSpace(r) {
			break
		}
		end -= size
	}
	return s[start:end]
}
