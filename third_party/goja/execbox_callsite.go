package goja

// How V8 names a value or an expression in its TypeErrors (PATCHES.md,
// "V8's error words, round 2"). V8 words "is not a function", "is not a
// constructor", "is not iterable" and "Cannot destructure" around one of
// three renderings, and a model repairing its code reads the rendering to
// find the mistake:
//
//   - the expression as the source wrote it, normalised by V8's
//     CallPrinter (`fns[0]`, `o.f` for `o['f']`, `(void 0)`, `{}`,
//     `(intermediate value)` for what it does not print), when the error
//     is at a call, a `new`, a for-of, a spread or a destructuring;
//   - "the default call site" (BuildDefaultCallSite): the value's typeof
//     and, for a primitive, the value (`number 5`, `object null`,
//     `string "s"`), when no source expression is at hand, as in the
//     built-ins (new Map(5), Promise.all(1)) and nested patterns;
//   - the value itself without side effects (NoSideEffectsToString:
//     `#<Object>`, `[object Array]`, a function's source), for the
//     arguments of a built-in ([1].map(1), Reflect.construct).
//
// The compiler renders the expression of each such instruction once, into
// Program.sites; every function here runs only on the error path.

import (
	"fmt"
	"strings"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/token"
	"github.com/dop251/goja/unistring"
)

// callSite is what an instruction of a Program works on, as V8 prints it.
type callSite struct {
	pc   int    // the instruction's index in Program.code
	text string // the expression, as V8's CallPrinter prints it
	// prop is, for an object pattern, the name of its first property
	// when that is a plain name ("Cannot destructure property 'a' of").
	prop unistring.String
	// call is set when the expression is a call: V8 then says "f is not a
	// function or its return value is not iterable".
	call bool
	// nested marks a pattern inside a pattern: V8 reads its first
	// property as a property read ("Cannot read properties of undefined
	// (reading 'b')").
	nested bool
	// callee is, for a spread argument, the callee of its call as V8
	// prints it ("Math.max is not a function" when the iterator's next is
	// not callable).
	callee string
}

// markSite records the expression e of the instruction about to be
// emitted.
func (c *compiler) markSite(e ast.Expression) {
	c.p.sites = append(c.p.sites, callSite{pc: len(c.p.code), text: renderCallSite(e)})
}

// markIterSite records the iterated expression e of the for-of or spread
// instruction about to be emitted.
func (c *compiler) markIterSite(e ast.Expression) {
	s := callSite{pc: len(c.p.code)}
	if call, ok := e.(*ast.CallExpression); ok {
		s.call = true
		s.text = renderCallSite(call.Callee)
	} else {
		s.text = renderCallSite(e)
	}
	c.p.sites = append(c.p.sites, s)
}

// markSiteText records a rendering for the instruction about to be emitted
// that no single expression of the source gives (a parameter's default).
func (c *compiler) markSiteText(text string) {
	c.p.sites = append(c.p.sites, callSite{pc: len(c.p.code), text: text})
}

// patternSource is where the value a pattern takes apart comes from: a
// source expression, or a text V8 prints instead of one ("" for none).
type patternSource struct {
	expr ast.Expression
	text string
}

// markPatternSite records, for the check or the iterate instruction about
// to be emitted for pattern, what V8 names the value and the pattern's
// first property.
func (c *compiler) markPatternSite(pattern ast.Pattern) {
	src := c.patternSrc
	c.patternSrc = nil
	s := callSite{pc: len(c.p.code)}
	switch {
	case src == nil:
		s.nested = true
	case src.expr != nil:
		if call, ok := src.expr.(*ast.CallExpression); ok {
			s.call = true
			s.text = renderCallSite(call.Callee)
		} else {
			s.text = renderCallSite(src.expr)
		}
	default:
		s.text = src.text
	}
	if op, ok := pattern.(*ast.ObjectPattern); ok && len(op.Properties) > 0 {
		switch prop := op.Properties[0].(type) {
		case *ast.PropertyShort:
			s.prop = prop.Name.Name
		case *ast.PropertyKeyed:
			switch key := prop.Key.(type) {
			case *ast.StringLiteral:
				s.prop = key.Value
			case *ast.Identifier:
				if !prop.Computed {
					s.prop = key.Name
				}
			case *ast.NumberLiteral:
				var p callPrinter
				p.number(key, "")
				s.prop = unistring.NewFromString(p.b.String())
			}
		}
	}
	c.p.sites = append(c.p.sites, s)
}

// site returns the call site recorded for the instruction at vm.pc, or nil.
func (vm *vm) site() *callSite {
	return siteAt(vm.prg, vm.pc)
}

