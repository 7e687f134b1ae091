package goja

import (
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/unistring"
)

// This file is a patch carried by execbox-runner (PATCHES.md): function
// declarations in blocks of non-strict code (ECMAScript Annex B.3.2, as V8
// does it). Besides its binding in the block, such a function gets a var
// binding of its name in the enclosing function, script or eval code,
// undefined until the declaration is evaluated, which copies the block's
// binding into it:
//
//	if (x) { function helper() {} }
//	helper(); // works in V8 when x was true
//
// A declaration is left alone (block-scoped only) when a var of its name
// would be an error there: a let, const or class of that name in a block
// around it or at the top level, a for (let ...) head, a catch parameter
// pattern, or a parameter of the function. Unlike the letter of the
// specification and like V8, other plain function declarations of the name
// (in the same or an outer block) do not stop it, nor does the name
// "arguments".

// annexBScan walks the statements of one function, script or eval body,
// without entering nested functions, and collects the candidates.
type annexBScan struct {
	c      *compiler
	frames []map[unistring.String]struct{}
	found  []*ast.FunctionDeclaration
}

// annexBFunctions returns the function declarations in blocks of body that
// get a var binding, top-level lexical names ruled out.
func (c *compiler) annexBFunctions(body []ast.Statement) []*ast.FunctionDeclaration {
	s := &annexBScan{c: c}
	s.frames = append(s.frames, s.lexNames(body, false))
	for _, st := range body {
		s.stmt(st)
	}
	return s.found
}

// lexNames is the lexically declared names of a statement list: let,
// const and class, and in a block the generator and async functions.
func (s *annexBScan) lexNames(list []ast.Statement, inBlock bool) map[unistring.String]struct{} {
	var m map[unistring.String]struct{}
	add := func(name unistring.String, _ int) {
		if m == nil {
			m = make(map[unistring.String]struct{})
		}
		m[name] = struct{}{}
	}
	for _, st := range list {
		switch st := st.(type) {
		case *ast.LexicalDeclaration:
			for _, d := range st.List {
				s.c.createBindings(d.Target, add)
			}
		case *ast.ClassDeclaration:
			add(st.Class.Name.Name, 0)
		case *ast.FunctionDeclaration:
			if inBlock && (st.Function.Async || st.Function.Generator) {
				add(st.Function.Name.Name, 0)
			}
		}
	}
	return m
}

func (s *annexBScan) push(m map[unistring.String]struct{}) {
	s.frames = append(s.frames, m)
}

func (s *annexBScan) pop() {
	s.frames = s.frames[:len(s.frames)-1]
}

func (s *annexBScan) block(list []ast.Statement) {
	s.push(s.lexNames(list, true))
	s.list(list)
	s.pop()
}

func (s *annexBScan) list(list []ast.Statement) {
	for _, st := range list {
		if fd, ok := s.c.extractLabelled(st).(*ast.FunctionDeclaration); ok {
			s.candidate(fd)
		} else {
			s.stmt(st)
		}
	}
}

func (s *annexBScan) candidate(fd *ast.FunctionDeclaration) {
	f := fd.Function
	if f.Async || f.Generator || f.Name == nil {
		return
	}
	for _, m := range s.frames {
		if _, exists := m[f.Name.Name]; exists {
			return
		}
	}
	s.found = append(s.found, fd)
}

// body is the body of an if statement: a function declaration there is
// one in a block of its own (B.3.3).
func (s *annexBScan) body(st ast.Statement) {
	if fd, ok := st.(*ast.FunctionDeclaration); ok {
		s.candidate(fd)
		return
	}
	s.stmt(st)
}

func (s *annexBScan) bindingFrame(target ast.BindingTarget) {
	var m map[unistring.String]struct{}
	s.c.createBindings(target, func(name unistring.String, _ int) {
		if m == nil {
			m = make(map[unistring.String]struct{})
		}
		m[name] = struct{}{}
	})
	s.push(m)
}

