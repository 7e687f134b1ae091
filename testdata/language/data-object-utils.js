const config = { host: "localhost", port: 8080, debug: true, secret: "s3cr3t", nested: { a: 1 } };
const { secret, ...publicConfig } = config;
const frozen = Object.freeze({ ...publicConfig });
let assignErr = "none";
try { "use strict"; frozen.port = 1; } catch (e) { assignErr = e.name; }
return {
  publicConfig,
  keys: Object.keys(config),
  entries: Object.entries(publicConfig).filter(([, v]) => typeof v !== "object"),
  hasOwn: Object.hasOwn(config, "secret"),
  isFrozen: Object.isFrozen(frozen),
  portAfter: frozen.port,
  clone: structuredClone(config.nested),
};
