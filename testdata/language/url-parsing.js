const u = new URL("https://user:secret@api.example.com:8443/v1/items/42?sort=desc&tag=a&tag=b#frag");
const params = Object.fromEntries(u.searchParams);
return {
  protocol: u.protocol, username: u.username, hostname: u.hostname, port: u.port, host: u.host,
  pathname: u.pathname, search: u.search, hash: u.hash, params, tags: u.searchParams.getAll("tag"),
  href: u.href,
  relative: new URL("../other?q=1", "https://x.dev/a/b/c").href,
  defaultPort: new URL("https://x.dev:443/p").port,
};