func (s *annexBScan) stmt(st ast.Statement) {
	switch st := st.(type) {
	case *ast.BlockStatement:
		s.block(st.List)
	case *ast.IfStatement:
		s.body(st.Consequent)
		if st.Alternate != nil {
			s.body(st.Alternate)
		}
	case *ast.ForStatement:
		if lex, ok := st.Initializer.(*ast.ForLoopInitializerLexicalDecl); ok {
			var m map[unistring.String]struct{}
			for _, d := range lex.LexicalDeclaration.List {
				s.c.createBindings(d.Target, func(name unistring.String, _ int) {
					if m == nil {
						m = make(map[unistring.String]struct{})
					}
					m[name] = struct{}{}
				})
			}
			s.push(m)
			s.stmt(st.Body)
			s.pop()
		} else {
			s.stmt(st.Body)
		}
	case *ast.ForInStatement:
		s.forInto(st.Into, st.Body)
	case *ast.ForOfStatement:
		s.forInto(st.Into, st.Body)
	case *ast.WhileStatement:
		s.stmt(st.Body)
	case *ast.DoWhileStatement:
		s.stmt(st.Body)
	case *ast.LabelledStatement:
		s.stmt(st.Statement)
	case *ast.WithStatement:
		s.stmt(st.Body)
	case *ast.TryStatement:
		s.block(st.Body.List)
		if st.Catch != nil {
			// B.3.4: a var may redeclare a catch parameter that is an
			// identifier, not one bound by a pattern.
			if p := st.Catch.Parameter; p != nil {
				if _, ok := p.(*ast.Identifier); !ok {
					s.bindingFrame(p)
					s.block(st.Catch.Body.List)
					s.pop()
				} else {
					s.block(st.Catch.Body.List)
				}
			} else {
				s.block(st.Catch.Body.List)
			}
		}
		if st.Finally != nil {
			s.block(st.Finally.List)
		}
	case *ast.SwitchStatement:
		var all []ast.Statement
		for _, cl := range st.Body {
			all = append(all, cl.Consequent...)
		}
		s.push(s.lexNames(all, true))
		for _, cl := range st.Body {
			s.list(cl.Consequent)
		}
		s.pop()
	}
}

func (s *annexBScan) forInto(into ast.ForInto, body ast.Statement) {
	if d, ok := into.(*ast.ForDeclaration); ok {
		s.bindingFrame(d.Target)
		s.stmt(body)
		s.pop()
		return
	}
	s.stmt(body)
}

// bindAnnexBFunctions gives the candidates of a non-strict function's
// body their var bindings in the current (var) scope. params is the scope
// holding the parameters; calleeBinding, the function expression's own
// name, is not one.
func (c *compiler) bindAnnexBFunctions(body []ast.Statement, params *scope, calleeBinding *binding) {
	for _, fd := range c.annexBFunctions(body) {
		name := fd.Function.Name.Name
		if b := params.boundNames[name]; b != nil && b != calleeBinding && (b.isArg || params != c.scope) {
			continue
		}
		if name == "arguments" && params == c.scope && params.funcType != funcArrow {
			// Like V8 (the specification leaves "arguments" alone): the
			// function's arguments binding, holding the arguments object
			// until the declaration is evaluated.
			b, _ := params.lookupName(name)
			c.setAnnexB(fd, b)
			continue
		}
		b, _ := c.scope.bindName(name)
		c.setAnnexB(fd, b)
	}
}

func (c *compiler) setAnnexB(fd *ast.FunctionDeclaration, b *binding) {
	if c.annexB == nil {
		c.annexB = make(map[*ast.FunctionDeclaration]*binding)
	}
	c.annexB[fd] = b
}

// bindAnnexBGlobal handles the candidates of non-strict script or eval
// code (B.3.2.2, B.3.2.3). For eval code, compiled anew for each call,
// whether a var may be declared is known now: the bindings between the
// eval and its variable environment and that environment are at hand, and
// a definable name becomes a var of the eval code. For a script, the
// names go to bindGlobal, which creates the vars that do not collide with
// a global lexical binding when the script runs.
func (c *compiler) bindAnnexBGlobal(body []ast.Statement, eval bool) (names []unistring.String) {
	for _, fd := range c.annexBFunctions(body) {
		name := fd.Function.Name.Name
		if eval {
			if !c.annexBEvalDefinable(name) {
				continue
			}
			c.scope.bindName(name)
		} else if _, exists := c.scope.boundNames[name]; !exists {
			names = append(names, name)
		}
		c.setAnnexB(fd, nil)
	}
	return
}

// annexBEvalDefinable says whether a var of the name may be declared by the
// eval code being compiled: no binding of the name lies between the eval
// and its variable environment, and, that environment being the global
// one, there is no global lexical binding of it and the global object can
// take it.
func (c *compiler) annexBEvalDefinable(name unistring.String) bool {
	vm := c.ctxVM
	global := &vm.r.global.stash
	for s := vm.stash; s != nil && s != global; s = s.outer {
		if s.isVariable() {
			// a function's top-level lexical bindings share its stash
			idx, exists := s.names[name]
			return !exists || idx&maskVar != 0
		}
		if s.obj == nil {
			if _, exists := s.names[name]; exists {
				return false
			}
		}
	}
	if _, exists := global.names[name]; exists {
		return false
	}
	o := vm.r.globalObject.self
	return o.hasOwnPropertyStr(name) || o.isExtensible()
}

// emitAnnexBCopy compiles the evaluation of a function declaration in a
// block: its value is copied to the var binding, when it has one.
func (c *compiler) emitAnnexBCopy(st ast.Statement) {
	fd, ok := c.extractLabelled(st).(*ast.FunctionDeclaration)
	if !ok {
		return
	}
	target, ok := c.annexB[fd]
	if !ok {
		return
	}
	name := fd.Function.Name.Name
	var b *binding
	for sc := c.scope; sc != nil && b == nil; sc = sc.outer {
		b = sc.boundNames[name]
	}
	c.assert(b != nil, int(fd.Idx0())-1, "no block binding for a function declaration")
	b.emitGet()
	if target != nil {
		target.emitSetP()
	} else {
		c.emit(annexBSetVar(name))
	}
}