// siteAt returns the call site recorded for the instruction at pc of prg,
// or nil.
func siteAt(prg *Program, pc int) *callSite {
	if prg == nil {
		return nil
	}
	sites := prg.sites
	for i := range sites {
		if sites[i].pc == pc {
			return &sites[i]
		}
	}
	return nil
}

// renderCallSite prints e as V8's CallPrinter prints the expression an
// error is about.
func renderCallSite(e ast.Expression) string {
	var p callPrinter
	p.find(e, true)
	return p.b.String()
}

// maxSiteText bounds a rendering; V8 has no bound, but a message quoting
// a whole literal of kilobytes helps nobody.
const maxSiteText = 1000

type callPrinter struct {
	b strings.Builder
}

func (p *callPrinter) print(s string) {
	if p.b.Len() < maxSiteText {
		p.b.WriteString(s)
	}
}

// find prints e, or "(intermediate value)" when print is false (V8 prints
// the operands of a conditional or an object literal's values that way)
// or when e prints nothing (a function, a class, a new expression).
func (p *callPrinter) find(e ast.Expression, print bool) {
	if print && e != nil {
		n := p.b.Len()
		p.visit(e)
		if p.b.Len() != n {
			return
		}
	}
	p.print("(intermediate value)")
}

func (p *callPrinter) visit(e ast.Expression) {
	switch e := e.(type) {
	case *ast.Identifier:
		p.print(e.Name.String())
	case *ast.ThisExpression:
		p.print("this")
	case *ast.SuperExpression:
		p.print("super")
	case *ast.NullLiteral:
		p.print("null")
	case *ast.BooleanLiteral:
		if e.Value {
			p.print("true")
		} else {
			p.print("false")
		}
	case *ast.NumberLiteral:
		p.number(e, "")
	case *ast.StringLiteral:
		p.print(`"` + e.Value.String() + `"`)
	case *ast.RegExpLiteral:
		p.print("/" + e.Pattern + "/" + e.Flags)
	case *ast.TemplateLiteral:
		if e.Tag != nil {
			return
		}
		if len(e.Expressions) == 0 && len(e.Elements) == 1 {
			p.print(`"` + e.Elements[0].Parsed.String() + `"`)
			return
		}
		for _, x := range e.Expressions {
			p.find(x, true)
		}
	case *ast.ArrayLiteral:
		p.print("[")
		for i, v := range e.Value {
			if i > 0 {
				p.print(",")
			}
			if v != nil {
				p.find(v, true)
			}
		}
		p.print("]")
	case *ast.SpreadElement:
		p.print("(...")
		p.find(e.Expression, true)
		p.print(")")
	case *ast.ObjectLiteral:
		p.print("{")
		for range e.Value {
			p.find(nil, false)
		}
		p.print("}")
	case *ast.DotExpression:
		p.member(e.Left)
		p.print(e.Identifier.Name.String())
	case *ast.PrivateDotExpression:
		p.member(e.Left)
		p.print("#" + e.Identifier.Name.String())
	case *ast.BracketExpression:
		if s, ok := e.Member.(*ast.StringLiteral); ok {
			p.member(e.Left)
			p.print(s.Value.String())
			return
		}
		if t, ok := e.Member.(*ast.TemplateLiteral); ok && t.Tag == nil && len(t.Expressions) == 0 && len(t.Elements) == 1 {
			p.member(e.Left)
			p.print(t.Elements[0].Parsed.String())
			return
		}
		if o, ok := e.Left.(*ast.Optional); ok {
			p.find(o.Expression, true)
			p.print("?.")
		} else {
			p.find(e.Left, true)
		}
		p.print("[")
		p.find(e.Member, true)
		p.print("]")
	case *ast.OptionalChain:
		p.visit(e.Expression)
	case *ast.Optional:
		p.visit(e.Expression)
	case *ast.CallExpression:
		if o, ok := e.Callee.(*ast.Optional); ok {
			p.find(o.Expression, true)
		} else {
			p.find(e.Callee, true)
		}
		p.print("(...)")
	case *ast.UnaryExpression:
		if n, ok := e.Operand.(*ast.NumberLiteral); ok && e.Operator == token.MINUS {
			p.number(n, "-")
			return
		}
		p.print("(")
		if e.Postfix {
			p.find(e.Operand, true)
			p.print(e.Operator.String())
		} else {
			p.print(e.Operator.String())
			switch e.Operator {
			case token.TYPEOF, token.VOID, token.DELETE:
				p.print(" ")
			}
			p.find(e.Operand, true)
		}
		p.print(")")
	case *ast.BinaryExpression:
		p.print("(")
		p.find(e.Left, true)
		p.print(" " + e.Operator.String() + " ")
		p.find(e.Right, true)
		p.print(")")
	case *ast.SequenceExpression:
		p.print("(")
		for i, x := range e.Sequence {
			if i > 0 {
				p.print(" , ")
			}
			p.find(x, true)
		}
		p.print(")")
	case *ast.ConditionalExpression:
		p.find(e.Test, false)
		p.find(e.Consequent, false)
		p.find(e.Alternate, false)
	case *ast.AssignExpression:
		p.find(e.Left, true)
	case *ast.AwaitExpression, *ast.YieldExpression:
		p.find(nil, false)
	}
	// Functions, classes and new expressions print nothing: the caller's
	// find prints "(intermediate value)".
}

