// `satisfies` keeps literal types while checking the shape of a config.
type Route = { path: string; method: "GET" | "POST"; auth?: boolean };
const routes = {
  list: { path: "/items", method: "GET" },
  create: { path: "/items", method: "POST", auth: true },
  health: { path: "/health", method: "GET", auth: false },
} satisfies Record<string, Route>;

type RouteName = keyof typeof routes;
const needsAuth = (Object.keys(routes) as RouteName[]).filter((n) => (routes[n] as Route).auth === true);
const retries = { default: 2, create: 0 } satisfies Partial<Record<RouteName | "default", number>>;
const table = Object.entries(routes).map(([name, r]) => `${r.method.padEnd(4)} ${r.path} (${name})`);
table.forEach((line) => console.log(line));
return { needsAuth, retries, methods: [...new Set(Object.values(routes).map((r) => r.method))] };
