module github.com/execbox/execbox-runner

go 1.26

require (
	github.com/dop251/goja v0.0.0-20260917113740-793a2a65c13b
	github.com/dop251/goja_nodejs v0.0.0-20260212111938-1f56ff5bcf14
	github.com/evanw/esbuild v0.28.2
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/urfave/cli/v3 v3.14.0
	golang.org/x/text v0.16.0
)

require (
	github.com/dlclark/regexp2/v2 v2.5.2 // indirect
	github.com/go-sourcemap/sourcemap v2.1.4+incompatible // indirect
	golang.org/x/net v0.27.0 // indirect
)

replace github.com/dop251/goja => ./third_party/goja

replace github.com/evanw/esbuild => ./third_party/esbuild

replace github.com/dlclark/regexp2/v2 => ./third_party/regexp2