// member prints the object of a member expression and the dot after it,
// "?." for an optional one.
func (p *callPrinter) member(left ast.Expression) {
	if o, ok := left.(*ast.Optional); ok {
		p.find(o.Expression, true)
		p.print("?.")
		return
	}
	p.find(left, true)
	p.print(".")
}

// number prints a numeric literal as V8's NumberToString does; a BigInt
// literal prints nothing.
func (p *callPrinter) number(n *ast.NumberLiteral, sign string) {
	switch v := n.Value.(type) {
	case int64:
		p.print(sign + intToValue(v).String())
	case float64:
		p.print(sign + floatToValue(v).String())
	}
}

// defaultCallSite is V8's BuildDefaultCallSite: the value's typeof and,
// for a primitive other than undefined and a symbol, the value.
func defaultCallSite(v Value) string {
	switch v := v.(type) {
	case nil, valueUndefined:
		return "undefined"
	case valueNull:
		return "object null"
	case valueBool:
		return "boolean " + v.String()
	case valueInt, valueFloat:
		return "number " + v.String()
	case String:
		return `string "` + v.String() + `"`
	case *Symbol:
		return "symbol"
	case *valueBigInt:
		return "bigint"
	case *Object:
		if _, ok := v.self.assertCallable(); ok {
			return "function"
		}
		return "object"
	}
	return v.String()
}

// dataProp reads the data property name of o or of its prototypes
// without running anything: no getter, no proxy trap. It returns nil
// where V8's GetDataProperty finds undefined.
func dataProp(o *Object, name unistring.String) Value {
	v, _ := dataPropOf(o, func(o *Object) Value { return o.self.getOwnPropStr(name) })
	return v
}

// dataPropOf is dataProp for the own property own reads; it returns the
// value and the object that holds it.
func dataPropOf(o *Object, own func(*Object) Value) (Value, *Object) {
	for depth := 0; o != nil && depth < 1000; depth++ {
		if _, isProxy := o.self.(*proxyObject); isProxy {
			return nil, nil
		}
		switch p := own(o).(type) {
		case nil:
		case *valueProperty:
			if p.accessor {
				return nil, nil
			}
			return p.value, o
		default:
			return p, o
		}
		o = o.self.proto()
	}
	return nil, nil
}

// v8String is V8's Object::NoSideEffectsToString, how its messages print
// a value: a primitive as String() would (a symbol as Symbol(desc)), a
// function as its source, an error as name: message, an object whose
// toString is Object.prototype's as #<Ctor>, any other as [object Tag].
func (r *Runtime) v8String(v Value) string {
	if s, ok := r.v8MaybeString(v); ok {
		return s
	}
	o := v.(*Object)
	tag := o.self.className()
	if _, isProxy := o.self.(*proxyObject); !isProxy {
		if t, _ := dataPropOf(o, func(o *Object) Value { return o.self.getOwnPropSym(SymToStringTag) }); t != nil {
			if t, ok := t.(String); ok {
				tag = t.String()
			}
		}
	}
	return "[object " + tag + "]"
}

