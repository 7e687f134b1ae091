// node: 22
// Compare the permissions a user has with those a role requires.
const required = new Set(["read", "write", "deploy"]);
const users = {
  ana: ["read", "write", "deploy", "admin"],
  ben: ["read"],
  cai: ["write", "deploy"],
};
const report = {};
for (const [name, perms] of Object.entries(users)) {
  const have = new Set(perms);
  report[name] = {
    ok: required.isSubsetOf(have),
    missing: [...required.difference(have)].sort(),
    extra: [...have.difference(required)].sort(),
  };
}
return report;
