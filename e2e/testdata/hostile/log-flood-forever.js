// expect: timeout
// options: {"timeoutMs": 500}
// Logs until the deadline, through every console method.
for (let i = 0; ; i++) {
  console.log(i); console.info(i); console.warn(i); console.error(i); console.debug(i);
}