// v8MaybeString is V8's Object::NoSideEffectsToMaybeString: v8String
// without its last resort, so false for an object that is not a function
// or an error and whose toString is not Object.prototype's (an array, a
// class instance with a toString of its own). V8 then leaves the value
// out of some messages ("Cannot read properties of null", with no
// "(reading ...)").
func (r *Runtime) v8MaybeString(v Value) (string, bool) {
	o, ok := v.(*Object)
	if !ok {
		switch v := v.(type) {
		case nil:
			return "undefined", true
		case *Symbol:
			return v.descriptiveString().String(), true
		}
		return v.String(), true
	}
	if _, isProxy := o.self.(*proxyObject); !isProxy {
		if _, ok := o.self.assertCallable(); ok {
			var s string
			if ex := r.vm.try(func() {
				s = r.functionproto_toString(FunctionCall{This: o}).String()
			}); ex == nil {
				return s, true
			}
		}
		if _, ok := o.self.(*errorObject); ok {
			name, msg := "Error", ""
			if n, ok := dataProp(o, "name").(String); ok {
				name = n.String()
			}
			if m, ok := dataProp(o, "message").(String); ok {
				msg = m.String()
			}
			switch {
			case msg == "":
				return name, true
			case name == "":
				return msg, true
			}
			return name + ": " + msg, true
		}
		if _, holder := dataPropOf(o, func(o *Object) Value { return o.self.getOwnPropStr("toString") }); holder != nil && holder == r.global.ObjectPrototype {
			if ctor, ok := dataProp(o, "constructor").(*Object); ok {
				if _, ok := ctor.self.assertCallable(); ok {
					if n, ok := dataProp(ctor, "name").(String); ok && n.Length() > 0 {
						return "#<" + n.String() + ">", true
					}
				}
			}
		}
	}
	return "", false
}

// notIterable is V8's TypeError for iterating v, which has no callable
// Symbol.iterator. vm, when set, is at the instruction of a for-of, a
// spread or an array pattern whose source expression names v; spreadArg
// says the spread is a call's argument.
func (r *Runtime) notIterable(v Value, vm *vm, spreadArg bool) *Object {
	var site *callSite
	if vm != nil {
		site = vm.site()
	}
	if site == nil || site.text == "" {
		return r.NewTypeError("%s is not iterable (cannot read property Symbol(Symbol.iterator))", defaultCallSite(v))
	}
	if site.call {
		return r.NewTypeError("%s is not a function or its return value is not iterable", site.text)
	}
	if spreadArg {
		if v == _undefined || v == _null {
			return r.NewTypeError("%s is not iterable (cannot read property %s)", site.text, v.String())
		}
		return r.NewTypeError("Spread syntax requires ...iterable[Symbol.iterator] to be a function")
	}
	return r.NewTypeError("%s is not iterable", site.text)
}

// notConstructor is V8's TypeError for `new v` where v is not a
// constructor, naming the callee as the source wrote it.
func (vm *vm) notConstructor(v Value) *Object {
	if site := vm.site(); site != nil && site.text != "" {
		return vm.r.NewTypeError("%s is not a constructor", site.text)
	}
	return vm.r.NewTypeError("%s is not a constructor", vm.r.v8String(v))
}

// cannotDestructure is V8's TypeError for an object pattern applied to v,
// which is undefined or null.
func (vm *vm) cannotDestructure(v Value) *Object {
	text, prop := defaultCallSite(v), unistring.String("")
	if site := vm.site(); site != nil {
		prop = site.prop
		if site.text != "" {
			text = site.text
		}
	}
	what := "undefined"
	if v == _null {
		what = "null"
	}
	if site := vm.site(); site != nil && site.nested && prop != "" {
		return vm.r.cannotRead(v, prop)
	}
	if prop != "" {
		return vm.r.NewTypeError("Cannot destructure property '%s' of '%s' as it is %s.", prop, text, what)
	}
	return vm.r.NewTypeError("Cannot destructure '%s' as it is %s.", text, what)
}

// stepResult calls the iterator's next method and returns the result,
// with V8's TypeErrors when next is not callable ("number 5 is not a
// function") and when the result is not an object ("Iterator result 1
// is not an object").
func (ir *iteratorRecord) stepResult() *Object {
	r := ir.iterator.runtime
	if ir.next == nil {
		panic(ir.nextNotCallable())
	}
	v := ir.next(FunctionCall{This: ir.iterator})
	res, ok := v.(*Object)
	if !ok {
		panic(r.NewTypeError("Iterator result %s is not an object", r.v8String(v)))
	}
	return res
}

// nextNotCallable is V8's TypeError for stepping an iterator whose next
// is not callable: "undefined is not a function", "number 5 is not a
// function".
func (ir *iteratorRecord) nextNotCallable() *Object {
	return ir.iterator.runtime.NewTypeError("%s is not a function", defaultCallSite(nilSafe(dataProp(ir.iterator, "next"))))
}

// accessBeforeInit is V8's ReferenceError for a lexical binding read or
// written in its temporal dead zone: "Cannot access 'x' before
// initialization". goja's words, with no name, remain where the name is
// not known.
func accessBeforeInit(name unistring.String) referenceError {
	if name == "" {
		return errAccessBeforeInit
	}
	return referenceError("Cannot access '" + name.String() + "' before initialization")
}

