// Build an API URL with credentials and query parameters, then read it back.
const api = new URL("https://svc:pa%20ss@api.example.com:8443/v1/items?limit=10");
const before = { username: api.username, password: api.password, origin: api.origin, host: api.host };

api.searchParams.set("limit", "50");
api.searchParams.append("q", "red shoes");
api.searchParams.delete("missing");
const afterParams = { href: api.href, search: api.search, json: JSON.stringify({ url: api }) };

api.password = "new secret";
api.username = "bot@team";
const creds = { username: api.username, password: api.password, href: api.href };

const origins = ["https://example.com:443/x", "http://example.com:8080/", "http://[::1]:3000/", "file:///tmp/report.csv"]
  .map((s) => new URL(s).origin);

const cleared = new URL("https://example.com/search?page=2");
cleared.searchParams.delete("page");
return { before, afterParams, creds, origins, cleared: cleared.href, instance: api instanceof URL };
