// The start of a stand-in runner's script (`node -e prelude + script`):
// write(m) sends one message, and each line read from stdin is parsed and
// passed to onMessage(m), which the rest of the script defines.
export const standInPrelude = `
  const write = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
  let buf = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (c) => {
    buf += c;
    let i;
    while ((i = buf.indexOf('\\n')) >= 0) {
      const line = buf.slice(0, i); buf = buf.slice(i + 1);
      onMessage(JSON.parse(line));
    }
  });
`;