// accessBeforeInit is the ReferenceError for the lexical binding the
// instruction at vm.pc reads or writes; the compiler records its name
// (binding.markLexSite).
func (vm *vm) accessBeforeInit() referenceError {
	if site := vm.site(); site != nil {
		return accessBeforeInit(unistring.String(site.text))
	}
	return errAccessBeforeInit
}

// markLexSite records b's name for the instruction at pc, which reads or
// writes b checking its temporal dead zone.
func (b *binding) markLexSite(pc int) {
	p := b.scope.c.p
	p.sites = append(p.sites, callSite{pc: pc, text: string(b.name)})
}

// readOnly throws, when throw is set, V8's TypeError for a write to the
// read-only property name through receiver (kStrictReadOnlyProperty):
// "Cannot assign to read only property 'a' of object '#<Object>'", "...
// of string 'abc'". The receiver is named only when the error is thrown:
// a sloppy write fails silently and must stay cheap.
func (r *Runtime) readOnly(throw bool, receiver Value, name interface{}) {
	if !throw {
		return
	}
	if n, ok := name.(unistring.String); ok {
		if o, ok := receiver.(*Object); ok {
			// An accessor without a setter is not writable either; V8 words
			// it apart.
			for p, depth := o, 0; p != nil && depth < 1000; p, depth = p.self.proto(), depth+1 {
				if _, isProxy := p.self.(*proxyObject); isProxy {
					break
				}
				if prop := p.self.getOwnPropStr(n); prop != nil {
					if vp, ok := prop.(*valueProperty); ok && vp.accessor {
						panic(r.NewTypeError("Cannot set property %s of %s which has only a getter", n, r.v8String(o)))
					}
					break
				}
			}
		}
	}
	panic(r.NewTypeError("Cannot assign to read only property '%s' of %s '%s'", keyText(name), typeOfText(receiver), r.v8String(receiver)))
}

// cannotCreate throws, when throw is set, V8's TypeError for a strict
// write of a new property name to the primitive receiver
// (kStrictCannotCreateProperty): "Cannot create property 'x' on number
// '1'".
func (r *Runtime) cannotCreate(throw bool, receiver Value, name interface{}) {
	if throw {
		panic(r.NewTypeError("Cannot create property '%s' on %s '%s'", keyText(name), typeOfText(receiver), r.v8String(receiver)))
	}
}

// notExtensible throws, when throw is set, V8's TypeError for adding
// property name to an object that is not extensible
// (kObjectNotExtensible).
func (r *Runtime) notExtensible(throw bool, name interface{}) {
	if throw {
		panic(r.NewTypeError("Cannot add property %s, object is not extensible", keyText(name)))
	}
}

// keyText is a property key as V8's messages print it: a symbol as
// Symbol(desc).
func keyText(name interface{}) string {
	switch n := name.(type) {
	case *Symbol:
		return n.descriptiveString().String()
	case unistring.String:
		return n.String()
	case Value:
		return n.String()
	case string:
		return n
	}
	return fmt.Sprint(name)
}

// keyMaybeText is a property key as V8 names it in "Cannot read
// properties of null (reading 'k')": an object key, not yet converted,
// as NoSideEffectsToMaybeString prints it, without running its toString;
// false when V8 leaves the key out.
func (r *Runtime) keyMaybeText(name interface{}) (string, bool) {
	if v, ok := name.(Value); ok {
		if _, isSym := v.(*Symbol); !isSym {
			return r.v8MaybeString(v)
		}
	}
	return keyText(name), true
}

// typeOfText is what typeof says of v.
func typeOfText(v Value) string {
	switch v := v.(type) {
	case nil, valueUndefined:
		return "undefined"
	case valueNull:
		return "object"
	case valueBool:
		return "boolean"
	case valueInt, valueFloat:
		return "number"
	case String:
		return "string"
	case *Symbol:
		return "symbol"
	case *valueBigInt:
		return "bigint"
	case *Object:
		if _, ok := v.self.assertCallable(); ok {
			return "function"
		}
	}
	return "object"
}

// cannotDelete throws, when throw is set, V8's TypeError for a strict
// delete of the non-configurable property name of o
// (kStrictDeleteProperty): "Cannot delete property 'a' of #<Object>".
func (r *Runtime) cannotDelete(throw bool, o *Object, name interface{}) {
	if throw {
		panic(r.NewTypeError("Cannot delete property '%s' of %s", keyText(name), r.v8String(o)))
	}
}
