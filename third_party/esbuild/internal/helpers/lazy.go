package helpers

import "sync"

// Lazy is a value built on its first use. Unlike a package-level
// sync.OnceValue or map literal, a package-level Lazy is all zero bytes: it
// needs no code at package init, so a program that links the package but
// never uses the value neither runs nor pages in anything for it.
type Lazy[T any] struct {
	once  sync.Once
	value T
}

// Get returns the value, building it with build the first time.
func (l *Lazy[T]) Get(build func() T) T {
	l.once.Do(func() { l.value = build() })
	return l.value
}