// isFunctionStatement tells a function declaration, labelled or not, in a
// statement list: it was hoisted, and its evaluation is emitAnnexBCopy.
func (c *compiler) isFunctionStatement(st ast.Statement) bool {
	if _, ok := st.(*ast.FunctionDeclaration); ok {
		return true
	}
	if _, ok := st.(*ast.LabelledStatement); ok && !c.scope.strict {
		// a labelled generator or async function stays an error
		fd, ok := c.extractLabelled(st).(*ast.FunctionDeclaration)
		return ok && !fd.Function.Async && !fd.Function.Generator
	}
	return false
}

// annexBSetVar pops a value and stores it in the var binding of the name in
// the variable environment: the nearest function's, or the global object
// (when no global lexical binding shadows it and the property exists,
// which the declaration instantiation saw to).
type annexBSetVar unistring.String

func (n annexBSetVar) exec(vm *vm) {
	name := unistring.String(n)
	vm.sp--
	v := vm.stack[vm.sp]
	for s := vm.stash; s != nil; s = s.outer {
		if s.isVariable() {
			if idx, exists := s.names[name]; exists && idx&maskVar != 0 {
				s.values[idx&^maskTyp] = v
			}
			vm.pc++
			return
		}
	}
	if _, exists := vm.r.global.stash.names[name]; !exists {
		if o := vm.r.globalObject.self; o.hasOwnPropertyStr(name) {
			o.setOwnStr(name, v, false)
		}
	}
	vm.pc++
}

// createAnnexBGlobalVars creates the global vars of a script's block
// functions, leaving out the names of global lexical bindings.
func (vm *vm) createAnnexBGlobalVars(names []unistring.String) {
	sn := vm.r.global.stash.names
	var defined []unistring.String
	for _, name := range names {
		if _, exists := sn[name]; !exists {
			defined = append(defined, name)
		}
	}
	vm.createGlobalVarBindings(defined, false)
}

// checkStrictStringEscapes throws the SyntaxError of a string literal in
// strict code that holds a legacy octal escape (\1, \07, \08) or \8 or \9
// (B.1.2; ECMAScript 12.9.4.1), as V8 does. The parser does not know
// whether code is strict; "use strict" later in the same directive
// prologue makes the earlier strings strict too, which holds here since
// the compiler knows the strictness before it compiles the prologue.
func (c *compiler) checkStrictStringEscapes(v *ast.StringLiteral) {
	lit := v.Literal
	for i := 0; i < len(lit)-1; i++ {
		if lit[i] != '\\' {
			continue
		}
		i++
		switch ch := lit[i]; {
		case ch == '0':
			if i+1 < len(lit) && lit[i+1] >= '0' && lit[i+1] <= '9' {
				c.throwSyntaxError(int(v.Idx)-1, "Octal escape sequences are not allowed in strict mode.")
			}
		case ch >= '1' && ch <= '7':
			c.throwSyntaxError(int(v.Idx)-1, "Octal escape sequences are not allowed in strict mode.")
		case ch == '8' || ch == '9':
			c.throwSyntaxError(int(v.Idx)-1, "\\8 and \\9 are not allowed in strict mode.")
		}
	}
}

// A call as an assignment target (f() = 1, f() += 1, f()++, for (f() in
// o)) is an early SyntaxError in strict code; in sloppy code, as in V8
// ("Runtime Errors for Function Call Assignment Targets"), the call is
// made and then a ReferenceError thrown, before the right-hand side is
// evaluated. The parser accepts such targets; the compiler decides.

func (e *compiledCallExpr) emitInvalidTarget(msg string) {
	if e.c.scope.strict {
		e.c.throwSyntaxError(e.offset, msg)
	}
	e.emitGetter(false)
	e.c.emit(throwInvalidAssignTarget(msg))
}

func (e *compiledCallExpr) emitSetter(valueExpr compiledExpr, _ bool) {
	if valueExpr == &e.c.enumGetExpr {
		e.emitInvalidTarget("Invalid left-hand side in for-loop")
		return
	}
	e.emitInvalidTarget("Invalid left-hand side in assignment")
}

// emitUnary is a compound assignment (no prepare) or an update.
func (e *compiledCallExpr) emitUnary(prepare, _ func(), postfix, _ bool) {
	switch {
	case prepare == nil:
		e.emitInvalidTarget("Invalid left-hand side in assignment")
	case postfix:
		e.emitInvalidTarget("Invalid left-hand side expression in postfix operation")
	default:
		e.emitInvalidTarget("Invalid left-hand side expression in prefix operation")
	}
}

// throwInvalidAssignTarget throws a ReferenceError with V8's message.
type throwInvalidAssignTarget string

func (t throwInvalidAssignTarget) exec(vm *vm) {
	vm.throw(referenceError(string(t)))
}
