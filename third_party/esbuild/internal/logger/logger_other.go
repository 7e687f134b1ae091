// execbox: the only terminal code on every platform (PATCHES.md); the
// runner never prints esbuild's messages to a terminal.

package logger

import "os"

const SupportsColorEscapes = false

func GetTerminalInfo(*os.File) TerminalInfo {
	return TerminalInfo{}
}

func writeStringWithColor(file *os.File, text string) {
	file.WriteString(text)
}
