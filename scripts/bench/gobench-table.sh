#!/bin/sh
# Turns `go test -bench -benchmem` output into a markdown table.
awk 'BEGIN { print "| benchmark | ns/op | B/op | allocs/op |"; print "|---|---|---|---|" }
/^Benchmark/ {
	ns = "—"; bytes = "—"; allocs = "—"
	for (i = 2; i < NF; i++) {
		if ($(i+1) == "ns/op") ns = $i
		if ($(i+1) == "B/op") bytes = $i
		if ($(i+1) == "allocs/op") allocs = $i
	}
	printf "| %s | %s | %s | %s |\n", $1, ns, bytes, allocs
}'
