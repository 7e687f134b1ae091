// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A JSON text of many small objects, built and then parsed.
const text = '[' + '{"a":1,"b":"xy"},'.repeat(1e6) + '{}]';
JSON.parse(text).length;
